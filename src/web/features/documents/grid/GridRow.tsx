import { Badge } from '@mantine/core';
import type { DocumentItemData, DocumentItemView } from '@shared/api/documents';
import type { PricingInput } from '@shared/domain/documents/document-lines';
import { computeLine } from '@shared/domain/documents/document-totals';
import { toLineInput } from '@shared/domain/documents/line-input';
import { validateLine } from '@shared/domain/documents/line-rules';
import { formatAmount } from '@shared/domain/format';
import { IconGripVertical } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, memo, type ReactNode, useMemo, useState } from 'react';
import { CellEditor } from './CellEditor';
import classes from './DocumentGrid.module.css';
import {
  type CellContext,
  type ColumnKey,
  cellKind,
  discountLabel,
  type GridColumn,
  isCoveredByComment,
} from './grid-columns';
import type { EditState } from './grid-navigation';
import { cellEditText, formatPercentBp, formatQuantity } from './grid-parse';
import { LineIcons } from './LineIcons';
import { RichText } from './RichText';

/** Stable callbacks from the grid; they read the grid's latest state, so rows need not re-render. */
export interface RowActions {
  pointer(row: number, col: number, event: MouseEvent): void;
  doubleClick(row: number, col: number): void;
  editText(uid: string, key: ColumnKey, text: string): string | null;
  editorKey(event: KeyboardEvent, text: string, multiline: boolean): void;
  editorBlur(text: string): void;
  contextMenu(row: number, event: MouseEvent): void;
  dragStart(uid: string): void;
  dragOver(row: number): void;
  drop(row: number): void;
  replace(uid: string, article: string): Promise<string | null>;
}

/** The grid points its aria-activedescendant at the active cell. */
export const ACTIVE_CELL_ID = 'montor-grid-active-cell';

/** Line-rule and server problems, keyed by the column that shows them. */
const fieldColumn: Record<string, ColumnKey> = {
  code: 'code',
  description: 'description',
  quantity: 'quantity',
  unit: 'unit',
  priceOre: 'price',
  discountBp: 'discount',
  discountOre: 'discount',
  markupBp: 'discount',
  purchasePriceOre: 'purchasePrice',
};

export interface GridRowProps {
  item: DocumentItemData;
  view: DocumentItemView | undefined;
  index: number;
  columns: readonly GridColumn[];
  template: string;
  pricing: PricingInput;
  readOnly: boolean;
  netPricesVisible: boolean;
  typeLabels: Readonly<Record<string, string>>;
  /** The active column when this is the active row, otherwise -1. */
  activeCol: number;
  editing: EditState | null;
  selected: boolean;
  serverErrors: Partial<Record<string, string>> | undefined;
  note: string | null;
  dragOver: boolean;
  actions: RowActions;
}

function money(ore: number | null): string {
  return ore === null ? '' : formatAmount(ore);
}

