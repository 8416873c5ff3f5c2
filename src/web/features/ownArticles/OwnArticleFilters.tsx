import { Button, Select } from '@mantine/core';
import type { OwnArticleType } from '@shared/domain/own-article';
import { type ClientOption, type ClientScope, ClientScopeFilter } from '../clients';

/** Beside the search: billing type, and whom the articles apply to. */
export function OwnArticleFilters(props: {
  billingTypes: Record<string, string> | undefined;
  type: OwnArticleType | null;
  onType: (type: OwnArticleType | null) => void;
  scope: ClientScope;
  onScope: (scope: ClientScope) => void;
  canChooseClient: boolean;
  client: ClientOption | null;
  onClient: (client: ClientOption | null) => void;
}) {
  return (
    <>
      <Select
        aria-label="Debiteringstyp"
        placeholder="Alla debiteringstyper"
        clearable
        data={Object.entries(props.billingTypes ?? {}).map(([value, label]) => ({ value, label }))}
        value={props.type}
        onChange={(v) => props.onType(v as OwnArticleType | null)}
        w={{ base: '100%', xs: 220 }}
      />
      <ClientScopeFilter {...props} allLabel="Alla artiklar" />
    </>
  );
}

/** What the selection bar offers for ticked articles. */
export function SelectionActions(props: {
  onAdd: () => void;
  onChangePrice: () => void;
  onRemove: () => void;
}) {
  return (
    <>
      <Button size="xs" variant="light" onClick={props.onAdd}>
        Lägg till i dokument
      </Button>
      <Button size="xs" variant="light" onClick={props.onChangePrice}>
        Ändra pris
      </Button>
      <Button size="xs" variant="light" color="red" onClick={props.onRemove}>
        Ta bort
      </Button>
    </>
  );
}
