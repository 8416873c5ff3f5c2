import { useElementSize } from '@mantine/hooks';
import type { DocumentFormConfig, DocumentItemData, DocumentItemView } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import type { PricingInput } from '@shared/domain/documents/document-lines';
import { ownArticleTypeLabels } from '@shared/domain/own-article';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type JSX, type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { AddRow } from './AddRow';
import { UNITS_LIST_ID } from './CellEditor';
import classes from './DocumentGrid.module.css';
import { AddLineMenu, GridMenus, SelectionToolbar } from './GridMenus';
import { ACTIVE_CELL_ID, GridRow, type RowActions } from './GridRow';
import { CARD_LAYOUT_MAX_PX, gridTemplate, visibleColumns } from './grid-columns';
import { isAddRow } from './grid-navigation';
import { LineCards } from './LineCards';
import { type GridController, useGridController } from './use-grid-controller';

export interface GridChange {
  label: string;
  itemUid?: string;
  field?: string;
  coalesce?: boolean;
}

export interface DocumentGridProps {
  docType: DocumentType;
  docUid: string | null;
  clientUid: string | null;
  /** The editor's current lines. */
  items: DocumentItemData[];
  /** Last loaded/saved view per line uid: priceDetails, stock, replacements, image. */
  serverItems: ReadonlyMap<string, DocumentItemView>;
  /** From the header (document-lines.ts). */
  pricing: PricingInput;
  /** From /doc/formConfig. */
  config: DocumentFormConfig;
  readOnly: boolean;
  /** Server-side problems by line uid and field (completion refusals). */
  cellErrors?: ReadonlyMap<string, Partial<Record<string, string>>>;
  /** Every user change, immediately (coalesce: true for keystrokes in one cell). */
  onChange: (items: DocumentItemData[], change: GridChange) => void;
  /** Ctrl+Z outside a text being edited. */
  onUndo: () => void;
  /** "Kopiera till dokument…"; the page opens the dialog. */
  onCopyItems: (itemUids: string[]) => void;
}

/** ~36 px a line; comment rows and rows showing a problem measure themselves. */
const ROW_ESTIMATE_PX = 36;

/** The pricing object by value, so a header that rebuilds it each render does not re-render every row. */
function useStablePricing(pricing: PricingInput): PricingInput {
  const key = JSON.stringify(pricing);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the pricing's value
  return useMemo(() => pricing, [key]);
}

/**
 * The line grid of the document editor: a dense, keyboard-first table (issue #5 "The editor"). Lines are
 * virtualized and memoized so a keystroke re-renders one row; on a phone it turns into cards.
 */
export function DocumentGrid(props: DocumentGridProps): JSX.Element {
  const { ref: sizeRef, width } = useElementSize();
  const cards = width > 0 && width < CARD_LAYOUT_MAX_PX;
  const pricing = useStablePricing(props.pricing);
  const netVisible = props.config.netPricesVisible;
  const columns = useMemo(() => visibleColumns(width || 1200, netVisible), [width, netVisible]);
  const template = useMemo(() => gridTemplate(columns), [columns]);
  const typeLabels = useMemo(
    () => ({ ...ownArticleTypeLabels, ROT_SERVICE: 'ROT-arbete', ...props.config.ownArticleTypeLabels }),
    [props.config.ownArticleTypeLabels],
  );
  const grid = useGridController({ ...props, pricing, columns });

  return (
    <div ref={sizeRef} data-testid="document-grid">
      <datalist id={UNITS_LIST_ID}>
        {props.config.units.map((u) => (
          <option key={u} value={u} />
        ))}
      </datalist>
      {cards ? (
        <LineCards grid={grid} props={props} pricing={pricing} typeLabels={typeLabels} />
      ) : (
        <GridTable grid={grid} props={props} pricing={pricing} template={template} typeLabels={typeLabels} />
      )}
      <GridMenus grid={grid} props={props} />
    </div>
  );
}

