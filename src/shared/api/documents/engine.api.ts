import { documentAccess } from '@shared/domain/documents/document-access';
import { documentStatuses, documentTypes } from '@shared/domain/documents/document-kinds';
import {
  itemKinds,
  nomenclatureItemTypes,
  priceChangeResults,
  priceSources,
  summaryRowKinds,
} from '@shared/domain/documents/document-lines';
import { ownArticleTypes } from '@shared/domain/own-article';
import { assigneeStatuses } from '@shared/domain/time-logs';
import { z } from 'zod';
import {
  basisPoints,
  integerDays,
  text as limitedText,
  oreAmount,
  oreSum,
  quantity,
  rowId,
  serialNumber,
  TEXT,
} from '../limits';
import { asStored } from './stored';
import { documentTaxDeductionSchema } from './taxDeduction.api';

/**
 * The document engine's contract (issue #5, api-spec §3.1, §3.3, §7.4; docs/decisions/0010). One shape
 * serves all ten kinds; the per-kind load, save and list endpoints are generated from the kind registry,
 * so a kind is a definition, not a copy. Amounts are öre, percentages basis points, quantities thousandths.
 */

const uid = z.uuid();
const date = z.iso.date();
/** Every free text of a document: a note's length, never more (decision 0020). */
const text = limitedText(TEXT.note).default('');
const flag = z.boolean().default(false);

/** api-spec §4 ordering enumerations (issue #7). */
export const deliveryTypes = ['DELIVERY', 'PICKUP', 'PICKUP_POINT'] as const;
export type DeliveryType = (typeof deliveryTypes)[number];
export const deliveryMethods = [
  'ENTIRE_ORDER',
  'PARTIAL_WITH_NEXT_SHIPMENT',
  'PARTIAL_ASAP',
  'OTHER',
] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];
export const unixTypes = ['DEBIT', 'CREDIT', 'OFFER'] as const;
export type UnixType = (typeof unixTypes)[number];
/** Read state of a provider follow-up (unix order or invoice); DELETED_IN_UNIX only for orders. */
export const readStates = ['NEW', 'VIEWED', 'UPDATED', 'USED', 'DELETED_IN_UNIX'] as const;
export type ReadState = (typeof readStates)[number];
/** Where a list looks: the kind's folders (root or one folder), its archive or its trash. */
export const specialFolders = ['archived', 'deleted'] as const;
export type SpecialFolder = (typeof specialFolders)[number];
/** Whether a document was made from others, turned into others, or both (the list's relation column). */
export const relationStatuses = ['NONE', 'HAS_SOURCES', 'HAS_TARGETS', 'BOTH'] as const;
export type RelationStatus = (typeof relationStatuses)[number];

export const referenceSchema = z.object({ uid: z.string(), caption: z.string() });
export type Reference = z.infer<typeof referenceSchema>;

export const documentAddressSchema = z.object({
  streetAddress: text,
  streetAddressExt: text,
  zipCode: text,
  city: text,
  contactName: text,
});
export type DocumentAddress = z.output<typeof documentAddressSchema>;
const emptyAddress = { streetAddress: '', streetAddressExt: '', zipCode: '', city: '', contactName: '' };

export const documentContactSchema = z.object({
  name: text,
  phone: text,
  mobile: text,
  email: text,
});
export type DocumentContact = z.output<typeof documentContactSchema>;
const emptyContact = { name: '', phone: '', mobile: '', email: '' };

/** A line as stored and saved. The figures the engine computes are in `documentItemViewSchema`. */
export const documentItemDataSchema = z.object({
  /** Chosen by the editor when the line is made, so autosaves and undo can address it. */
  uid,
  type: z.enum(itemKinds),
  nomenclatureItemType: z.enum(nomenclatureItemTypes).nullable().default(null),
  ownArticleType: z.enum(ownArticleTypes).nullable().default(null),
  /** The article number shown: provider article number, own article number or comment code. */
  code: text,
  /** The provider's article number for catalogue lines (the catalogue link and price look-up). */
  article: z.string().nullable().default(null),
  rskNumber: z.string().nullable().default(null),
  /** Catalogue product id (page `i{id}`), own article uid or own comment uid the line came from. */
  productId: rowId().nullable().default(null),
  ownArticleUid: z.string().nullable().default(null),
  /** Line text; for a comment row the comment itself (simple rich text: bold, italic, lists as Markdown). */
  description: text,
  quantity: quantity().default(1000),
  unit: text,
  priceOre: oreAmount().nullable().default(null),
  purchasePriceOre: oreAmount().nullable().default(null),
  discountBp: basisPoints().default(0),
  discountOre: oreAmount().default(0),
  markupBp: basisPoints().default(0),
  vatRateBp: basisPoints().nullable().default(null),
  applyDiscount: z.boolean().default(true),
  excludeFromTotalMaterialProfit: flag,
  /** Line comment printed under the line. */
  comment: text,
  /** Where the sales price came from, and the source's price when the line got it (for actualise). */
  priceSource: z.enum(priceSources).nullable().default(null),
  sourcePriceOre: oreAmount().nullable().default(null),
  sourcePurchasePriceOre: oreAmount().nullable().default(null),
  /** The provider's minimum order quantity (thousandths); a smaller quantity is raised to it. */
  minOrderQuantity: quantity().nullable().default(null),
  /** A provider follow-up line whose article the catalogue does not know. */
  unknownItem: flag,
});
export type DocumentItemData = z.output<typeof documentItemDataSchema>;
export type DocumentItemDataInput = z.input<typeof documentItemDataSchema>;

