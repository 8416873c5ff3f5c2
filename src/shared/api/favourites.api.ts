import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { CATALOGUE_MAX_LIMIT, CATALOGUE_PAGE_SIZE, cardSchema } from './catalogue.api';
import { defineEndpoint } from './endpoint';
import { text } from './limits';

export const favouriteSortFields = ['ADDED_DATE', 'NAME', 'ARTICLE'] as const;
export const favouriteActions = ['ADD', 'REMOVE'] as const;

/** An employee's favourite products (api-spec §7.6 favoriteItemsList / favoriteItemsToggle). */
export const favouritesApi = {
  list: defineEndpoint({
    path: '/profile/favoriteItemsList',
    method: 'POST',
    summary: 'Mina favoriter: sök, sortera och bläddra, med de priser företaget får se',
    access: { kind: 'employee', ...permissions.useFavourites },
    parameters: z.object({
      offset: z.number().int().min(0).max(100_000).default(0),
      limit: z.number().int().min(1).max(CATALOGUE_MAX_LIMIT).default(CATALOGUE_PAGE_SIZE),
      searchPattern: text(100, 'Sökordet får vara högst 100 tecken').optional(),
      sortBy: z.enum(favouriteSortFields).default('ADDED_DATE'),
      /** Newest first by default. */
      sortDesc: z.boolean().default(true),
    }),
    result: z.object({
      totalCount: z.number().int(),
      /** List prices are shown to everyone. */
      grossPricesAvailable: z.boolean(),
      /** False for an employee with hidden net prices, or in client mode. */
      netPricesAvailable: z.boolean(),
      favoriteItems: z.array(cardSchema),
    }),
  }),
  toggle: defineEndpoint({
    path: '/profile/favoriteItemsToggle',
    method: 'POST',
    summary: 'Lägg till eller ta bort favoriter (artikelnummer)',
    access: { kind: 'employee', ...permissions.useFavourites },
    parameters: z.object({
      action: z.enum(favouriteActions),
      articles: z.array(z.string().min(1).max(40)).min(1, 'Ange minst ett artikelnummer').max(100),
    }),
    result: z.object({
      /** Of the articles sent, those that are favourites after the call. */
      favorites: z.array(z.string()),
    }),
  }),
} as const;
