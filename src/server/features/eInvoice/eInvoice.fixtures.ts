/**
 * The table of invoices every generated e-invoice is checked over (issue #20): mixed VAT, reverse
 * charge, ROT, line and document discounts, a credit note, öresavrundning, a GLN buyer and an
 * organisation-number buyer. Identity numbers carry valid check digits.
 */
import {
  type DocumentItemDataInput,
  documentHeaderSchema,
  documentItemDataSchema,
} from '@shared/api/documents';
import { gs1CheckDigit, luhnCheckDigit } from '@shared/domain/check-digits';
import { documentKinds } from '@shared/domain/documents/document-kinds';
import { freeLine, workLine } from '../../testing/document-fixtures';
import type { BuyerFacts, EInvoiceSource, SellerFacts } from './eInvoice.mapper';

export const testSeller: SellerFacts = {
  name: 'Rörfirman AB',
  organizationId: '556016-0680',
  vatRegistrationId: 'SE556016068001',
  fSkatt: true,
  street: 'Verkstadsgatan 4',
  postalCode: '211 19',
  city: 'Malmö',
  bankgiro: '5050-1055',
  plusgiro: '',
  phone: '040-12 34 56',
  email: 'faktura@rorfirman.se',
};

const regionOrgNo = `232100002${luhnCheckDigit('232100002')}`;
export const glnBuyer: BuyerFacts = {
  name: 'Region Skåne, Regionservice',
  code: '120',
  organizationCode: regionOrgNo,
  gln: `735999000303${gs1CheckDigit('735999000303')}`,
  vatRegistrationId: `SE${regionOrgNo}01`,
  useGlnInSveFaktura: true,
  useVatInSveFaktura: true,
};
const bygg = `556677889${luhnCheckDigit('556677889')}`;
export const orgNoBuyer: BuyerFacts = {
  name: 'Byggbolaget i Lund AB',
  code: '101',
  organizationCode: bygg,
  gln: '',
  vatRegistrationId: `SE${bygg}01`,
  // No VAT number in Svefaktura unless reverse charge needs it (the register's choice).
  useGlnInSveFaktura: false,
  useVatInSveFaktura: false,
};

/** The shared test lines (testing/document-fixtures), with the labour this table has always used. */
export const line = freeLine;
const work = (over: Partial<DocumentItemDataInput> = {}) =>
  workLine({ code: 'ARB', description: 'Arbete VVS', quantity: 3000, ...over });
const comment = () =>
  line({
    type: 'COMMENT',
    nomenclatureItemType: null,
    code: 'text',
    description: 'Enligt Säker Vatten.',
    priceOre: null,
    purchasePriceOre: null,
  });

export function source(over: {
  credit?: boolean;
  buyer?: BuyerFacts;
  items: DocumentItemDataInput[];
  header?: Record<string, unknown>;
  number?: number;
}): EInvoiceSource {
  const kind = over.credit ? documentKinds.CREDIT_INVOICE : documentKinds.INVOICE;
  return {
    kind,
    number: over.number ?? 1001,
    header: documentHeaderSchema.parse({
      docDate: '2026-11-21',
      dueDate: '2026-12-21',
      paymentDelay: 30,
      mark: 'Ref 4711',
      title: 'Byte av blandare',
      object: '',
      notes: '',
      clientAddress: {
        contactName: '',
        streetAddress: 'J A Hedlunds väg 5',
        streetAddressExt: '',
        zipCode: '291 89',
        city: 'Kristianstad',
      },
      clientContact: { name: 'Eva Berg', phone: '044-30 90 00', mobile: '', email: 'eva@exempel.se' },
      ...over.header,
    }),
    items: over.items.map((i) => documentItemDataSchema.parse(i)),
    seller: testSeller,
    buyer: over.buyer ?? orgNoBuyer,
    creditedNumber: over.credit ? 1000 : null,
    ourReference: 'Lars Rörman',
    attachment: { fileName: 'Faktura 1001.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
  };
}

const rot = {
  autoDistribution: true,
  taxPayers: [
    {
      name: 'Anna Ek',
      personalNumber: '198001012387',
      propertyDesignation: 'Lund Villa Ek 1:23',
      amountOre: 243_700,
    },
    {
      name: 'Per Ek',
      personalNumber: '198203154599',
      propertyDesignation: 'Lund Villa Ek 1:23',
      amountOre: 243_800,
    },
  ],
};
const rotLines = () => [
  work({ ownArticleType: 'ROT_SERVICE', code: 'ROT1', description: 'Arbete badrum (ROT)', quantity: 20_000 }),
  work({ quantity: 2000, priceOre: 50_000 }),
  line({
    description: 'Duschvägg och blandare',
    quantity: 1000,
    priceOre: 800_000,
    purchasePriceOre: 600_000,
  }),
];

/** The table: each row one invoice the generator must turn into a valid e-invoice. */
export const eInvoiceCases: { label: string; source: EInvoiceSource }[] = [
  { label: 'organisation-number buyer, one rate', source: source({ items: [line(), work(), comment()] }) },
  { label: 'GLN buyer', source: source({ buyer: glnBuyer, items: [line(), work()] }) },
  {
    label: 'mixed VAT 25, 12 and 6 %',
    source: source({
      items: [
        line(),
        line({ vatRateBp: 1200, priceOre: 4_990 }),
        line({ vatRateBp: 600, priceOre: 19_900, quantity: 3000 }),
      ],
    }),
  },
  {
    label: 'reverse charge (omvänd betalningsskyldighet)',
    source: source({
      items: [line(), work()],
      header: { reverseTaxLiability: true, vatRegistrationId: orgNoBuyer.vatRegistrationId },
    }),
  },
  { label: 'ROT with two buyers', source: source({ items: rotLines(), header: { taxDeduction: rot } }) },
  {
    label: 'line discounts (percent and amount) and a document discount at two rates',
    source: source({
      items: [
        line({ discountBp: 1000 }),
        line({ discountOre: 1_234, priceOre: 33_333 }),
        line({ vatRateBp: 1200, priceOre: 9_999, quantity: 7000 }),
        work({ applyDiscount: false }),
      ],
      header: { discountBp: 500 },
    }),
  },
  {
    label: 'öresavrundning (37 öre)',
    source: source({
      items: [
        line({ priceOre: 1_111, quantity: 3000 }),
        line({ priceOre: 2_222, quantity: 1500, unit: 'm' }),
      ],
    }),
  },
  {
    label: 'credit note with a document discount',
    source: source({
      credit: true,
      number: 5001,
      items: [line(), line({ discountBp: 1500 }), work()],
      header: { discountBp: 300 },
    }),
  },
  {
    label: 'credit note taking back ROT',
    source: source({ credit: true, number: 5002, items: rotLines(), header: { taxDeduction: rot } }),
  },
];
