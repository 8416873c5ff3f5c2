import { permissions } from '@shared/domain/permissions';
import {
  type PriceListCode,
  type PriceListFormat,
  type PriceListVariant,
  priceListCodes,
  priceListFormats,
  priceListVariants,
} from '@shared/domain/price-lists';
import { z } from 'zod';
import { defineEndpoint, type Endpoint } from './endpoint';
import { fileLinkSchema } from './files.api';

/**
 * Price lists (issue #22, api-spec §7.3 `GET /content/priceLists`, `POST /content/priceLists/directLink`;
 * decision 0054): the provider's sale terms, the list dates and the price-list variants of api-spec §4 as
 * files made from the catalogue with the firm's net prices, in a background job and cached per catalogue
 * version. The answer to a request is the file at once (cached) or the job to follow.
 */

export type { PriceListCode, PriceListFormat, PriceListVariant };

export const saleTermsSchema = z.object({
  title: z.string(),
  /** The provider's terms as headed sections of plain text (published data, not page text). */
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  updatedOn: z.string(),
});
export type SaleTerms = z.infer<typeof saleTermsSchema>;

export const priceListVariantSchema = z.object({
  variant: z.enum(priceListVariants),
  title: z.string(),
  description: z.string(),
  /** Whether the list carries the firm's net prices (its date is then `netPriceListDate`). */
  net: z.boolean(),
  /** The call that makes the file (api-spec's "link"): the variant is its parameter. */
  link: z.string(),
});
export type PriceListVariantInfo = z.infer<typeof priceListVariantSchema>;

export const priceListsSchema = z.object({
  saleTerms: saleTermsSchema.nullable(),
  mainPriceListDate: z.string().nullable(),
  netPriceListDate: z.string().nullable(),
  /** Only the variants the employee may have: no net list when net prices are hidden. */
  priceListVariants: z.array(priceListVariantSchema),
});
export type PriceLists = z.infer<typeof priceListsSchema>;

export const priceListFileStates = ['READY', 'PENDING', 'FAILED'] as const;

/** A requested list: ready behind a short-lived link, or being made by the job `jobUid`. */
export const priceListFileSchema = z.object({
  status: z.enum(priceListFileStates),
  jobUid: z.string().nullable(),
  progress: z.number().int(),
  progressTotal: z.number().int().nullable(),
  file: fileLinkSchema.nullable(),
  message: z.string(),
});
export type PriceListFile = z.infer<typeof priceListFileSchema>;

export const priceListsApi = {
  priceLists: defineEndpoint({
    path: '/content/priceLists',
    method: 'GET',
    summary: 'Grossistens försäljningsvillkor, prislistornas datum och de prislistor företaget kan hämta',
    access: { kind: 'employee', ...permissions.viewPriceLists },
    parameters: z.object({}),
    result: priceListsSchema,
  }),
  directLink: defineEndpoint({
    path: '/content/priceLists/directLink',
    method: 'POST',
    summary: 'En prislista som fil: länken direkt om den redan är gjord, annars jobbet som gör den',
    access: { kind: 'employee', ...permissions.viewPriceLists },
    parameters: z.object({
      variant: z.enum(priceListVariants),
      code: z.enum(priceListCodes).default('CAT'),
      format: z.enum(priceListFormats).default('XLSX'),
    }),
    result: priceListFileSchema,
  }),
  status: defineEndpoint({
    path: '/content/priceLists/status',
    method: 'GET',
    summary: 'Hur långt jobbet med en prislista har kommit, och länken när den är klar',
    access: { kind: 'employee', ...permissions.viewPriceLists },
    parameters: z.object({ jobUid: z.uuid() }),
    result: priceListFileSchema,
  }),
} satisfies Record<string, Endpoint>;
