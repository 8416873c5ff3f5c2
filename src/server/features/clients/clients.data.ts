/** The client list as files: CSV for Excel and a print-ready HTML page. Pure text in, text out. */
import type { ClientRow, ContactRow } from './clients.mapper';

export interface ClientFileRow {
  client: ClientRow;
  contact: ContactRow | null;
}

/** Basis points as a Swedish percentage Excel reads as a number: 1250 → "12,5", −550 → "-5,5". */
export function percentText(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(bp);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 100)}${fraction ? `,${fraction}` : ''}`;
}

/**
 * One CSV cell. Text starting with = + - @ (or a tab or CR) would be run as a formula by Excel, so it gets
 * a leading apostrophe (OWASP's advice against CSV injection); telephone numbers like "+46 …" need it to
 * show as typed anyway. Cells with separators, quotes or line breaks are quoted.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const yesNo = (v: boolean) => (v ? 'Ja' : 'Nej');
const day = (d: Date) => d.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

const csvColumns: Array<[header: string, value: (r: ClientFileRow) => string]> = [
  ['Kundnummer', (r) => r.client.code],
  ['Namn', (r) => r.client.name],
  ['Betalare', (r) => r.client.payerName],
  ['Org.nr/personnr', (r) => r.client.organizationCode],
  ['Momsreg.nr', (r) => r.client.vatRegistrationId],
  ['GLN', (r) => r.client.gln],
  ['Gatuadress', (r) => r.client.street],
  ['Postnummer', (r) => r.client.postalCode],
  ['Ort', (r) => r.client.city],
  ['Kontaktperson', (r) => r.contact?.name ?? ''],
  ['Telefon', (r) => r.contact?.phone ?? ''],
  ['Mobil', (r) => r.contact?.mobile ?? ''],
  ['E-post', (r) => r.contact?.email ?? ''],
  ['Rabatt %', (r) => percentText(r.client.discountBp)],
  ['Påslag %', (r) => percentText(r.client.markupBp)],
  ['Påslag på inköpspris', (r) => yesNo(r.client.markupToPurchasePrice)],
  ['Betalningsvillkor dagar', (r) => String(r.client.paymentDelayDays)],
  ['Omvänd betalningsskyldighet', (r) => yesNo(r.client.useReverseTaxLiability)],
  ['E-faktura', (r) => yesNo(r.client.eInvoiceEnabled)],
  ['Fortnoxnummer', (r) => r.client.fortnoxNumber],
  ['Favorit', (r) => yesNo(r.client.favorite)],
  ['Dold', (r) => yesNo(r.client.hidden)],
  ['Senaste aktivitet', (r) => day(r.client.lastActivityAt)],
  ['Anteckningar', (r) => r.client.notes],
];

/** Swedish Excel expects ";" between cells; the BOM makes it read UTF-8 (Å, Ä, Ö) instead of ANSI. */
export function clientListCsv(rows: readonly ClientFileRow[]): string {
  const lines = [
    csvColumns.map(([header]) => csvCell(header)).join(';'),
    ...rows.map((r) => csvColumns.map(([, value]) => csvCell(value(r))).join(';')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function filterLine(input: {
  searchPattern: string;
  includeHidden: boolean;
  onlyFavorites: boolean;
  inactive: boolean;
}) {
  return [
    input.inactive ? 'Inaktiva kunder' : 'Aktiva kunder',
    input.searchPattern.trim() ? `sökning "${input.searchPattern.trim()}"` : null,
    input.onlyFavorites ? 'bara favoriter' : null,
    input.includeHidden ? null : 'utan dolda',
  ]
    .filter(Boolean)
    .join(', ');
}

const printCss = `
  @page { size: A4 landscape; margin: 12mm; }
  body { font-family: Arial, Helvetica, sans-serif; font-size: 9pt; color: #111; margin: 16px; }
  h1 { font-size: 14pt; margin: 0 0 2px; }
  p.meta { margin: 0 0 10px; color: #444; }
  table { width: 100%; border-collapse: collapse; }
  thead { display: table-header-group; }
  th { text-align: left; border-bottom: 1.5px solid #111; padding: 3px 4px; }
  td { border-bottom: 0.5px solid #bbb; padding: 3px 4px; vertical-align: top; }
  tr { page-break-inside: avoid; }
  button { font-size: 11pt; padding: 6px 14px; margin-bottom: 12px; }
  @media print { button { display: none; } body { margin: 0; } }
`;

/** A self-contained page: no external files, so it prints the same from a `data:` link or a saved copy. */
export function clientListHtml(input: {
  rows: readonly ClientFileRow[];
  firmName: string;
  printedOn: string;
  input: { searchPattern: string; includeHidden: boolean; onlyFavorites: boolean; inactive: boolean };
}): string {
  const body = input.rows
    .map(({ client: c, contact }) => {
      const address = [c.street, [c.postalCode, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      const numbers = [contact?.phone, contact?.mobile].filter(Boolean).join(', ');
      const cells = [
        c.code,
        c.name,
        c.organizationCode,
        address,
        contact?.name ?? '',
        numbers,
        contact?.email ?? '',
      ];
      return `<tr>${cells.map((v) => `<td>${html(v)}</td>`).join('')}</tr>`;
    })
    .join('\n');
  const count = `${input.rows.length} ${input.rows.length === 1 ? 'kund' : 'kunder'}`;
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><title>Kundlista – ${html(input.firmName)}</title>
<style>${printCss}</style></head>
<body>
<button type="button" onclick="window.print()">Skriv ut</button>
<h1>Kundlista – ${html(input.firmName)}</h1>
<p class="meta">${html(filterLine(input.input))} · ${count} · utskriven ${html(input.printedOn)}</p>
<table>
<thead><tr><th>Kundnr</th><th>Namn</th><th>Org.nr/personnr</th><th>Adress</th><th>Kontakt</th><th>Telefon</th><th>E-post</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</body></html>
`;
}

/** The file as a `data:` link; base64 keeps the BOM and every byte of the UTF-8 text intact. */
export function dataLink(mimeType: string, content: string): string {
  return `data:${mimeType};charset=utf-8;base64,${Buffer.from(content, 'utf8').toString('base64')}`;
}