export const stockIcons = ['OK', 'WARNING', 'ERROR'] as const;

export const priceDetailsSchema = z.object({
  source: z.enum(priceSources).nullable(),
  /** Compared with the price the source gives today (blue changed/not found, red lower, grey same). */
  iconType: z.enum(priceChangeResults),
  /** Null where the employee may not see net prices. */
  catalogueNetPriceOre: z.number().int().nullable(),
  catalogueRetailPriceOre: z.number().int().nullable(),
  ownPriceOre: z.number().int().nullable(),
  clientPriceOre: z.number().int().nullable(),
  ownArticlePriceOre: z.number().int().nullable(),
  /** The line's price may be saved as the firm's own price for the article. */
  canSaveToOwnPrice: z.boolean(),
});
export type PriceDetails = z.infer<typeof priceDetailsSchema>;

/** A line as loaded: the stored data plus what the catalogue says about it today. */
export const documentItemViewSchema = documentItemDataSchema.extend({
  sumOre: z.number().int(),
  materialProfitOre: z.number().int().nullable(),
  priceDetails: priceDetailsSchema.nullable(),
  stockStatusIcon: z.enum(stockIcons).nullable(),
  stockStatusMessage: z.string().nullable(),
  /** Replacements for an archived catalogue article. */
  replacements: z.array(z.object({ article: z.string(), name: z.string(), productId: z.number().int() })),
  image: z.string().nullable(),
});
export type DocumentItemView = z.infer<typeof documentItemViewSchema>;

/** The header a save carries: every kind's fields, the kind's definition says which ones it uses. */
export const documentHeaderSchema = z.object({
  docDate: date,
  mark: text,
  /** "Objekt": the site or project, e.g. "Badrum, Storgatan 3". */
  object: text,
  title: text,
  notes: text,
  clientUid: uid.nullable().default(null),
  employeeUid: uid.nullable().default(null),
  clientAddress: documentAddressSchema.default(emptyAddress),
  clientContact: documentContactSchema.default(emptyContact),
  /** The place of work or delivery when it differs from the client's address. */
  customerAddress: documentAddressSchema.default(emptyAddress),
  customerContact: documentContactSchema.default(emptyContact),
  /** The buyer's VAT number, required with reverse tax liability. */
  vatRegistrationId: text,
  vatRateBp: basisPoints().default(2500),
  discountBp: basisPoints().default(0),
  markupBp: basisPoints().default(0),
  markupToPurchasePrice: flag,
  markupToMaterialOwnArticles: flag,
  markupToPurchasePriceFromClient: flag,
  reverseTaxLiability: flag,
  includeDocumentDiscountToProfit: flag,
  showTotalMaterialProfitInClientPrintingForm: flag,
  cash: flag,
  validTill: date.nullable().default(null),
  dueDate: date.nullable().default(null),
  paymentDelay: integerDays().nullable().default(null),
  plannedStartDate: z.string().nullable().default(null),
  plannedEndDate: z.string().nullable().default(null),
  assigneeUids: z.array(uid).default([]),
  workOrderNote: text,
  /** Work order (issue #19, decision 0048): its planning flags and how far each assignee has come. */
  booked: flag,
  marked: flag,
  partiallyComplete: flag,
  ata: flag,
  assigneeStatuses: z
    .array(z.object({ employeeUid: uid, status: z.enum(assigneeStatuses) }))
    .max(200)
    .default([]),
  deliveryDate: date.nullable().default(null),
  creditedInvoiceUid: uid.nullable().default(null),
  /** Customer order (issue #7): the provider's warehouse, how and what to deliver, a note to the provider. */
  warehouseCode: z.string().nullable().default(null),
  deliveryType: z.enum(deliveryTypes).nullable().default(null),
  deliveryMethod: z.enum(deliveryMethods).default('ENTIRE_ORDER'),
  deliveryReceiver: text,
  deliveryAddress: documentAddressSchema.default(emptyAddress),
  /** At most 50 characters (product-spec §5); checked when the order is sent, so a draft always saves. */
  providerMessage: text,
  /** Provider follow-ups (issue #7): the unix order's type, the seller and the provider's sums. */
  unixType: z.enum(unixTypes).nullable().default(null),
  sellerAddress: documentAddressSchema.default(emptyAddress),
  purchaseSumOre: oreSum().nullable().default(null),
  retailSumOre: oreSum().nullable().default(null),
  /** Unix invoice: the provider order numbers it bills. */
  providerOrderNumbers: z.array(serialNumber()).max(1000).default([]),
  /** ROT (issue #17): on the kinds whose definition has `taxDeduction`; null = no ROT on the document. */
  taxDeduction: documentTaxDeductionSchema.nullable().default(null),
});
export type DocumentHeader = z.output<typeof documentHeaderSchema>;
export type DocumentHeaderInput = z.input<typeof documentHeaderSchema>;

