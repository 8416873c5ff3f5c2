import {
  Anchor,
  Button,
  Checkbox,
  Collapse,
  Group,
  Loader,
  Modal,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { documentRelationsApi, type RelationRecord } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatDate } from '@shared/domain/format';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../../api/call';
import { useApiQuery } from '../../../api/hooks';
import { QueryError } from '../../../shell/QueryError';
import { documentEditPath } from '../document-paths';
import { documentCaption } from './create-from';

interface RelationsDialogProps {
  opened: boolean;
  docType: DocumentType;
  docUid: string;
  onClose: () => void;
  /** Links were removed: the document's own data (its relation flag) is read again. */
  onChanged: () => void;
}

/** Relationer (product-spec §2, 650 wide): what this document was made from and what was made from it. */
export function RelationsDialog(props: RelationsDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Relationer" size={650} centered>
      {props.opened && <RelationsBody {...props} />}
    </Modal>
  );
}

const keyOf = (r: RelationRecord) => `${r.docType}:${r.docUid}`;

function RelationsBody({ docType, docUid, onClose, onChanged }: RelationsDialogProps) {
  const relations = useApiQuery(
    documentRelationsApi.getDocumentRelations,
    { docType, docUid },
    { staleTime: 0, refetchOnMount: 'always' },
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);

  if (relations.error)
    return (
      <QueryError what="relationerna" error={relations.error} onRetry={() => void relations.refetch()} />
    );
  if (!relations.data) return <Loader size="sm" m="md" />;
  const all = [...relations.data.sourceRelations, ...relations.data.destinationRelations];

  function toggle(key: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  async function removeLinks() {
    const relationsToDelete = all
      .filter((r) => selected.has(keyOf(r)))
      .map((r) => ({ docUid: r.docUid, docType: r.docType }));
    setBusy(true);
    try {
      await call(documentRelationsApi.deleteDocumentRelations, { docType, docUid, relationsToDelete });
      notifications.show({ color: 'green', message: 'Borttagen från länkar', autoClose: 3000 });
      setSelected(new Set());
      await relations.refetch();
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  const sectionProps = { selected, onToggle: toggle, onOpen: onClose };
  return (
    <Stack gap="md">
      <RelationSection title="Skapad från" rows={relations.data.sourceRelations} {...sectionProps} />
      <RelationSection title="Har skapat" rows={relations.data.destinationRelations} {...sectionProps} />
      <Group justify="flex-end">
        <Button
          variant="default"
          color="red"
          disabled={selected.size === 0}
          loading={busy}
          onClick={() => void removeLinks()}
          data-testid="relations-remove"
        >
          Ta bort från länkar
        </Button>
        <Button onClick={onClose}>Stäng</Button>
      </Group>
    </Stack>
  );
}

interface SectionProps {
  title: string;
  rows: RelationRecord[];
  selected: ReadonlySet<string>;
  onToggle: (key: string, on: boolean) => void;
  onOpen: () => void;
}

function RelationSection({ title, rows, selected, onToggle, onOpen }: SectionProps) {
  const [open, setOpen] = useState(true);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Stack gap={4} data-testid={`relations-${title === 'Skapad från' ? 'sources' : 'targets'}`}>
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        <Group gap={6}>
          <Chevron size={16} />
          <Text fw={600}>
            {title} ({rows.length})
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse in={open}>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" pl="lg">
            Inga dokument.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320} mah={630}>
            <Table striped highlightOnHover verticalSpacing={6} layout="fixed">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36} />
                  <Table.Th w="34%">Dokument</Table.Th>
                  <Table.Th>Referens</Table.Th>
                  <Table.Th w={110}>Datum</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={keyOf(r)}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Markera ${documentCaption(r.docType, r.documentNumber)}`}
                        checked={selected.has(keyOf(r))}
                        onChange={(e) => onToggle(keyOf(r), e.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={documentEditPath(r.docType, r.docUid)} onClick={onOpen}>
                        {documentCaption(r.docType, r.documentNumber)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{r.reference || '–'}</Table.Td>
                    <Table.Td>{formatDate(r.date)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Collapse>
    </Stack>
  );
}
