import { Badge, Select } from '@mantine/core';
import {
  type ClientLinkFilter as ClientLinkFilterValue,
  type ClientLinkState,
  clientLinkFilterLabels,
  clientLinkFilters,
  clientLinkStateLabels,
} from '@shared/domain/documents/client-link';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { hasClientLink } from './use-client-links';

const stateColors: Record<ClientLinkState, string> = {
  SENT: 'blue',
  OPENED: 'cyan',
  ACCEPTED: 'green',
  DECLINED: 'red',
  REVOKED: 'gray',
  EXPIRED: 'gray',
};

/** The link's state as the editor's card and the list column show it. */
export function ClientLinkBadge({ state }: { state: ClientLinkState }) {
  return (
    <Badge
      color={stateColors[state]}
      variant="light"
      tt="none"
      style={{ minWidth: 'max-content' }}
      data-testid="client-link-badge"
    >
      {clientLinkStateLabels[state]}
    </Badge>
  );
}

/** The list cell: the badge, a dash without a link. */
export function ClientLinkCell({ state }: { state: ClientLinkState | null | undefined }) {
  return state ? <ClientLinkBadge state={state} /> : '–';
}

const filterOptions = clientLinkFilters.map((f) => ({ value: f, label: clientLinkFilterLabels[f] }));

/** The list's Kundlänk filter, on the kinds whose definition has a link. */
export function ClientLinkFilter({
  docType,
  value,
  onChange,
}: {
  docType: DocumentType;
  value: ClientLinkFilterValue | null;
  onChange: (value: ClientLinkFilterValue | null) => void;
}) {
  if (!hasClientLink(docType)) return null;
  return (
    <Select
      label="Kundlänk"
      placeholder="Alla"
      clearable
      w={200}
      value={value}
      onChange={(next) => onChange((next as ClientLinkFilterValue | null) ?? null)}
      data={filterOptions}
      comboboxProps={{ width: 'target', withinPortal: true }}
      data-testid="client-link-filter"
    />
  );
}
