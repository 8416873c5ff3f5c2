import { accessLevels, employeeRoles, featureFlags, siteOptions } from '@shared/domain/access';
import { messages, validateEmail, validateOrganisationNumber } from '@shared/domain/validators';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { TEXT, text, version } from './limits';

/**
 * Firms onboarding in the provider's administration (issue #23, decision 0059): the customer firms, their
 * settings (access level, site options, flags), deactivation, the first administrator and acting as one of
 * a firm's employees. Only a provider admin calls these; a firm's employee gets 403, a visitor 401.
 */

const providerAdmin = { kind: 'providerAdmin' } as const;
const required = (max: number) => text(max).trim().min(1, messages.required);
const uid = z.uuid();

const organisationNumber = required(13).superRefine((value, ctx) => {
  const issue = validateOrganisationNumber(value);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

/** What the provider decides about a firm; the same shape creates and edits it. */
export const firmSettingsShape = z.object({
  code: required(TEXT.code),
  name: required(TEXT.line),
  organisationNumber,
  accessLevel: z.enum(accessLevels),
  siteOptions: z.array(z.enum(siteOptions)).max(siteOptions.length),
  featureFlags: z.array(z.enum(featureFlags)).max(featureFlags.length),
  onlyAdminsCanOrder: z.boolean(),
  defaultWarehouseUid: uid.nullable(),
  paymentDelayDays: z.number().int().min(0, 'Minst 0 dagar').max(365, 'Högst 365 dagar'),
  /** The general customer discount shown on the firm's company page, in basis points (12,5 % = 1 250). */
  customerDiscountBp: z.number().int().min(0, 'Ange 0–100 %').max(10_000, 'Ange 0–100 %'),
  /** Whether the firm's documents and orders must carry a mark (märkning) and an object (objekt). */
  mandatoryMark: z.boolean(),
  mandatoryObject: z.boolean(),
});
export type FirmSettings = z.infer<typeof firmSettingsShape>;

export const firmListItemSchema = z.object({
  uid: z.string(),
  code: z.string(),
  name: z.string(),
  organisationNumber: z.string(),
  accessLevel: z.enum(accessLevels),
  active: z.boolean(),
  employeeCount: z.number().int(),
});
export type FirmListItem = z.infer<typeof firmListItemSchema>;

export const firmEmployeeSchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  login: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  role: z.enum(employeeRoles),
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type FirmEmployee = z.infer<typeof firmEmployeeSchema>;

export const firmDetailSchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  settings: firmSettingsShape,
  employees: z.array(firmEmployeeSchema),
});
export type FirmDetail = z.infer<typeof firmDetailSchema>;

export const firmActiveFilters = ['ACTIVE', 'INACTIVE', 'ALL'] as const;

const email = required(TEXT.line).superRefine((value, ctx) => {
  const issue = validateEmail(value);
  if (issue) ctx.addIssue({ code: 'custom', message: issue });
});

/**
 * An application for a guest account (the APPLY_FOR_GUEST_ACCOUNT survey, decision 0066): what the form's
 * fields say, read by their kind and title so a renamed question still lands, and every answer as given.
 */
export const guestApplicationSchema = z.object({
  uid: z.string(),
  createdAt: z.string(),
  companyName: z.string(),
  organisationNumber: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  answers: z.array(z.object({ title: z.string(), value: z.string() })),
});
export type GuestApplication = z.infer<typeof guestApplicationSchema>;

const firstAdminShape = z.object({ login: required(128), displayName: required(TEXT.line), email });

