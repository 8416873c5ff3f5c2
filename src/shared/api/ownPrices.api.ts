import { ownPriceModes } from '@shared/domain/own-price';
import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  basisPoints,
  LIMITS,
  oreAmount,
  pageLimit,
  pageOffset,
  ruledNumber,
  TEXT,
  text,
  version,
} from './limits';

const uid = z.uuid();
const flag = z.boolean().default(false);

/**
 * An own price's editable data (api-spec §4, §7.6). `code` is the provider's article number or the RSK
 * number as typed; the server keeps the article number. Only the value of the chosen mode is used:
 * `priceOre` (öre) for FIXED_PRICE, `markupBp` or `profitBp` (basis points) for the other two.
 */
export const ownPriceDataShape = z.object({
  code: text(TEXT.code),
  /** A price for one client only; without it the price is the firm's for every client. */
  clientUid: uid.nullable().default(null),
  mode: z.enum(ownPriceModes),
  priceOre: ruledNumber(LIMITS.oreAmount).nullable().default(null),
  markupBp: ruledNumber(LIMITS.basisPoints).nullable().default(null),
  profitBp: ruledNumber(LIMITS.basisPoints).nullable().default(null),
  /** May a client's material discount be taken off this price on documents? */
  discountApplicable: z.boolean().default(true),
});
export type OwnPriceData = z.output<typeof ownPriceDataShape>;

const problemSchema = z.object({
  level: z.enum(['ERROR', 'WARNING']),
  code: z.string(),
  field: z.string(),
  message: z.string(),
});

/**
 * The figures of an own price today. Net price, margin, markup and profit are null for an employee
 * whose net prices are hidden (or in client mode), and where the article has no net price.
 */
export const ownPriceFiguresSchema = z.object({
  article: z.string(),
  rsk: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  /** False when the provider has taken the article out of the catalogue. */
  active: z.boolean(),
  grossPriceOre: z.number().int().nullable(),
  netPriceOre: z.number().int().nullable(),
  priceOre: z.number().int().nullable(),
  markupBp: z.number().int().nullable(),
  profitBp: z.number().int().nullable(),
  marginOre: z.number().int().nullable(),
});

export const ownPriceListRowSchema = ownPriceFiguresSchema.extend({
  uid: z.string(),
  version: z.number().int(),
  mode: z.enum(ownPriceModes),
  /** The value the mode keeps (öre or basis points). */
  value: z.number().int().nullable(),
  discountApplicable: z.boolean(),
  clientUid: z.string().nullable(),
  clientCode: z.string().nullable(),
  clientName: z.string().nullable(),
});
export type OwnPriceListRow = z.infer<typeof ownPriceListRowSchema>;

export const ownPriceSchema = ownPriceListRowSchema.extend({
  createdDate: z.string(),
  modifiedDate: z.string(),
  data: ownPriceDataShape,
});
export type OwnPrice = z.infer<typeof ownPriceSchema>;

export const ownPriceSortFields = ['code', 'name', 'mode', 'modified'] as const;

const deleteResult = z.union([
  z.object({ finished: z.literal(true), countDeleted: z.number().int() }),
  /** Many prices: a background job deletes them; poll deleteProgress with jobUid. */
  z.object({ asyncMode: z.literal(true), countToDelete: z.number().int(), jobUid: z.string() }),
]);