export const documentDataSchema = documentHeaderSchema.extend({
  items: z.array(documentItemDataSchema).max(5000).default([]),
});
export type DocumentData = z.output<typeof documentDataSchema>;
export type DocumentDataInput = z.input<typeof documentDataSchema>;

export const summaryRowSchema = z.object({
  kind: z.enum(summaryRowKinds),
  label: z.string(),
  amountOre: z.number().int(),
  rateBp: z.number().int().optional(),
});

export const documentTotalsSchema = z.object({
  materialSumOre: z.number().int(),
  workSumOre: z.number().int(),
  rotWorkSumOre: z.number().int(),
  otherSumOre: z.number().int(),
  transportSumOre: z.number().int(),
  docMaterialsDiscountOre: z.number().int(),
  netSumOre: z.number().int(),
  vat: z.array(z.object({ rateBp: z.number().int(), baseOre: z.number().int(), vatOre: z.number().int() })),
  vatSumOre: z.number().int(),
  totalSumOre: z.number().int(),
  roundingOre: z.number().int(),
  taxDeductionOre: z.number().int().default(0),
  totalPayableSumOre: z.number().int(),
  /** Null where the employee may not see margins. */
  materialProfitOre: z.number().int().nullable(),
  workProfitOre: z.number().int().nullable(),
  totalDurationThousandths: z.number().int(),
  rotWorkInclVatOre: z.number().int().default(0),
  rotDurationThousandths: z.number().int().default(0),
  materialDocDiscountedInclVatOre: z.number().int().default(0),
  purchaseSumOre: z.number().int().nullable(),
  /** Some labour line has no purchase price: its whole sum is in workProfitOre (decision 0021). */
  workProfitWithoutCost: z.boolean().default(false),
  /** Lines the totals leave out because they break a line rule, with the sentence that says so. */
  invalidLines: z
    .array(z.object({ line: z.number().int().nullable(), field: z.string(), text: z.string() }))
    .default([]),
  summaryRows: z.array(summaryRowSchema),
});

export const documentCommentSchema = z.object({
  uid: z.string(),
  employee: referenceSchema,
  time: z.string(),
  text: z.string(),
});
export type DocumentComment = z.infer<typeof documentCommentSchema>;

export const documentSchema = z.object({
  uid: z.string(),
  docType: z.enum(documentTypes),
  version: z.number().int(),
  /** Given when the document is completed; null for a draft. */
  number: z.number().int().nullable(),
  status: z.enum(documentStatuses),
  completed: z.boolean(),
  locked: z.boolean(),
  /** The session's employee may change it now (a draft, and the right to edit this kind). */
  editable: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  client: referenceSchema.nullable(),
  employee: referenceSchema.nullable(),
  /** Some line's price source gives another price today (getActualizeDocumentSummary lists them). */
  mayBeActualized: z.boolean(),
  archived: z.boolean().default(false),
  deleted: z.boolean().default(false),
  folder: referenceSchema.nullable().default(null),
  hasRelations: z.boolean().default(false),
  /** Customer order: when it went to the provider; null while unsent. */
  sentAt: z.string().nullable().default(null),
  /** Provider follow-ups: the read state (opening marks NEW/UPDATED as VIEWED). */
  readState: z.enum(readStates).nullable().default(null),
  // As stored: a row from before the ranges still opens (decision 0021).
  header: asStored(documentHeaderSchema),
  items: z.array(asStored(documentItemViewSchema)),
  totals: documentTotalsSchema,
  comments: z.array(documentCommentSchema),
  /** The buyer's VAT number the reverse-charge text needs, and the legal text itself. */
  legalTexts: z.array(z.string()),
  /**
   * Work orders (api-spec §3.1): what the invoices made from it total (inkl. moms, öre), and its lines'
   * sum excl. VAT without the work (labour and ROT labour) — the material the time is billed beside.
   */
  totalRelatedInvoicesSum: z.number().int().optional(),
  totalSumWithoutWorks: z.number().int().optional(),
});
export type Document = z.infer<typeof documentSchema>;

/**
 * Save: `uid` absent creates the document (the editor's first autosave from `/new`). `newVersion` is the
 * version the editor last read (0 for a new document); a stored version that differs is a 409.
 */
export const saveParameters = z.object({
  docUid: uid.optional(),
  newVersion: z.number().int().min(0),
  data: documentDataSchema,
});

export const docRef = { docUid: uid, docType: z.enum(documentTypes) };

export const anyDocumentAccess = { kind: 'employee', ...documentAccess(null) } as const;

export { documentTypes };
