/**
 * The add row's search: suggestions while typing (debounced, only the newest answer counts) and the
 * exact look-up on Enter, which adds a single hit at once and lists several.
 */
import { documentItemsApi, type ItemSearchResult } from '@shared/api/documents';
import type { DocumentType } from '@shared/domain/documents/document-kinds';
import { useEffect, useRef, useState } from 'react';
import { AbortedError } from '../../../api/api-error';
import { call, latestOnly } from '../../../api/call';

/** The add row searches among everything, or only own articles ("Lägg till rad" → Egen artikel). */
export type AddMode = 'ANY' | 'OWN_ARTICLE';

/** Suggestions start at two characters; an exact code is looked up on Enter whatever its length. */
export const SUGGEST_MIN_CHARS = 2;
const SUGGEST_DEBOUNCE_MS = 150;

interface SearchSetup {
  docType: DocumentType;
  docUid: string | null;
  clientUid: string | null;
  mode: AddMode;
  onAdd: (result: ItemSearchResult) => void;
}

export function useAddRowSearch({ docType, docUid, clientUid, mode, onAdd }: SearchSetup) {
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

  const show = (found: ItemSearchResult[], pattern: string) => {
    setLoading(false);
    setResults(found);
    setResultsFor(pattern);
    setIndex(found.length > 0 ? 0 : -1);
    setOpen(true);
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
      show(found, pattern.trim());
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
    onAdd(result);
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
    show(found, pattern);
    if (found.length === 0) setMessage(`Ingen artikel hittades för ”${pattern}”`);
  };

  const type = (value: string) => {
    setText(value);
    setMessage(null);
    suggest(value);
  };

  return {
    text,
    results,
    resultsFor,
    open,
    setOpen,
    index,
    setIndex,
    loading,
    message,
    type,
    reset,
    choose,
    lookUpExact,
  };
}

export type AddRowSearch = ReturnType<typeof useAddRowSearch>;