function GridTable({
  grid,
  props,
  pricing,
  template,
  typeLabels,
}: {
  grid: GridController;
  props: DocumentGridProps;
  pricing: PricingInput;
  template: string;
  typeLabels: Record<string, string>;
}) {
  const { items, readOnly } = props;
  const { nav, columns, ctx } = grid;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 8,
    getItemKey: (i) => items[i]?.uid ?? i,
  });
  const [dragOver, setDragOver] = useState<number | null>(null);
  const dragUid = useRef<string | null>(null);

  // Keep the active line in view when the keyboard moves it.
  useEffect(() => {
    if (nav.row < items.length) virtualizer.scrollToIndex(nav.row, { align: 'auto' });
  }, [nav.row, items.length, virtualizer]);

  const actions = useRowActions(grid, dragUid, setDragOver);
  const selected = useMemo(() => new Set(nav.selected), [nav.selected]);

  return (
    <>
      <SelectionToolbar grid={grid} props={props} />
      <div className={classes.frame}>
        {/* biome-ignore lint/a11y/useSemanticElements: a virtualized CSS-grid table cannot be a <table> */}
        <div
          ref={grid.gridRef}
          className={classes.grid}
          role="grid"
          aria-label="Dokumentets rader"
          aria-rowcount={items.length + (readOnly ? 1 : 2)}
          aria-colcount={columns.length}
          aria-readonly={readOnly || undefined}
          aria-activedescendant={nav.row < items.length ? ACTIVE_CELL_ID : undefined}
          tabIndex={0}
          data-testid="grid-lines"
          onKeyDown={grid.onGridKey}
          onFocus={grid.onGridFocus}
        >
          <div ref={scrollRef} className={classes.scroller}>
            {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualized CSS-grid table */}
            <div
              className={classes.header}
              role="row"
              aria-rowindex={1}
              style={{ gridTemplateColumns: template }}
            >
              {columns.map((c) => (
                // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualized CSS-grid table; the grid holds focus (aria-activedescendant)
                <div
                  key={c.key}
                  role="columnheader"
                  className={classes.headerCell}
                  style={{ textAlign: c.align }}
                  title={
                    c.key === 'discount'
                      ? 'Rabatt % (Påslag % på rader prissatta med påslag på inköpspris)'
                      : undefined
                  }
                >
                  {c.key === 'discount' && grid.allMarkup ? 'Påslag %' : c.label}
                </div>
              ))}
            </div>
            {items.length === 0 && (
              <div className={classes.empty}>
                {readOnly
                  ? 'Dokumentet har inga rader.'
                  : 'Inga rader ännu. Skriv ett artikelnummer nedan och tryck Enter.'}
              </div>
            )}
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((v) => {
                const item = items[v.index]!;
                const active = nav.row === v.index;
                return (
                  <div
                    key={v.key}
                    data-index={v.index}
                    ref={virtualizer.measureElement}
                    className={classes.rowWrap}
                    style={{ transform: `translateY(${v.start}px)` }}
                  >
                    <GridRow
                      item={item}
                      view={props.serverItems.get(item.uid)}
                      index={v.index}
                      columns={columns}
                      template={template}
                      pricing={pricing}
                      readOnly={readOnly}
                      netPricesVisible={props.config.netPricesVisible}
                      typeLabels={typeLabels}
                      activeCol={active ? nav.col : -1}
                      editing={active ? nav.editing : null}
                      selected={selected.has(item.uid)}
                      serverErrors={props.cellErrors?.get(item.uid)}
                      note={grid.note?.uid === item.uid ? grid.note.text : null}
                      dragOver={dragOver === v.index}
                      actions={actions}
                    />
                  </div>
                );
              })}
            </div>
          </div>
        </div>
        {!readOnly && (
          <div
            className={classes.addRow}
            style={{ gridTemplateColumns: `${columns[0]!.width}px 1fr` }}
            onDragOver={(e) => {
              e.preventDefault();
              setDragOver(items.length);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragUid.current) grid.dropLine(dragUid.current, items.length);
              dragUid.current = null;
              setDragOver(null);
            }}
          >
            <span style={{ textAlign: 'right', paddingRight: 6, color: 'var(--mantine-color-dimmed)' }}>
              {items.length + 1}
            </span>
            <div style={{ padding: '4px 6px 4px 0', display: 'flex', gap: 6, alignItems: 'center' }}>
              <AddRow
                docType={props.docType}
                docUid={props.docUid}
                clientUid={props.clientUid}
                mode={grid.addMode}
                inputRef={grid.addRef}
                active={isAddRow(nav.row, ctx)}
                onMode={grid.setAddMode}
                onAdd={grid.addFromSearch}
                onLeave={grid.leaveAddRow}
                onFocus={grid.onAddFocus}
              />
              <AddLineMenu grid={grid} />
            </div>
          </div>
        )}
      </div>
    </>
  );
}

function useRowActions(
  grid: GridController,
  dragUid: { current: string | null },
  setDragOver: (row: number | null) => void,
): RowActions {
  const gridRef = useRef(grid);
  gridRef.current = grid;
  return useMemo<RowActions>(
    () => ({
      pointer: (row, col, event: MouseEvent) => gridRef.current.pointer(row, col, event),
      doubleClick: (row, col) => gridRef.current.startEdit(row, col),
      editText: (uid, key, text) => gridRef.current.editText(uid, key, text),
      editorKey: (event: KeyboardEvent, text, multiline) =>
        gridRef.current.onEditorKey(event, text, multiline),
      editorBlur: (text) => gridRef.current.onEditorBlur(text),
      contextMenu: (row, event) => gridRef.current.openContextMenu(row, event),
      dragStart: (uid) => {
        dragUid.current = uid;
      },
      dragOver: (row) => setDragOver(row),
      drop: (row) => {
        if (dragUid.current) gridRef.current.dropLine(dragUid.current, row);
        dragUid.current = null;
        setDragOver(null);
      },
      replace: (uid, article) => gridRef.current.replaceWithArticle(uid, article),
    }),
    [dragUid, setDragOver],
  );
}
