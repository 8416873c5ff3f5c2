import { companySettingsShape } from '@shared/api/company.api';
import { type DocumentType, documentKinds, documentTypes } from '@shared/domain/documents/document-kinds';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from '../../platform/db/database';
import { pdfImageRows, pdfText } from '../../testing/pdf-text';
import { samplePng } from '../../testing/sample-files';
import { openTestDatabase } from '../../testing/test-database';
import { findFirmIdByCode } from '../../testing/test-fixtures';
import { companySettings } from '../company';
import { employees } from '../employees';
import {
  type FixedDocuments,
  insertFixedDocuments,
  insertManyLineDocument,
  insertReverseChargeInvoice,
  insertShowingProfitOffer,
  sessionOf,
} from './printing.fixtures';
import { renderDocumentsPdf } from './printing.usecases';

let database: Database;
let db: Db;
let firmId: string;
let otherFirmId: string;
let fixed: FixedDocuments;
const clock = { now: () => new Date('2026-11-21T09:00:00Z') };

beforeAll(async () => {
  database = await openTestDatabase(inject('template'));
  db = database.db;
  firmId = await findFirmIdByCode(db, '100245');
  otherFirmId = await findFirmIdByCode(db, '100318');
  fixed = await insertFixedDocuments(db, firmId);
});
afterAll(() => database.close());

/** The "Sida x av y" of every page, in order, as "x/y". */
function pageLabels(text: string): string[] {
  return [...text.matchAll(/Sida (\d+) av (\d+)/g)].map((m) => `${m[1]}/${m[2]}`);
}

async function printed(
  docType: DocumentType,
  layout: Parameters<typeof renderDocumentsPdf>[0]['layout'],
  options: { uids?: string[]; hidden?: boolean; clientMode?: boolean; firm?: string } = {},
) {
  const session = sessionOf({
    firmId: options.firm ?? firmId,
    employeeId: fixed.employeeId,
    netPriceAndMarginHidden: options.hidden,
    clientMode: options.clientMode,
  });
  const file = await renderDocumentsPdf({
    deps: { db, clock },
    firmId: options.firm ?? firmId,
    session,
    docType,
    docUids: options.uids ?? [fixed.uids[docType]],
    layout,
  });
  return { ...file, text: pdfText(file.content) };
}

async function printingSettings(change: Record<string, unknown>) {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.firmId, firmId));
  const settings = row!.settings as { printingSettings: Record<string, unknown> };
  const printing = { ...settings.printingSettings, ...change };
  await db
    .update(companySettings)
    .set({ settings: { ...settings, printingSettings: printing } })
    .where(eq(companySettings.firmId, firmId));
  return () => db.update(companySettings).set({ settings }).where(eq(companySettings.firmId, firmId));
}

const seller = [
  'Rörfirman Demo AB',
  'Porfyrvägen 5',
  '224 78 Lund',
  'Org.nr 556547-5489',
  'Momsreg.nr SE556547548901',
  'Godkänd för F-skatt',
  'Bankgiro 5050-1055',
  'Telefon 046-12 34 56',
];

/** The fixed lines' figures, worked out by hand (printing.fixtures.ts). */
const amounts = {
  material: '6 024,00',
  work: '15 925,00',
  other: '1 350,00',
  net: '23 299,00',
  vat25: '5 762,50',
  base25: 'på 23 050,00',
  vat6: '14,94',
  base6: 'på 249,00',
  rounding: '−0,44',
  payable: '29 076,00 kr',
};

describe('every layout of every kind, read back with pdftotext', () => {
  for (const type of documentTypes) {
    for (const layout of documentKinds[type].printLayouts) {
      it(`${type} as ${layout}`, async () => {
        const { text, fileName } = await printed(type, layout);
        const kind = documentKinds[type];
        expect(text).toContain('Sida 1 av 1');
        if (layout === 'EMPTY') {
          expect(text).toContain(kind.label);
          expect(text).not.toContain('Tomas Öhrn');
          expect(text).not.toContain('Golvvärmerör');
          for (const field of seller) expect(text).toContain(field);
          return;
        }
        const number = kind.fromProvider ? 700123 : 1001;
        expect(fileName).toBe(`${kind.label.replace('/', '-')} ${number}.pdf`);
        expect(text).toContain(`${kind.label} ${number}`);
        expect(text).toContain('2026-11-20');
        if (kind.fromProvider) {
          for (const field of ['Nordlunds VVS-grossist AB', 'Traktorvägen 11', 'Org.nr 556016-0680'])
            expect(text).toContain(field);
          expect(text).toContain('KÖPARE');
          expect(text).not.toContain('auktoriserad enligt Säker Vatten');
          expect(text).toContain('Rörfirman Demo AB');
        } else {
          for (const field of seller) expect(text).toContain(field);
          expect(text).toContain('Tomas Öhrn');
          expect(text).toContain('Värpingevägen 7');
          expect(text).toContain('ARBETSPLATS');
          expect(text).toContain('Torna Hällestad');
          expect(text).toContain('Öhrn golvvärme');
          expect(text).toContain('Anna Lindqvist');
        }
      });
    }
  }
});

