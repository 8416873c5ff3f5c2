/**
 * The editor's ROT part (issue #17): the server's calculation (period, what each buyer used this year,
 * the rule problems) asked debounced as the draft changes, the client's stored tax payers, and every
 * change written into the draft with each buyer's amount computed here — so the totals subtract the same
 * figure the section shows, at once, and the server's save computes it again the same way.
 */

import { useDebouncedValue } from '@mantine/hooks';
import { clientsApi } from '@shared/api/clients.api';
import type { DocumentHeader, DocumentItemData, DocumentTaxDeduction } from '@shared/api/documents';
import type { Endpoint, ParametersOf, ResultOf } from '@shared/api/endpoint';
import { taxDeductionApi } from '@shared/api/taxDeduction.api';
import { canAccess } from '@shared/domain/access';
import { type DocumentType, documentKinds } from '@shared/domain/documents/document-kinds';
import type { DocumentTotals } from '@shared/domain/documents/document-lines';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { isApiError } from '../../api/api-error';
import { call } from '../../api/call';
import { apiQueryKey } from '../../api/hooks';
import { useSession } from '../../session/session-store';
import {
  computeAmounts,
  periodFor,
  placeRotMessages,
  type RotMessages,
  ruleIssues,
  typedOnly,
  usedThisYear,
  withAmounts,
} from './rot-draft';

export type HeaderChange = (patch: Partial<DocumentHeader>, label: string, field?: string) => void;

export interface TaxDeductionEditorProps {
  docType: DocumentType;
  docUid: string | null;
  header: DocumentHeader;
  items: readonly DocumentItemData[];
  totals: DocumentTotals;
  readOnly: boolean;
  /** Completion was tried: "required" messages show on empty fields too. */
  completionTried: boolean;
  /** The editor's autosave status: a refused save names ROT fields (`data.taxDeduction.…`). */
  saveError: unknown;
  onChange: HeaderChange;
}

type CalcType = ParametersOf<typeof taxDeductionApi.calcTaxDeduction>['docType'];
const CALC_DEBOUNCE_MS = 400;

/** A background read whose failure the section shows itself (no notice, no loader). */
function useQuietQuery<E extends Endpoint>(endpoint: E, parameters: ParametersOf<E>, enabled: boolean) {
  return useQuery<ResultOf<E>, Error>({
    queryKey: apiQueryKey(endpoint, parameters),
    queryFn: ({ signal }) =>
      call(endpoint, parameters, { signal, handleErrors: false, quietMessages: true, background: true }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The data the server computes from; the amounts are left out, they are the answer, not the question. */
function calcParameters(
  docType: DocumentType,
  docUid: string | null,
  header: DocumentHeader,
  items: readonly DocumentItemData[],
) {
  const td = header.taxDeduction;
  const taxDeduction = td && { ...td, taxPayers: td.taxPayers.map((p) => ({ ...p, amountOre: 0 })) };
  return { docType: docType as CalcType, docUid, data: { ...header, taxDeduction, items: [...items] } };
}

function serverIssues(error: unknown) {
  if (!isApiError(error)) return [];
  return error.messages.filter((m) => m.field).map((m) => ({ field: m.field ?? '', message: m.text }));
}

export function useTaxDeduction(props: TaxDeductionEditorProps) {
  const { docType, docUid, items, header, totals, readOnly, onChange } = props;
  const td = header.taxDeduction;
  const kind = documentKinds[docType].taxDeduction;
  // A credit's ROT part is the server's to compute (0044): shown, never edited or recalculated here.
  const applies = kind === 'SHOWN' || kind === 'CLAIMED';
  const reversed = kind === 'REVERSED';

  const parameters = useMemo(
    () => calcParameters(docType, docUid, header, items),
    [docType, docUid, header, items],
  );
  const [debounced] = useDebouncedValue(parameters, CALC_DEBOUNCE_MS);
  const calc = useQuietQuery(taxDeductionApi.calcTaxDeduction, debounced, applies && td !== null);
  // Only someone who may see the register is offered its stored tax payers.
  const session = useSession();
  const mayReadClients = session !== null && canAccess(session, clientsApi.client.access);
  const client = useQuietQuery(
    clientsApi.client,
    { uid: header.clientUid ?? '' },
    applies && !readOnly && mayReadClients && header.clientUid !== null,
  );

  const period = useMemo(() => periodFor(calc.data, header.docDate), [calc.data, header.docDate]);
  const used = useMemo(() => usedThisYear(calc.data), [calc.data]);
  const result = useMemo(
    () => (applies && td && period ? computeAmounts(td, totals, period, used) : null),
    [applies, td, totals, period, used],
  );

  /** Every change of the ROT part goes through here, with the amounts computed for it. */
  const change = useCallback(
    (next: DocumentTaxDeduction | null, label: string, field?: string) => {
      const withComputed =
        next && period ? withAmounts(next, computeAmounts(next, totals, period, used)) : next;
      onChange({ taxDeduction: withComputed }, label, field ? `taxDeduction.${field}` : undefined);
    },
    [onChange, period, totals, used],
  );

  useAmountsFollowLines(td, result, readOnly, onChange);

  const messages: RotMessages = useMemo(() => {
    if (!td || !result) return placeRotMessages(serverIssues(props.saveError));
    // The server's answer to the same draft names the same rules; both wait for completion alike.
    const live = [...ruleIssues(header, td, totals, result), ...(calc.data?.problems ?? [])];
    return placeRotMessages(
      serverIssues(props.saveError),
      props.completionTried ? live : typedOnly(live, td),
    );
  }, [td, result, header, totals, props.saveError, props.completionTried, calc.data]);

  return {
    applies,
    reversed,
    kind,
    taxDeduction: td,
    calc,
    storedPayers: client.data?.data.taxPayers ?? [],
    period,
    result,
    messages,
    change,
  };
}

/**
 * A change of the lines (a ROT line added, a price) moves the base: the amounts follow in the draft. An
 * undo that takes back exactly such an automatic step is left alone, or Ctrl+Z could never get past it.
 */
function useAmountsFollowLines(
  td: DocumentTaxDeduction | null,
  result: ReturnType<typeof computeAmounts> | null,
  readOnly: boolean,
  onChange: HeaderChange,
) {
  const undoneFrom = useRef<DocumentTaxDeduction | null>(null);
  useEffect(() => {
    if (!td || !result || readOnly || td === undoneFrom.current) return;
    const next = withAmounts(td, result);
    if (next === td) return;
    undoneFrom.current = td;
    onChange({ taxDeduction: next }, 'ROT-avdrag');
  }, [td, result, readOnly, onChange]);
}
