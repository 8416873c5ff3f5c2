import type { CatalogueImportView, ImportSummaryView } from '@shared/api/adminCatalogue.api';

export const importStatusLabels: Record<CatalogueImportView['status'], { label: string; color: string }> = {
  QUEUED: { label: 'Väntar', color: 'gray' },
  RUNNING: { label: 'Importeras', color: 'blue' },
  DONE: { label: 'Klar', color: 'green' },
  FAILED: { label: 'Misslyckades', color: 'red' },
};

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('sv-SE')} ${n === 1 ? one : many}`;

/** One line that says what the import did, in the words of the file's kind. */
export function summaryText(summary: ImportSummaryView): string {
  if (summary.kind === 'DISCOUNT_FILE') {
    return [
      `Rabattbrev för ${count(summary.firms, 'företag', 'företag')}`,
      count(summary.rows, 'rad', 'rader'),
      `${count(summary.updated, 'grupp ändrad', 'grupper ändrade')}, ${summary.unchanged} oförändrade`,
      summary.deactivated ? `${summary.deactivated} borttagna` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  if (summary.kind === 'PRICE_FILE') {
    return [
      `Prisfil: ${count(summary.rows, 'rad', 'rader')}`,
      `${summary.inserted} nya`,
      `${summary.updated} ändrade`,
      `${summary.unchanged} oförändrade`,
      summary.deactivated ? `${summary.deactivated} utgångna` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  return 'Filen kunde inte läsas';
}

export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toLocaleString('sv-SE', { maximumFractionDigits: 1 })} MB`;
}