describe('the client layouts', () => {
  it('prints every total of the editor to the öre: groups, VAT per rate on its base, rounding, the sum to pay', async () => {
    const { text } = await printed('INVOICE', 'CLIENT');
    for (const figure of Object.values(amounts)) expect(text).toContain(figure);
    expect(text).toMatch(/Moms 25 %\s+på 23 050,00\s+5 762,50/);
    expect(text).toMatch(/Moms 6 %\s+på 249,00\s+14,94/);
    expect(text).toMatch(/Öresavrundning\s+−0,44/);
    expect(text).toMatch(/Att betala\s+29 076,00 kr/);
    expect(text).toContain('Förfallodatum');
    expect(text).toContain('2026-12-20');
    expect(text).toContain('30 dagar netto');
    expect(text).toMatch(/OCR-nummer\s+Att betala[\s\S]*100164/);
    expect(text).toContain('dröjsmålsränta');
    expect(text).toMatch(/Golvvärmerör PE-RT 16×2,0 mm.*120\s+m\s+18,95\s+2 274,00/);
    expect(text).toContain('Levereras med monteringsskåp');
    expect(text).toContain('Arbetet utförs enligt branschreglerna Säker Vatten.');
  });

  it('prints a credit invoice negative with the minus sign U+2212 and "Att återbetala"', async () => {
    const { text } = await printed('CREDIT_INVOICE', 'CLIENT');
    expect(text).toMatch(/Att återbetala\s+−29 076,00 kr/);
    expect(text).toContain('−5 762,50');
    expect(text).toMatch(/Öresavrundning\s+0,44/);
    expect(text).toMatch(/Krediterar faktura\s+.*1001|1001/);
    expect(text).toContain('Krediterar faktura');
    expect(text).not.toContain('-29 076');
  });

  it('prints a VAT column per line with CLIENT_WITH_MOMS', async () => {
    const { text } = await printed('INVOICE', 'CLIENT_WITH_MOMS');
    expect(text).toContain('Moms %');
    expect(text).toMatch(/Skötselhandbok golvvärme,.*6\s?%\s+14,94\s+249,00/);
    expect(text).toMatch(/Golvvärmerör.*25 %\s+568,50\s+2 274,00/);
  });

  it('prints the sums without the lines with CLIENT_TOTALS, the lines without prices with NO_PRICES', async () => {
    const totalsOnly = await printed('OFFER', 'CLIENT_TOTALS');
    expect(totalsOnly.text).not.toContain('Golvvärmerör');
    expect(totalsOnly.text).toMatch(/Att betala\s+29 076,00 kr/);
    const noPrices = await printed('OFFER', 'NO_PRICES');
    expect(noPrices.text).toContain('Golvvärmerör');
    expect(noPrices.text).not.toContain('18,95');
    expect(noPrices.text).toMatch(/Att betala\s+29 076,00 kr/);
    const nothing = await printed('OFFER', 'NO_PRICES_NO_TOTAL');
    expect(nothing.text).toContain('Golvvärmerör');
    expect(nothing.text).not.toContain('29 076');
  });

  it('prints a time log of the labour hours and their total', async () => {
    const { text } = await printed('WORK_ORDER', 'TIME_LOG');
    expect(text).toContain('Tidrapport');
    expect(text).toMatch(/Arbete montör, golvvärme och fördelare\s+24,5/);
    expect(text).toMatch(/Summa timmar\s+24,5/);
    expect(text).not.toContain('Golvvärmerör');
    expect(text).toContain('Kundens underskrift');
    expect(text).toContain('Planerad start');
    expect(text).toContain('2026-11-23 07:00');
  });

  it('prints reverse charge with the buyer VAT number and no VAT', async () => {
    const uid = await insertReverseChargeInvoice(db, firmId);
    const { text } = await printed('INVOICE', 'CLIENT', { uids: [uid] });
    expect(text).toContain('Omvänd betalningsskyldighet');
    expect(text).toContain('Köparens momsregistreringsnummer: SE556677889901');
    expect(text).toMatch(/Moms \(omvänd betalningsskyldighet\)\s+0,00/);
    expect(text).toMatch(/Att betala\s+23 299,00 kr/);
  });
});

