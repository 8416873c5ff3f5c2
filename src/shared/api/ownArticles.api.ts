import {
  type OwnArticleInput,
  ownArticleChangeTypes,
  ownArticleTypes,
  priceChangeMethods,
  validateOwnArticle,
} from '@shared/domain/own-article';
import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { fileLinkSchema } from './files.api';
import { LIMITS, oreAmount, pageLimit, pageOffset, ruledNumber, TEXT, text, version } from './limits';

const uid = z.uuid();
const flag = z.boolean().default(false);

/**
 * An own article's editable data (product-spec §3). Prices are öre excluding VAT. `clientUid` makes the
 * article one client's own; without it every document can use it. The rules are `ownArticleDataSchema`
 * (the form) and `validateOwnArticle` (the server), so they answer in Swedish at the field.
 */
export const ownArticleDataShape = z.object({
  code: text(TEXT.code),
  description: text(TEXT.note),
  unit: text(TEXT.code).default(''),
  priceOre: ruledNumber(LIMITS.oreAmount).nullable(),
  purchasePriceOre: ruledNumber(LIMITS.oreAmount).nullable().default(null),
  ownArticleType: z.enum(ownArticleTypes).default('SERVICE'),
  /** Included when a client's material discount is applied to a document. */
  applyDiscount: flag,
  clientUid: uid.nullable().default(null),
});
export type OwnArticleData = z.output<typeof ownArticleDataShape>;

const pathOf = (field: string) => field.split('.');

/** The form's schema; a saved article's stored type limits the type change (pass it for an edit). */
export function ownArticleDataSchema(savedType: OwnArticleInput['ownArticleType'] | null = null) {
  return ownArticleDataShape.superRefine((data, ctx) => {
    for (const issue of validateOwnArticle(data, savedType)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: pathOf(issue.field) });
    }
  });
}

export const ownArticleSchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  /** The article a new document line starts from (one per firm). */
  preselected: z.boolean(),
  /** The client the article belongs to, for the list and the form's heading. */
  clientCode: z.string().nullable(),
  clientName: z.string().nullable(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  data: ownArticleDataShape,
});
export type OwnArticle = z.infer<typeof ownArticleSchema>;

export const ownArticleListRowSchema = ownArticleDataShape.extend({
  uid: z.string(),
  version: z.number().int(),
  preselected: z.boolean(),
  clientCode: z.string().nullable(),
  clientName: z.string().nullable(),
});
export type OwnArticleListRow = z.infer<typeof ownArticleListRowSchema>;

export const ownArticleSortFields = ['code', 'description', 'priceOre', 'ownArticleType', 'unit'] as const;

const filterParameters = {
  searchPattern: text(200).default(''),
  types: z.array(z.enum(ownArticleTypes)).default([]),
  /** Absent: every article; null: only those for all clients; a uid: only that client's. */
  clientUid: uid.nullable().optional(),
  sortBy: z.enum(ownArticleSortFields).default('code'),
  sortDesc: flag,
};

/** The CSV behind a short-lived link (`filesApi.download`), which the browser saves. */
const fileResult = fileLinkSchema;

export const ownArticlesApi = {
  get: defineEndpoint({
    path: '/profile/ownArticle',
    method: 'GET',
    summary: 'En egen artikel',
    access: { kind: 'employee', ...permissions.viewOwnArticles },
    parameters: z.object({ uid }),
    result: ownArticleSchema,
  }),
  save: defineEndpoint({
    path: '/profile/ownArticle',
    method: 'POST',
    summary: 'Spara en egen artikel (ny utan uid); newVersion är versionen formuläret läste',
    access: { kind: 'employee', ...permissions.editOwnArticles },
    parameters: z.object({
      uid: uid.nullable().default(null),
      newVersion: version().min(1).nullable().default(null),
      data: ownArticleDataShape,
    }),
    result: ownArticleSchema.extend({
      /** What this save changed (api-spec §4 own article change types); empty for a new article. */
      changes: z.array(z.enum(ownArticleChangeTypes)),
    }),
  }),
  list: defineEndpoint({
    path: '/profile/ownArticles',
    method: 'POST',
    summary: 'Egna artiklar: sök, filtrera på debiteringstyp och kund, sortera och bläddra',
    access: { kind: 'employee', ...permissions.viewOwnArticles },
    parameters: z.object({
      offset: pageOffset().default(0),
      limit: pageLimit().default(20),
      ...filterParameters,
    }),
    result: z.object({ totalCount: z.number().int(), items: z.array(ownArticleListRowSchema) }),
  }),
  delete: defineEndpoint({
    path: '/profile/ownArticlesDelete',
    method: 'POST',
    summary: 'Ta bort en eller flera egna artiklar',
    access: { kind: 'employee', ...permissions.editOwnArticles },
    parameters: z.object({ uids: z.array(uid).min(1).max(1000) }),
    result: z.object({ countDeleted: z.number().int() }),
  }),
  changePrice: defineEndpoint({
    path: '/profile/ownArticleChangePrice',
    method: 'POST',
    summary: 'Ändra priset på en egen artikel',
    access: { kind: 'employee', ...permissions.editOwnArticles },
    parameters: z.object({ ownArticleUid: uid, priceOre: z.number().nullable() }),
    result: ownArticleSchema,
  }),
  changePrices: defineEndpoint({
    path: '/profile/ownArticlesChangePrices',
    method: 'POST',
    summary: 'Ändra priset på flera egna artiklar: procent (baspunkter), belopp (öre) eller nytt pris',
    access: { kind: 'employee', ...permissions.editOwnArticles },
    parameters: z.object({
      ownArticlesUids: z.array(uid).min(1).max(1000),
      method: z.enum(priceChangeMethods),
      /** Basis points or öre by the method: the wider of the two ranges. */
      value: oreAmount(),
    }),
    result: z.object({ countChanged: z.number().int() }),
  }),
  formConfig: defineEndpoint({
    path: '/profile/ownArticleFormConfig',
    method: 'GET',
    summary: 'Debiteringstyper (kod → benämning) och vilka som kan bytas sinsemellan',
    access: { kind: 'employee', ...permissions.viewOwnArticles },
    parameters: z.object({}),
    result: z.object({
      billingTypes: z.record(z.enum(ownArticleTypes), z.string()),
      switchableBillingTypes: z.array(z.enum(ownArticleTypes)),
      changeTypes: z.record(z.enum(ownArticleChangeTypes), z.string()),
      priceChangeMethods: z.array(z.enum(priceChangeMethods)),
    }),
  }),
  setPreselected: defineEndpoint({
    path: '/profile/ownArticleSetPreselected',
    method: 'POST',
    summary: 'Välj (eller ta bort, med null) den egna artikel som nya dokumentrader utgår från',
    access: { kind: 'employee', ...permissions.editOwnArticles },
    parameters: z.object({ ownArticleUid: uid.nullable() }),
    result: z.object({ preselectedOwnArticle: z.string().nullable() }),
  }),
  export: defineEndpoint({
    path: '/profile/exportOwnArticles',
    method: 'POST',
    summary: 'Egna artiklar som CSV (semikolon, UTF-8 med BOM) för Excel',
    access: { kind: 'employee', ...permissions.viewOwnArticles },
    parameters: z.object(filterParameters),
    result: fileResult,
  }),
} as const;