export const adminFirmsApi = {
  list: defineEndpoint({
    path: '/admin/firms/list',
    method: 'GET',
    summary: 'Kundföretagen: sök på kundnummer, namn eller organisationsnummer, aktiva eller inte, sidvis',
    access: providerAdmin,
    parameters: z.object({
      search: text(TEXT.search).optional(),
      active: z.enum(firmActiveFilters).default('ACTIVE'),
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(25),
    }),
    result: z.object({ totalCount: z.number().int(), items: z.array(firmListItemSchema) }),
  }),
  warehouses: defineEndpoint({
    path: '/admin/firms/warehouses',
    method: 'GET',
    summary: 'Leverantörens lager att välja som företagets förvalda',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(z.object({ uid: z.string(), code: z.string(), name: z.string() })) }),
  }),
  firm: defineEndpoint({
    path: '/admin/firms/firm',
    method: 'GET',
    summary: 'Ett kundföretag med inställningar och anställda',
    access: providerAdmin,
    parameters: z.object({ uid }),
    result: firmDetailSchema,
  }),
  create: defineEndpoint({
    path: '/admin/firms/create',
    method: 'POST',
    summary: 'Skapa ett kundföretag, ev. från en Bli kund-ansökan som då godkänns',
    access: providerAdmin,
    parameters: z.object({ settings: firmSettingsShape, applicationUid: uid.nullable().default(null) }),
    result: firmDetailSchema,
  }),
  update: defineEndpoint({
    path: '/admin/firms/update',
    method: 'POST',
    summary: 'Ändra ett kundföretags inställningar; newVersion är versionen formuläret läste',
    access: providerAdmin,
    parameters: z.object({ uid, newVersion: version(), settings: firmSettingsShape }),
    result: firmDetailSchema,
  }),
  setActive: defineEndpoint({
    path: '/admin/firms/setActive',
    method: 'POST',
    summary: 'Inaktivera (avslutar de anställdas sessioner) eller återaktivera ett kundföretag',
    access: providerAdmin,
    parameters: z.object({ uid, active: z.boolean() }),
    result: firmDetailSchema,
  }),
  createAdmin: defineEndpoint({
    path: '/admin/firms/createAdmin',
    method: 'POST',
    summary:
      'Lägg till en anställd (förvalt administratör); inloggningen skickas som en länk för att välja lösenord',
    access: providerAdmin,
    parameters: firstAdminShape.extend({ firmUid: uid, role: z.enum(employeeRoles).default('ADMIN') }),
    result: firmEmployeeSchema,
  }),
  updateEmployee: defineEndpoint({
    path: '/admin/firms/updateEmployee',
    method: 'POST',
    summary:
      'Ändra en anställds namn, e-post, roll eller aktivering; företaget behåller alltid en aktiv administratör',
    access: providerAdmin,
    parameters: z.object({
      employeeUid: uid,
      newVersion: version(),
      displayName: required(TEXT.line),
      email,
      role: z.enum(employeeRoles),
      active: z.boolean(),
    }),
    result: firmEmployeeSchema,
  }),
  sendLoginLink: defineEndpoint({
    path: '/admin/firms/sendLoginLink',
    method: 'POST',
    summary: 'Skicka den anställda en ny länk för att välja lösenord (giltig en vecka)',
    access: providerAdmin,
    parameters: z.object({ employeeUid: uid }),
    result: z.object({ sentTo: z.string() }),
  }),
  guestApplications: defineEndpoint({
    path: '/admin/firms/guestApplications',
    method: 'GET',
    summary: 'Ansökningar om gästkonto som väntar på beslut, äldst först',
    access: providerAdmin,
    parameters: z.object({}),
    result: z.object({ items: z.array(guestApplicationSchema) }),
  }),
  approveGuest: defineEndpoint({
    path: '/admin/firms/approveGuest',
    method: 'POST',
    summary:
      'Godkänn en gästkontoansökan i ett steg: företaget, dess administratör och inloggningslänken per e-post',
    access: providerAdmin,
    parameters: z.object({ answerUid: uid, settings: firmSettingsShape, admin: firstAdminShape }),
    result: firmDetailSchema,
  }),
  rejectGuest: defineEndpoint({
    path: '/admin/firms/rejectGuest',
    method: 'POST',
    summary: 'Avslå en gästkontoansökan; skälet skickas till den sökande',
    access: providerAdmin,
    parameters: z.object({ answerUid: uid, reason: required(TEXT.note) }),
    result: z.object({ uid: z.string() }),
  }),
  actAs: defineEndpoint({
    path: '/admin/firms/actAs',
    method: 'POST',
    summary: 'Logga in som en av företagets anställda (loggas); webbläsarens session blir företagets',
    access: providerAdmin,
    parameters: z.object({ employeeUid: uid }),
    result: z.object({ instanceToken: z.string() }),
  }),
} as const;