describe('the internal layouts', () => {
  it('prints purchase prices, profit and margin per line and in total', async () => {
    const { text } = await printed('OFFER', 'INTERNAL');
    expect(text).toContain('Internt underlag');
    expect(text).toMatch(/Golvvärmerör.*11,00\s+18,95\s+2 274,00\s+954,00\s+42 %/);
    expect(text).toMatch(/Inköp\s+4 570,00/);
    expect(text).toMatch(/TB material\s+2 054,00/);
    expect(text).toMatch(/TB arbete\s+15 925,00/);
    expect(text).toMatch(/TB totalt\s+17 979,00 kr/);
  });

  it('prints the client and the internal printout in one file, each numbering its pages', async () => {
    const { text } = await printed('OFFER', 'CLIENT_AND_INTERNAL');
    expect(text.match(/Sida 1 av 1/g)).toHaveLength(2);
    expect(text).toContain('Internt underlag');
  });

  for (const layout of ['INTERNAL', 'CLIENT_AND_INTERNAL'] as const) {
    it(`refuses ${layout} to an employee whose net prices are hidden, and in client mode`, async () => {
      await expect(printed('OFFER', layout, { hidden: true })).rejects.toMatchObject({
        code: 'NET_PRICES_HIDDEN',
        status: 403,
        field: 'layout',
      });
      await expect(printed('OFFER', layout, { clientMode: true })).rejects.toMatchObject({
        code: 'NET_PRICES_HIDDEN',
      });
    });
  }

  it('refuses the provider net prices to a hidden-price employee and gives the gross ones', async () => {
    await expect(printed('UNIX_ORDER', 'UNIX_NETTO', { hidden: true })).rejects.toMatchObject({
      code: 'NET_PRICES_HIDDEN',
    });
    const gross = await printed('UNIX_ORDER', 'UNIX_BRUTTO', { hidden: true });
    expect(gross.text).toContain('Bruttopris');
    expect(gross.text).not.toContain('Nettopris');
    expect(gross.text).not.toContain('11,00');
  });

  it('prints the follow-up net with the gross price beside it, and the provider invoice at net', async () => {
    const net = await printed('UNIX_ORDER', 'UNIX_NETTO');
    expect(net.text).toMatch(/Golvvärmerör.*18,95\s+11,00\s+1 320,00/);
    const invoice = await printed('UNIX_INVOICE', 'UNIX_NETTO');
    expect(invoice.text).toMatch(/Golvvärmerör.*11,00\s+1 320,00/);
    expect(invoice.text).toContain('Avser order');
  });
});

