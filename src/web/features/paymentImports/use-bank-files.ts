import { notifications } from '@mantine/notifications';
import { type ImportSummary, paymentImportsApi } from '@shared/api/paymentImports.api';
import { formatKr } from '@shared/domain/format';
import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import { queryClient } from '../../api/query-client';
import { uploadFile } from '../../api/upload';

/** What the summary says in one sentence, for the notice and the page. */
export function summaryText(s: ImportSummary): string {
  const parts = [
    `${s.paymentCount} betalningar på ${formatKr(s.totalSum)}`,
    `${s.matchedCount} matchade`,
    `${formatKr(s.registeredSum)} registrerat`,
  ];
  if (s.toHandleCount > 0) parts.push(`${s.toHandleCount} att hantera`);
  if (s.duplicateCount > 0) parts.push(`${s.duplicateCount} redan inlästa tidigare`);
  return parts.join(', ');
}

/** Sends a chosen BgMax file; the refusal ("Rad 12: …") is kept for the page to show at the field. */
export function useBgmaxUpload() {
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    try {
      const result = await uploadFile(paymentImportsApi.importBgmax, file, { fileName: file.name });
      setSummary(result);
      notifications.show({
        color: result.alreadyImported ? 'blue' : 'green',
        title: result.alreadyImported ? 'Filen är redan inläst' : 'Filen är inläst',
        message: result.alreadyImported
          ? `Inget har registrerats nu. ${summaryText(result)}`
          : summaryText(result),
        autoClose: 8000,
      });
      await queryClient.invalidateQueries();
    } catch (e) {
      if (!isApiError(e)) throw e;
      setError(e.displayText);
    } finally {
      setBusy(false);
    }
  }

  return { upload, error, summary, busy };
}
