import { Group, Loader, Radio, ScrollArea, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { documentKindEndpoints } from '@shared/api/documents';
import { canAccess } from '@shared/domain/access';
import { documentAccess } from '@shared/domain/documents/document-access';
import { type DocumentType, documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { formatDate, formatKr } from '@shared/domain/format';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useApiQuery } from '../../../api/hooks';
import { useSession } from '../../../session/session-store';

export interface PickedDraft {
  docType: DocumentType;
  docUid: string;
}

/** The kinds with lines the employee may write: where lines can be added. */
export function useDraftKinds(): DocumentType[] {
  const session = useSession();
  return documentTypes.filter(
    (t) =>
      documentKinds[t].creatable &&
      documentKinds[t].hasItems &&
      session &&
      canAccess(session, documentAccess(t)),
  );
}

/** A kind and one of its drafts (newest first, searchable): the document lines go to. */
export function DraftPicker({
  kinds,
  value,
  onChange,
  initialKind,
  excludeDocUid = null,
  emptyText = 'Inga utkast att lägga till i. Bara dokument som inte är slutförda kan ta emot rader.',
}: {
  kinds: DocumentType[];
  value: PickedDraft | null;
  onChange: (value: PickedDraft | null) => void;
  initialKind?: DocumentType;
  /** The document the lines come from is not offered as their target. */
  excludeDocUid?: string | null;
  emptyText?: string;
}) {
  const [kind, setKind] = useState<DocumentType>(
    initialKind && kinds.includes(initialKind) ? initialKind : (kinds[0] ?? 'OFFER'),
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const list = useApiQuery(documentKindEndpoints[kind].list, {
    offset: 0,
    limit: 20,
    searchPattern: debounced.trim(),
    completed: false,
    sortBy: 'modifiedAt',
    sortDesc: true,
  });
  const rows = (list.data?.items ?? []).filter((r) => r.docUid !== excludeDocUid);
  return (
    <Stack gap="sm">
      <Group gap="sm" grow>
        <Select
          label="Dokumenttyp"
          allowDeselect={false}
          data={kinds.map((t) => ({ value: t, label: documentKinds[t].pluralLabel }))}
          value={kind}
          onChange={(next) => {
            setKind((next ?? kind) as DocumentType);
            onChange(null);
          }}
        />
        <TextInput
          label="Sök"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder="Kund, märkning, rubrik …"
        />
      </Group>
      <ScrollArea.Autosize mah={300}>
        {list.isLoading ? (
          <Loader size="sm" m="md" />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            {emptyText}
          </Text>
        ) : (
          <Radio.Group
            value={value?.docType === kind ? value.docUid : null}
            onChange={(docUid) => onChange({ docType: kind, docUid })}
          >
            <Stack gap={6}>
              {rows.map((r) => (
                <Radio
                  key={r.docUid}
                  value={r.docUid}
                  label={`${r.client?.caption ?? 'Ingen kund'} · ${r.mark || r.title || 'Utan märkning'}`}
                  description={`${formatDate(r.docDate)} · ${r.totalPayableSumOre === null ? '–' : formatKr(r.totalPayableSumOre)}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