describe('hidden net prices and the provider’s own rules', () => {
  it('prints a client layout to a hidden-price employee without purchase prices or markups', async () => {
    const restore = await printingSettings({ showMarkup: true });
    try {
      const { text } = await printed('OFFER', 'CLIENT', { hidden: true });
      expect(text).toMatch(/Att betala\s+29 076,00 kr/);
      for (const hidden of ['Inköp', 'Påslag', 'TB', '11,00', '2 500,00', '4 570,00'])
        expect(text).not.toContain(hidden);
    } finally {
      await restore();
    }
  });

  it('prints the material profit on the client printout when the client has it, never to a hidden-price viewer', async () => {
    const uid = await insertShowingProfitOffer(db, firmId);
    const shown = await printed('OFFER', 'CLIENT', { uids: [uid] });
    expect(shown.text).toMatch(/Täckningsbidrag material\s+2 054,00/);
    const hidden = await printed('OFFER', 'CLIENT', { uids: [uid], hidden: true });
    expect(hidden.text).not.toContain('Täckningsbidrag');
    expect(hidden.text).not.toContain('2 054,00');
  });

  it('answers not found for a follow-up of another employee’s order to one who sees only their own', async () => {
    const [other] = await db
      .update(employees)
      .set({ onlyOwnUnixOrders: true })
      .where(eq(employees.login, 'demo-anvandare'))
      .returning({ id: employees.id });
    const session = sessionOf({ firmId, employeeId: other!.id });
    const call = { deps: { db, clock }, firmId, session, docUids: [fixed.uids.UNIX_ORDER] };
    await expect(
      renderDocumentsPdf({ ...call, docType: 'UNIX_ORDER', layout: 'UNIX_BRUTTO' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('the firm’s pictures', () => {
  it('embeds the logo and the footer picture once in a file of several documents', async () => {
    const png = samplePng(40, 0, 12);
    for (const kind of ['LOGO', 'FOOTER'])
      await db.execute(sql`insert into company_images (firm_id, kind, content_type, content, sha256, byte_size)
        values (${firmId}, ${kind}, 'image/png', ${png}, ${kind}, ${png.length})`);
    try {
      const { content } = await printed('OFFER', 'CLIENT', {
        uids: [fixed.uids.OFFER, await insertManyLineDocument(db, firmId, 60)],
      });
      const rows = pdfImageRows(content);
      // A logo on each first page and a footer picture on every page, all the same two objects.
      expect(rows.length).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((r) => r[10])).size).toBe(2);
    } finally {
      await db.execute(sql`delete from company_images where firm_id = ${firmId}`);
    }
  });
});

describe('the firm’s print options', () => {
  it('prints the RSK column and row numbers as set, hides the company name, prints the footer message', async () => {
    const on = await printed('OFFER', 'CLIENT');
    expect(on.text).toContain('RSK');
    expect(on.text).toContain('5712345');
    expect(on.text).toMatch(/\n\s*1\s+5712345/);
    expect(on.text).toContain('auktoriserad enligt Säker Vatten');
    const restore = await printingSettings({
      printCode: false,
      printRowsCount: false,
      hideCompanyName: true,
      documentsFooterMessage: 'Tack för förtroendet – välkommen åter!',
    });
    try {
      const off = await printed('OFFER', 'CLIENT');
      expect(off.text).not.toContain('RSK');
      expect(off.text).not.toContain('5712345');
      expect(off.text).not.toContain('Rörfirman Demo AB');
      expect(off.text).toContain('Org.nr 556547-5489');
      expect(off.text).toContain('Tack för förtroendet – välkommen åter!');
    } finally {
      await restore();
    }
  });

  it('prints the number of copies of the kind, copies 2.. marked "Kopia", each numbered on its own', async () => {
    const documentSettings = companySettingsShape.shape.printingSettings.parse({}).documentSettings;
    const restore = await printingSettings({
      numberOfCopies: 1,
      documentSettings: { ...documentSettings, INVOICE: { ...documentSettings.INVOICE, numberOfCopies: 3 } },
    });
    try {
      const { text } = await printed('INVOICE', null);
      expect(text.match(/Faktura 1001/g)).toHaveLength(3);
      expect(text.match(/Kopia/g)).toHaveLength(2);
      expect(text.match(/Sida 1 av 1/g)).toHaveLength(3);
    } finally {
      await restore();
    }
  });
});

describe('pages, files and scope', () => {
  it('breaks a 120-line table across pages with its header on every page: "Sida 1 av 3"', async () => {
    const uid = await insertManyLineDocument(db, firmId, 120);
    const { text } = await printed('OFFER', 'CLIENT', { uids: [uid] });
    const pages = text.split('\f').filter((p) => p.trim());
    const n = pages.length;
    expect(n).toBeGreaterThanOrEqual(3);
    expect(pageLabels(text)).toEqual(Array.from({ length: n }, (_, i) => `${i + 1}/${n}`));
    for (const page of pages.filter((p) => p.includes('golvvärmeslinga')))
      expect(page).toMatch(/Benämning\s+Antal\s+Enhet\s+À-pris/);
    // Every line is printed whole: the wrapped description's end and the last line are there.
    expect(text).toContain('Rad 120 – golvvärmeslinga');
    expect(text.match(/provtryckt och dokumenterad/g)).toHaveLength(12);
    expect(text.match(/Säker Vatten\n/g)).toHaveLength(12);
  });

  it('prints several documents into one file, each from a new page with its own numbering', async () => {
    const long = await insertManyLineDocument(db, firmId, 40);
    const { text, fileName } = await printed('OFFER', 'CLIENT', { uids: [fixed.uids.OFFER, long] });
    expect(fileName).toBe('Offerter.pdf');
    expect(pageLabels(text)).toEqual(['1/1', '1/2', '2/2']);
  });

  it('answers not found for another firm’s document, an unknown or a malformed id', async () => {
    for (const uids of [[fixed.uids.OFFER], [crypto.randomUUID()], ['inte-ett-id']]) {
      await expect(printed('OFFER', 'CLIENT', { uids, firm: otherFirmId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    await expect(printed('OFFER', 'CLIENT', { uids: [fixed.uids.INVOICE] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses a layout the kind does not have', async () => {
    await expect(printed('INTEREST_INVOICE', 'INTERNAL')).rejects.toMatchObject({
      code: 'LAYOUT_NOT_OF_KIND',
    });
  });
});