export const ownPricesApi = {
  get: defineEndpoint({
    path: '/profile/ownPrice',
    method: 'GET',
    summary: 'Ett eget pris med dagens nettopris och marginal',
    access: { kind: 'employee', ...permissions.viewOwnPrices },
    parameters: z.object({ uid }),
    result: ownPriceSchema,
  }),
  save: defineEndpoint({
    path: '/profile/ownPrice',
    method: 'POST',
    summary:
      'Spara ett eget pris (nytt utan uid); nekas vid negativ marginal eller pris lika med nettopriset',
    access: { kind: 'employee', ...permissions.editOwnPrices },
    parameters: z.object({
      uid: uid.nullable().default(null),
      newVersion: version().min(1).nullable().default(null),
      data: ownPriceDataShape,
    }),
    result: ownPriceSchema,
  }),
  list: defineEndpoint({
    path: '/profile/ownPrices',
    method: 'POST',
    summary: 'Egna priser: sök, filtrera på läge och kund, sortera (standard artikelnummer) och bläddra',
    access: { kind: 'employee', ...permissions.viewOwnPrices },
    parameters: z.object({
      offset: pageOffset().default(0),
      limit: pageLimit().default(20),
      searchPattern: text(200).default(''),
      /** Modes to show; empty shows all. */
      types: z.array(z.enum(ownPriceModes)).default([]),
      /** Absent: every price; null: the firm's general prices; a uid: that client's. */
      clientUid: uid.nullable().optional(),
      sortBy: z.enum(ownPriceSortFields).default('code'),
      sortDesc: flag,
    }),
    result: z.object({ totalCount: z.number().int(), items: z.array(ownPriceListRowSchema) }),
  }),
  delete: defineEndpoint({
    path: '/profile/ownPricesDelete',
    method: 'POST',
    summary: 'Ta bort valda egna priser, eller alla (för en kund); många tas bort i bakgrunden',
    access: { kind: 'employee', ...permissions.editOwnPrices },
    parameters: z.object({
      uids: z.array(uid).max(10_000).default([]),
      /** Every own price (of `clientUid` when given, of no client when null). */
      all: flag,
      clientUid: uid.nullable().optional(),
    }),
    result: deleteResult,
  }),
  deleteProgress: defineEndpoint({
    path: '/profile/ownPricesDeleteProgress',
    method: 'GET',
    summary: 'Hur långt borttagningen i bakgrunden har kommit',
    access: { kind: 'employee', ...permissions.editOwnPrices },
    parameters: z.object({ jobUid: uid }),
    result: z.object({
      finished: z.boolean(),
      failed: z.boolean(),
      countToDelete: z.number().int(),
      countDeleted: z.number().int(),
    }),
  }),
  suggest: defineEndpoint({
    path: '/profile/ownPricesSuggest',
    method: 'POST',
    summary: 'Katalogartiklar att sätta eget pris på, efter artikelnummer, RSK-nummer eller benämning',
    access: { kind: 'employee', ...permissions.viewOwnPrices },
    parameters: z.object({ pattern: text(200), ownPriceUid: uid.nullable().optional() }),
    result: z.object({
      items: z.array(
        z.object({
          code: z.string(),
          article: z.string(),
          rsk: z.string().nullable(),
          description: z.string(),
          itemType: z.literal('MATERIAL'),
          grossPriceOre: z.number().int().nullable(),
          /** The uid of the firm's general own price for the article, if it has one. */
          ownPriceUid: z.string().nullable(),
        }),
      ),
    }),
  }),
  calc: defineEndpoint({
    path: '/profile/ownPriceCalc',
    method: 'POST',
    summary: 'Priskalkylatorn: pris, påslag och täckningsgrad ur läget och firmans nettopris',
    access: { kind: 'employee', ...permissions.viewOwnPrices },
    parameters: z.object({
      codeOrArticle: text(40),
      mode: z.enum(ownPriceModes),
      priceOre: oreAmount().nullable().default(null),
      markupBp: basisPoints().nullable().default(null),
      profitBp: basisPoints().nullable().default(null),
      discountApplicable: z.boolean().default(true),
    }),
    result: ownPriceFiguresSchema.extend({
      mode: z.enum(ownPriceModes),
      discountApplicable: z.boolean(),
      saveable: z.boolean(),
      problems: z.array(problemSchema),
    }),
  }),
  change: defineEndpoint({
    path: '/profile/ownPricesChange',
    method: 'POST',
    summary: 'Ge valda egna priser samma läge och värde; de som skulle ge negativ marginal lämnas orörda',
    access: { kind: 'employee', ...permissions.editOwnPrices },
    parameters: z.object({
      ownPricesUids: z.array(uid).min(1).max(1000),
      mode: z.enum(ownPriceModes),
      /** Öre or basis points by the mode: the wider of the two ranges. */
      value: oreAmount(),
    }),
    result: z.object({
      countChanged: z.number().int(),
      skipped: z.array(z.object({ uid: z.string(), article: z.string(), message: z.string() })),
    }),
  }),
  setPrice: defineEndpoint({
    path: '/profile/ownPriceSet',
    method: 'POST',
    summary: 'Sätt ett fast pris på ett eget pris (priscellen i listan)',
    access: { kind: 'employee', ...permissions.editOwnPrices },
    parameters: z.object({ ownPriceUid: uid, priceOre: z.number().int().nullable() }),
    result: ownPriceSchema,
  }),
} as const;
