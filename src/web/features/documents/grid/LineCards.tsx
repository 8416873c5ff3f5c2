import { ActionIcon, Badge, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import type { DocumentItemData } from '@shared/api/documents';
import type { PricingInput } from '@shared/domain/documents/document-lines';
import { computeLine } from '@shared/domain/documents/document-totals';
import { toLineInput } from '@shared/domain/documents/line-input';
import { validateLine } from '@shared/domain/documents/line-rules';
import { formatAmount } from '@shared/domain/format';
import {
  IconArrowDown,
  IconArrowUp,
  IconCopy,
  IconDots,
  IconFileExport,
  IconTrash,
} from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { AddRow } from './AddRow';
import type { DocumentGridProps } from './DocumentGrid';
import classes from './DocumentGrid.module.css';
import { AddLineMenu } from './GridMenus';
import { formatPercentBp, formatQuantity } from './grid-parse';
import { LineForm } from './LineForm';
import { LineIcons } from './LineIcons';
import { RichText } from './RichText';
import type { GridController } from './use-grid-controller';

export { applyLineForm } from './LineForm';

const LineCard = memo(function LineCard({
  item,
  index,
  count,
  grid,
  props,
  pricing,
  typeLabels,
  note,
  onEdit,
}: {
  item: DocumentItemData;
  index: number;
  count: number;
  grid: GridController;
  props: DocumentGridProps;
  pricing: PricingInput;
  typeLabels: Record<string, string>;
  note: string | null;
  onEdit: (uid: string) => void;
}) {
  const amounts = useMemo(() => computeLine(toLineInput(item), pricing), [item, pricing]);
  const problems = useMemo(() => validateLine(toLineInput(item), pricing), [item, pricing]);
  const serverProblems = Object.values(props.cellErrors?.get(item.uid) ?? {}).filter(Boolean) as string[];
  const messages = [...new Set([...problems.map((p) => p.message), ...serverProblems])];
  const comment = item.type === 'COMMENT';
  const bp = amounts.pricedByMarkup ? item.markupBp : item.discountBp;
  return (
    <div
      className={`${classes.card} ${messages.length > 0 ? classes.cardError : ''}`}
      data-testid="grid-card"
      data-uid={item.uid}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div
          style={{ minWidth: 0, flex: 1, cursor: props.readOnly ? 'default' : 'pointer' }}
          onClick={() => !props.readOnly && onEdit(item.uid)}
        >
          {/* Nothing that says what the line is ends in "…": the code, its badge and the description wrap. */}
          <Group gap={6} wrap="wrap" data-testid="grid-card-head">
            <Text size="xs" c="dimmed">
              {index + 1}.
            </Text>
            {item.code && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.code}
              </Text>
            )}
            {item.type === 'OWN_ARTICLE' && item.ownArticleType && (
              <Badge size="xs" variant="light" color="teal" tt="none">
                {typeLabels[item.ownArticleType] ?? item.ownArticleType}
              </Badge>
            )}
          </Group>
          {comment ? (
            <div style={{ fontSize: 14 }}>
              {item.description.trim() ? (
                <RichText text={item.description} />
              ) : (
                <Text size="sm" c="dimmed" fs="italic">
                  Tom textrad – tryck för att skriva
                </Text>
              )}
            </div>
          ) : (
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="grid-card-description">
              {item.description || '(utan benämning)'}
            </Text>
          )}
          {!comment && (
            <Group justify="space-between" mt={4} gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatQuantity(item.quantity)} {item.unit} ×{' '}
                {item.priceOre === null ? '–' : formatAmount(item.priceOre)}
                {bp !== 0 || amounts.pricedByMarkup
                  ? ` (${amounts.pricedByMarkup ? 'påslag' : 'rabatt'} ${formatPercentBp(bp)} %)`
                  : ''}
              </Text>
              <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {formatAmount(amounts.sumOre)} kr
              </Text>
            </Group>
          )}
        </div>
        <Stack gap={4} align="center">
          {!props.readOnly || props.docUid !== null ? (
            <Menu position="bottom-end" withinPortal shadow="md">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Åtgärder för rad ${index + 1}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {props.docUid !== null && (
                  <Menu.Item
                    leftSection={<IconFileExport size={14} />}
                    onClick={() => props.onCopyItems([item.uid])}
                  >
                    Kopiera till dokument…
                  </Menu.Item>
                )}
                {!props.readOnly && (
                  <>
                    <Menu.Item
                      leftSection={<IconCopy size={14} />}
                      onClick={() => grid.duplicateRows([item.uid])}
                    >
                      Kopiera rad
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconArrowUp size={14} />}
                      disabled={index === 0}
                      onClick={() => grid.moveRows([item.uid], -1)}
                    >
                      Flytta upp
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconArrowDown size={14} />}
                      disabled={index === count - 1}
                      onClick={() => grid.moveRows([item.uid], 1)}
                    >
                      Flytta ned
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => grid.removeRows([item.uid])}
                    >
                      Ta bort
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          ) : null}
          <LineIcons
            item={item}
            view={props.serverItems.get(item.uid)}
            readOnly={props.readOnly}
            onReplace={grid.replaceWithArticle}
          />
        </Stack>
      </Group>
      {(messages.length > 0 || note) && (
        <Text size="xs" c={messages.length > 0 ? 'red.8' : 'orange.9'} mt={4} role="status">
          {[...messages, ...(note ? [note] : [])].join(' · ')}
        </Text>
      )}
    </div>
  );
});

/** The phone layout: a card per line, a small form to edit one, the add field below. */
export function LineCards({
  grid,
  props,
  pricing,
  typeLabels,
}: {
  grid: GridController;
  props: DocumentGridProps;
  pricing: PricingInput;
  typeLabels: Record<string, string>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const editItem = editing ? props.items.find((it) => it.uid === editing) : undefined;
  return (
    <Stack gap="xs">
      {props.items.length === 0 && (
        <Text c="dimmed" ta="center" py="md" size="sm">
          {props.readOnly ? 'Dokumentet har inga rader.' : 'Inga rader ännu. Sök en artikel nedan.'}
        </Text>
      )}
      {props.items.map((item, i) => (
        <LineCard
          key={item.uid}
          item={item}
          index={i}
          count={props.items.length}
          grid={grid}
          props={props}
          pricing={pricing}
          typeLabels={typeLabels}
          note={grid.note?.uid === item.uid ? grid.note.text : null}
          onEdit={setEditing}
        />
      ))}
      {!props.readOnly && (
        <Stack gap={6}>
          <AddRow
            docType={props.docType}
            docUid={props.docUid}
            clientUid={props.clientUid}
            mode={grid.addMode}
            inputRef={grid.addRef}
            active
            onMode={grid.setAddMode}
            onAdd={grid.addFromSearch}
            onLeave={() => undefined}
            onFocus={() => undefined}
            compact
          />
          <AddLineMenu grid={grid} compact />
        </Stack>
      )}
      <Modal
        opened={editItem !== undefined}
        onClose={() => setEditing(null)}
        title={editItem?.type === 'COMMENT' ? 'Ändra textrad' : 'Ändra rad'}
        fullScreen
      >
        {editItem && (
          <LineForm
            item={editItem}
            grid={grid}
            props={props}
            pricing={pricing}
            onClose={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
