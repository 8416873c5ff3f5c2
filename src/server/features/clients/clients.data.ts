/** The client list as files: CSV for Excel and a pdfmake document. Pure data in, file content out. */
import { type CsvColumn, toCsv } from '../../platform/csv/csv';
import type { ClientRow, ContactRow } from './clients.mapper';
import type { ClientViewer } from './clients.shown';

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

/** The markup column, left out (not emptied) where the markup may not show, as own articles' "Inköpspris". */
const MARKUP_HEADER = 'Påslag %';

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
  [MARKUP_HEADER, (r) => percentText(r.client.markupBp)],
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

/** Every cell goes as text, the percentages too (a negative one gets the apostrophe like any text). */
export function clientListCsv(rows: readonly ClientFileRow[], viewer: ClientViewer): string {
  const columns: CsvColumn<ClientFileRow>[] = csvColumns
    .filter(([header]) => viewer.markupVisible || header !== MARKUP_HEADER)
    .map(([header, value]) => ({ header, value }));
  return toCsv(columns, rows);
}

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

/**
 * The client list as a pdfmake document (A4 landscape, the header row repeated on every page), for
 * `renderPdf`. Pure, so its layout is tested without rendering.
 */
export function clientListPdfDefinition(input: {
  rows: readonly ClientFileRow[];
  firmName: string;
  printedOn: string;
  input: { searchPattern: string; includeHidden: boolean; onlyFavorites: boolean; inactive: boolean };
}) {
  const header = ['Kundnr', 'Namn', 'Org.nr/personnr', 'Adress', 'Kontakt', 'Telefon', 'E-post'].map(
    (text) => ({
      text,
      bold: true,
    }),
  );
  const body = input.rows.map(({ client: c, contact }) => [
    c.code,
    c.name,
    c.organizationCode ?? '',
    [c.street, [c.postalCode, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    contact?.name ?? '',
    [contact?.phone, contact?.mobile].filter(Boolean).join(', '),
    contact?.email ?? '',
  ]);
  const count = `${input.rows.length} ${input.rows.length === 1 ? 'kund' : 'kunder'}`;
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [34, 34, 34, 40],
    info: { title: `Kundlista – ${input.firmName}`, creator: 'Montör' },
    defaultStyle: { font: 'Roboto', fontSize: 8.5 },
    footer: (page: number, pages: number) => ({
      text: `Sida ${page} av ${pages}`,
      alignment: 'right',
      margin: [34, 12, 34, 0],
      fontSize: 8,
      color: '#555',
    }),
    content: [
      { text: `Kundlista – ${input.firmName}`, fontSize: 14, bold: true },
      {
        text: `${filterLine(input.input)} · ${count} · utskriven ${input.printedOn}`,
        color: '#444',
        margin: [0, 2, 0, 10],
      },
      input.rows.length === 0
        ? { text: 'Inga kunder matchar urvalet.', italics: true }
        : {
            table: { headerRows: 1, widths: [45, '*', 75, '*', 80, 80, '*'], body: [header, ...body] },
            layout: 'lightHorizontalLines',
          },
    ],
  };
}