export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { item, view, index, columns, template, pricing, readOnly, activeCol, editing, actions } = props;
  const [typingError, setTypingError] = useState<string | null>(null);
  const amounts = useMemo(() => computeLine(toLineInput(item), pricing), [item, pricing]);
  const ruleProblems = useMemo(() => validateLine(toLineInput(item), pricing), [item, pricing]);
  const comment = item.type === 'COMMENT';
  const ctx: CellContext = {
    readOnly,
    netPricesVisible: props.netPricesVisible,
    pricedByMarkup: amounts.pricedByMarkup,
  };

  const problems = new Map<ColumnKey, string>();
  for (const p of ruleProblems) {
    const key = fieldColumn[p.field];
    if (key && !problems.has(key)) problems.set(key, p.message);
  }
  for (const [field, message] of Object.entries(props.serverErrors ?? {})) {
    const key = fieldColumn[field] ?? 'description';
    if (message && !problems.has(key)) problems.set(key, message);
  }
  const active = activeCol >= 0;
  const editingKey = active && editing ? columns[activeCol]?.key : undefined;
  if (editingKey && typingError) problems.set(editingKey, typingError);

  const commentSpan = columns.filter((c) => c.key === 'description' || isCoveredByComment(c.key)).length;

  const display = (key: ColumnKey): ReactNode => {
    switch (key) {
      case 'nr':
        return (
          <>
            {!readOnly && (
              <span
                className={classes.dragHandle}
                draggable
                title="Dra för att flytta raden"
                onDragStart={(e) => {
                  e.dataTransfer.setData('text/plain', item.uid);
                  e.dataTransfer.effectAllowed = 'move';
                  actions.dragStart(item.uid);
                }}
              >
                <IconGripVertical size={14} />
              </span>
            )}
            <span>{index + 1}</span>
          </>
        );
      case 'code':
        return <span className={classes.cellWrapText}>{item.code}</span>;
      case 'description':
        if (comment) return <RichText text={item.description} />;
        return (
          <>
            <span className={classes.cellWrapText}>{item.description}</span>
            {item.type === 'OWN_ARTICLE' && item.ownArticleType && (
              <Badge size="xs" variant="light" color="teal" tt="none" style={{ flexShrink: 0 }}>
                {props.typeLabels[item.ownArticleType] ?? item.ownArticleType}
              </Badge>
            )}
            {item.type === 'NOMENCLATURE' &&
              (item.nomenclatureItemType === 'FREE' || item.nomenclatureItemType === 'SPECIAL') && (
                <Badge size="xs" variant="light" color="grape" tt="none" style={{ flexShrink: 0 }}>
                  {item.nomenclatureItemType === 'FREE' ? 'Fri artikel' : 'Specialartikel'}
                </Badge>
              )}
          </>
        );
      case 'quantity':
        return formatQuantity(item.quantity);
      case 'unit':
        return <span className={classes.cellText}>{item.unit}</span>;
      case 'price':
        return money(item.priceOre);
      case 'discount': {
        const bp = amounts.pricedByMarkup ? item.markupBp : item.discountBp;
        return bp === 0 && !amounts.pricedByMarkup ? '' : formatPercentBp(bp);
      }
      case 'sum':
        return money(amounts.sumOre);
      case 'purchasePrice':
        return money(item.purchasePriceOre);
      case 'profit':
        return money(amounts.profitOre);
      case 'icons':
        return <LineIcons item={item} view={view} readOnly={readOnly} onReplace={actions.replace} />;
    }
  };

  const cells: ReactNode[] = [];
  columns.forEach((column, col) => {
    if (comment && isCoveredByComment(column.key)) return;
    const kind = cellKind(column.key, item, ctx);
    const isActive = col === activeCol;
    const problem = problems.get(column.key);
    const isEditing = isActive && editing !== null;
    const label =
      column.key === 'discount' ? discountLabel(amounts.pricedByMarkup) : column.label || 'Ikoner';
    const negative =
      (column.key === 'sum' && amounts.sumOre < 0) ||
      (column.key === 'profit' && amounts.profitOre !== null && amounts.profitOre < 0);
    const className = [
      classes.cell,
      column.align === 'right' ? classes.right : column.align === 'center' ? classes.center : '',
      column.key === 'nr' ? classes.nrCell : '',
      comment && column.key === 'description' ? classes.commentCell : '',
      !comment && (column.key === 'description' || column.key === 'code') ? classes.wrapCell : '',
      kind === 'readOnly' || kind === 'readOnlyNumber' ? classes.readOnlyCell : '',
      column.key === 'sum' ? classes.sumCell : '',
      negative ? classes.negative : '',
      isActive ? classes.activeCell : '',
      problem ? classes.errorCell : '',
    ].join(' ');
    // A cell is named by what it shows (WCAG 2.5.3); its column comes from the header row (aria-colindex).
    cells.push(
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualized CSS-grid table; the grid holds focus (aria-activedescendant)
      <div
        key={column.key}
        id={isActive ? ACTIVE_CELL_ID : undefined}
        role="gridcell"
        aria-colindex={col + 1}
        aria-selected={isActive || undefined}
        aria-readonly={kind === 'readOnly' || kind === 'readOnlyNumber' || undefined}
        aria-invalid={problem ? true : undefined}
        data-col={column.key}
        className={className}
        title={problem}
        style={comment && column.key === 'description' ? { gridColumn: `span ${commentSpan}` } : undefined}
        onMouseDown={(e) => actions.pointer(index, col, e)}
        onDoubleClick={() => actions.doubleClick(index, col)}
      >
        {isEditing ? (
          <CellEditor
            kind={kind}
            initialText={editing.initialText ?? cellEditText(column.key, item, amounts.pricedByMarkup)}
            replaced={editing.initialText !== null}
            align={column.align}
            label={`${label}, rad ${index + 1}`}
            error={typingError}
            onText={(text) => setTypingError(actions.editText(item.uid, column.key, text))}
            onKey={(event, text, multiline) => {
              if (event.key === 'Escape' || event.key === 'Enter' || event.key === 'Tab')
                setTypingError(null);
              actions.editorKey(event, text, multiline);
            }}
            onBlur={(text) => {
              setTypingError(null);
              actions.editorBlur(text);
            }}
            onQuantityInput={
              column.key === 'quantity' ? () => performance.mark('montor:quantity-input') : undefined
            }
          />
        ) : (
          display(column.key)
        )}
      </div>,
    );
  });

  const messages = [...new Set(problems.values())];
  const rowClass = [
    classes.row,
    props.selected ? classes.rowSelected : active ? classes.rowActive : comment ? classes.commentRow : '',
    props.dragOver ? classes.rowDragOver : '',
  ].join(' ');
  return (
    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualized CSS-grid table; the grid holds focus (aria-activedescendant)
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={props.selected}
      data-testid="grid-row"
      data-uid={item.uid}
      onContextMenu={(e) => actions.contextMenu(index, e)}
      onDragOver={(e) => {
        e.preventDefault();
        actions.dragOver(index);
      }}
      onDrop={(e) => {
        e.preventDefault();
        actions.drop(index);
      }}
    >
      <div className={rowClass} style={{ gridTemplateColumns: template }}>
        {cells}
      </div>
      {active && (messages.length > 0 || props.note) && (
        <div className={`${classes.problems} ${messages.length === 0 ? classes.note : ''}`} role="status">
          {[...messages, ...(props.note ? [props.note] : [])].join(' · ')}
        </div>
      )}
    </div>
  );
});
