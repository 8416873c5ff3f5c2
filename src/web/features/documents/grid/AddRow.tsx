import { Badge, Loader, Popover, Text } from '@mantine/core';
import { documentItemsApi, type ItemSearchResult } from '@shared/api/documents';
import type { DocumentItemData } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { formatAmount } from '@shared/domain/format';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import { AbortedError } from '../../../api/api-error';
import { call, latestOnly } from '../../../api/call';
import classes from './DocumentGrid.module.css';

/** The add row searches among everything, or only own articles ("Lägg till rad" → Egen artikel). */
export type AddMode = 'ANY' | 'OWN_ARTICLE';

/** Suggestions start at two characters; an exact code is looked up on Enter whatever its length. */
export const SUGGEST_MIN_CHARS = 2;
const SUGGEST_DEBOUNCE_MS = 150;

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
}

export function AddRow(props: AddRowProps) {
  const { docType, docUid, clientUid, mode } = props;
  const [text, setText] = useState('');
  const [results, setResults] = useState<ItemSearchResult[]>([]);
  // The text the listed results answer: Enter picks from them only while the input still says it, so a
  // fast typist's Enter never takes a hit for the half-typed word the list still shows.
  const [resultsFor, setResultsFor] = useState('');
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const seq = useRef(0);

  const keep = (list: ItemSearchResult[]) =>
    mode === 'OWN_ARTICLE' ? list.filter((r) => r.kind === 'OWN_ARTICLE') : list;

  const search = async (pattern: string, strict: boolean): Promise<ItemSearchResult[] | null> => {
    try {
      return keep(
        await call(
          documentItemsApi.clientDocItemSearch,
          {
            codeOrArticle: pattern,
            strictSearch: strict,
            docType,
            docUid,
            clientUid,
            limit: strict ? 10 : 12,
          },
          { signal: latestOnly('documentGrid.itemSearch'), handleErrors: false, background: !strict },
        ),
      );
    } catch (error) {
      if (error instanceof AbortedError) return null;
      setMessage('Sökningen misslyckades. Försök igen.');
      return null;
    }
  };

  const suggest = (pattern: string) => {
    window.clearTimeout(timer.current);
    if (pattern.trim().length < SUGGEST_MIN_CHARS) {
      seq.current += 1;
      setResults([]);
      setOpen(false);
      setLoading(false);
      return;
    }
    setLoading(true);
    const mine = ++seq.current;
    timer.current = window.setTimeout(async () => {
      const found = await search(pattern.trim(), false);
      if (mine !== seq.current || found === null) return;
      setLoading(false);
      setResults(found);
      setResultsFor(pattern.trim());
      setIndex(found.length > 0 ? 0 : -1);
      setOpen(true);
    }, SUGGEST_DEBOUNCE_MS);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const reset = () => {
    seq.current += 1;
    window.clearTimeout(timer.current);
    setText('');
    setResults([]);
    setOpen(false);
    setIndex(-1);
    setLoading(false);
    setMessage(null);
  };

  const choose = (result: ItemSearchResult) => {
    reset();
    props.onAdd(result.item);
  };

  const lookUpExact = async () => {
    const pattern = text.trim();
    if (pattern === '') return;
    seq.current += 1;
    window.clearTimeout(timer.current);
    setLoading(true);
    const exact = await search(pattern, true);
    if (exact === null) {
      setLoading(false);
      return;
    }
    if (exact.length === 1) {
      choose(exact[0]!);
      return;
    }
    const found = exact.length > 1 ? exact : ((await search(pattern, false)) ?? []);
    setLoading(false);
    setResults(found);
    setResultsFor(pattern);
    setIndex(found.length > 0 ? 0 : -1);
    setOpen(true);
    if (found.length === 0) setMessage(`Ingen artikel hittades för ”${pattern}”`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
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

  const placeholder =
    mode === 'OWN_ARTICLE'
      ? 'Sök egen artikel på nummer eller benämning…'
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
            onChange={(e) => {
              const value = e.currentTarget.value;
              setText(value);
              setMessage(null);
              suggest(value);
            }}
          />
          {loading && <Loader size={14} style={{ position: 'absolute', right: 8, top: 8 }} />}
        </div>
      </Popover.Target>
      <Popover.Dropdown p={4} onMouseDown={(e) => e.preventDefault()}>
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
                <Text size="sm" truncate>
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
      </Popover.Dropdown>
      {message && !open && (
        <Text size="xs" c="red.8" role="alert" mt={2}>
          {message}
        </Text>
      )}
    </Popover>
  );
}
