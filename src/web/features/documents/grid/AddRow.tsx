import { Badge, Loader, Popover, Text } from '@mantine/core';
import type { DocumentItemData, ItemSearchResult } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatAmount } from '@shared/domain/format';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconSearch } from '@tabler/icons-react';
import type { KeyboardEvent, Ref } from 'react';
import classes from './DocumentGrid.module.css';
import { type AddMode, type AddRowSearch, useAddRowSearch } from './use-add-row-search';

export { type AddMode, SUGGEST_MIN_CHARS } from './use-add-row-search';

const kindLabels: Record<ItemSearchResult['kind'], string> = {
  CATALOGUE: 'Katalog',
  OWN_ARTICLE: 'Egen artikel',
  OWN_COMMENT: 'Textrad',
};

const kindColors: Record<ItemSearchResult['kind'], string> = {
  CATALOGUE: 'montor',
  OWN_ARTICLE: 'teal',
  OWN_COMMENT: 'gray',
};

export function StockDot({ icon }: { icon: ItemSearchResult['stockStatusIcon'] }) {
  if (icon === 'OK')
    return <IconCircleCheck size={15} color="var(--mantine-color-green-7)" aria-label="I lager" />;
  if (icon === 'WARNING')
    return <IconAlertTriangle size={15} color="var(--mantine-color-orange-6)" aria-label="Få i lager" />;
  if (icon === 'ERROR')
    return <IconCircleX size={15} color="var(--mantine-color-red-6)" aria-label="Ej i lager" />;
  return <span />;
}

export interface AddRowProps {
  docType: DocumentType;
  docUid: string | null;
  clientUid: string | null;
  mode: AddMode;
  inputRef: Ref<HTMLInputElement>;
  active: boolean;
  onMode: (mode: AddMode) => void;
  onAdd: (item: DocumentItemData) => void;
  /** Arrow up or Shift+Tab out of the empty add row (back to the lines). */
  onLeave: (direction: 'up' | 'back') => void;
  onFocus: () => void;
  /** On a phone's line cards: a hint short enough to be read whole in the narrow field. */
  compact?: boolean;
}

export function AddRow(props: AddRowProps) {
  const { docType, docUid, clientUid, mode } = props;
  const search = useAddRowSearch({ docType, docUid, clientUid, mode, onAdd: (r) => props.onAdd(r.item) });
  const { text, open, setOpen, index, message } = search;
  const onKeyDown = addRowKeyHandler(props, search);

  const placeholder =
    mode === 'OWN_ARTICLE'
      ? props.compact
        ? 'Egen artikel: nummer eller namn…'
        : 'Sök egen artikel på nummer eller benämning…'
      : props.compact
        ? 'Artikel-, RSK- eller eget nummer, eller sök…'
        : 'Lägg till: skriv artikel-, RSK- eller eget nummer och tryck Enter, eller sök…';

  return (
    <Popover
      opened={open && props.active}
      onChange={setOpen}
      position="bottom-start"
      width="target"
      shadow="md"
      trapFocus={false}
      returnFocus={false}
      withinPortal
      // The input below is the combobox and says it all; Popover's own attributes would land on its
      // wrapping div, where aria-expanded is not allowed.
      withRoles={false}
    >
      <Popover.Target>
        <div style={{ position: 'relative', width: '100%' }}>
          <IconSearch
            size={14}
            color="var(--mantine-color-gray-6)"
            style={{ position: 'absolute', left: 8, top: 8, pointerEvents: 'none' }}
          />
          <input
            ref={props.inputRef}
            className={classes.addInput}
            style={{ paddingLeft: 26 }}
            value={text}
            placeholder={placeholder}
            aria-label={mode === 'OWN_ARTICLE' ? 'Sök egen artikel att lägga till' : 'Lägg till artikel'}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls="montor-grid-suggestions"
            aria-activedescendant={open && index >= 0 ? `montor-grid-suggestion-${index}` : undefined}
            role="combobox"
            autoComplete="off"
            data-testid="grid-add-input"
            onFocus={props.onFocus}
            onKeyDown={onKeyDown}
            onChange={(e) => search.type(e.currentTarget.value)}
          />
          {search.loading && <Loader size={14} style={{ position: 'absolute', right: 8, top: 8 }} />}
        </div>
      </Popover.Target>
      <Popover.Dropdown p={4} onMouseDown={(e) => e.preventDefault()}>
        <Suggestions search={search} />
      </Popover.Dropdown>
      {message && !open && (
        <Text size="xs" c="red.8" role="alert" mt={2}>
          {message}
        </Text>
      )}
    </Popover>
  );
}

/** Arrows move in the list (or up out of the row), Enter adds, Escape closes or resets, Shift+Tab leaves. */
function addRowKeyHandler(props: AddRowProps, search: AddRowSearch) {
  const { text, results, resultsFor, open, setOpen, index, setIndex, reset, choose, lookUpExact } = search;
  const { mode } = props;
  return (e: KeyboardEvent<HTMLInputElement>) => {
    const listed = open && results.length > 0;
    switch (e.key) {
      case 'ArrowDown':
        if (listed) {
          e.preventDefault();
          setIndex((i) => (i + 1) % results.length);
        }
        return;
      case 'ArrowUp':
        e.preventDefault();
        if (listed) setIndex((i) => (i <= 0 ? results.length - 1 : i - 1));
        else props.onLeave('up');
        return;
      case 'Enter':
        e.preventDefault();
        if (listed && index >= 0 && resultsFor === text.trim()) choose(results[index]!);
        else void lookUpExact();
        return;
      case 'Escape':
        if (open || text !== '' || mode !== 'ANY') {
          e.preventDefault();
          e.stopPropagation();
          if (open) setOpen(false);
          else {
            reset();
            props.onMode('ANY');
          }
        }
        return;
      case 'Tab':
        if (e.shiftKey && text === '') {
          e.preventDefault();
          props.onLeave('back');
        }
        return;
    }
  };
}

/** A suggestion's name wraps (never "…"): on a phone it is how the fitter tells two articles apart. */
function Suggestions({ search }: { search: AddRowSearch }) {
  const { results, resultsFor, index, setIndex, choose, message } = search;
  return (
    <div
      role="listbox"
      id="montor-grid-suggestions"
      aria-label="Förslag"
      data-pattern={resultsFor}
      style={{ maxHeight: 320, overflowY: 'auto' }}
    >
      {results.map((r, i) => (
        // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant)
        <div
          key={r.item.uid}
          id={`montor-grid-suggestion-${i}`}
          role="option"
          aria-selected={i === index}
          className={`${classes.suggestion} ${i === index ? classes.suggestionActive : ''}`}
          onMouseEnter={() => setIndex(i)}
          onClick={() => choose(r)}
        >
          <StockDot icon={r.stockStatusIcon} />
          <div style={{ minWidth: 0 }}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <b>{r.item.code}</b>{' '}
              {r.caption.startsWith(r.item.code) ? r.caption.slice(r.item.code.length).trim() : r.caption}
            </Text>
            {r.item.priceOre !== null && (
              <Text size="xs" c="dimmed">
                {formatAmount(r.item.priceOre)} kr{r.item.unit ? ` / ${r.item.unit}` : ''}
              </Text>
            )}
          </div>
          <Badge size="xs" variant="light" color={kindColors[r.kind]} tt="none">
            {kindLabels[r.kind]}
          </Badge>
        </div>
      ))}
      {results.length === 0 && (
        <Text size="sm" c="dimmed" p="xs">
          {message ?? 'Inga träffar'}
        </Text>
      )}
    </div>
  );
}
