import { messages } from '@shared/domain/validators';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { TEXT, text } from './limits';

export const captchaOperations = ['+', '-', '*', '/'] as const;

export const captchaSchema = z.object({
  ticket: z.string(),
  operation: z.enum(captchaOperations),
  operand1: z.number().int(),
  operand2: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** The answer to a captcha, as every form that asks one sends it (the ticket is spent either way). */
export const captchaFields = {
  captchaTicket: text(TEXT.token),
  captchaAnswer: z.string().trim().min(1, messages.required).max(16),
};

/** api-spec §3.13. Each feature contributes its own counters; those not built yet answer 0. */
export const countersSchema = z.object({
  employees: z.number().int(),
  clients: z.number().int(),
  inactiveClients: z.number().int(),
  ownArticles: z.number().int(),
  ownPrices: z.number().int(),
  ownComments: z.number().int(),
  allMessages: z.number().int(),
  unreadMessages: z.number().int(),
  unreadNews: z.number().int(),
  overdueInvoices: z.number().int(),
  allDocuments: z.number().int(),
  archivedDocuments: z.number().int(),
  deletedDocuments: z.number().int(),
});
export type Counters = z.infer<typeof countersSchema>;
export type CounterName = keyof Counters;

export const contentApi = {
  captcha: defineEndpoint({
    path: '/captcha',
    method: 'GET',
    summary: 'En räknefråga för formulär utan inloggning',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: captchaSchema,
  }),
  counters: defineEndpoint({
    path: '/content/counters',
    method: 'GET',
    summary: 'Räknare för menyn och kontrollpanelen',
    access: { kind: 'employee' },
    parameters: z.object({}),
    result: countersSchema,
  }),
} as const;
