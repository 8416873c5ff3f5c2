import { employeeRoles } from '@shared/domain/access';
import { customerTrades } from '@shared/domain/customer-application';
import { messages } from '@shared/domain/validators';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { TEXT, text } from './limits';

/**
 * The provider's administration (issue #23, decision 0058): its own login (a provider administrator's
 * session, never a firm's), the requests visitors sent that wait for a decision, and the audit log of
 * every administrative action. A firm's employee — its ADMIN too — gets 403 on every call here.
 */

const providerAdmin = { kind: 'providerAdmin' } as const;
const required = (max: number) => text(max).trim().min(1, messages.required);

export const adminSessionSchema = z.object({
  instanceToken: z.string(),
  admin: z.object({ login: z.string(), displayName: z.string() }).nullable(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const requestStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const firmRefSchema = z.object({
  uid: z.string(),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
});
export type FirmRef = z.infer<typeof firmRefSchema>;

export const registrationRequestSchema = z.object({
  uid: z.string(),
  status: z.enum(requestStatuses),
  login: z.string(),
  email: z.string(),
  phone: z.string(),
  customerCode: z.string().nullable(),
  companyName: z.string().nullable(),
  city: z.string().nullable(),
  linkSuffix: z.string().nullable(),
  interests: z.array(z.string()),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The firm whose customer number the request gave, when there is one. */
  firm: firmRefSchema.nullable(),
  /** Another login with this name exists already: approving would fail, the admin should reject. */
  loginTaken: z.boolean(),
});
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

export const customerApplicationSchema = z.object({
  uid: z.string(),
  status: z.enum(requestStatuses),
  companyName: z.string(),
  organisationNumber: z.string(),
  trade: z.enum(customerTrades),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  warehouse: z.object({ code: z.string(), name: z.string() }),
  message: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type CustomerApplication = z.infer<typeof customerApplicationSchema>;

export const auditEntrySchema = z.object({
  uid: z.string(),
  at: z.string(),
  adminLogin: z.string(),
  adminName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetLabel: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const statusFilter = z.object({ status: z.enum([...requestStatuses, 'ALL']).default('PENDING') });
const decided = z.object({ ok: z.boolean() });

export const administrationApi = {
  current: defineEndpoint({
    path: '/admin/current',
    method: 'GET',
    summary: 'Inloggad leverantörsadministratör och sessionens instanstoken',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: adminSessionSchema,
  }),
  login: defineEndpoint({
    path: '/admin/login',
    method: 'POST',
    summary: 'Logga in till leverantörens administration',
    access: { kind: 'visitor' },
    parameters: z.object({ login: required(128), password: required(TEXT.password) }),
    result: adminSessionSchema,
  }),
  logout: defineEndpoint({
    path: '/admin/logout',
    method: 'POST',
    summary: 'Logga ut från administrationen',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: adminSessionSchema,
  }),
  registrations: defineEndpoint({
    path: '/admin/registrations',
    method: 'GET',
    summary: 'Befintliga kunders ansökningar om inloggning',
    access: providerAdmin,
    parameters: statusFilter,
    result: z.object({ items: z.array(registrationRequestSchema) }),
  }),
  approveRegistration: defineEndpoint({
    path: '/admin/registrations/approve',
    method: 'POST',
    summary: 'Godkänn en registrering: en anställd med den valda inloggningen skapas hos företaget',
    access: providerAdmin,
    parameters: z.object({
      uid: z.uuid(),
      firmUid: z.uuid({ error: 'Välj företag' }),
      displayName: required(TEXT.line),
      role: z.enum(employeeRoles),
    }),
    result: z.object({ employeeUid: z.string() }),
  }),
  rejectRegistration: defineEndpoint({
    path: '/admin/registrations/reject',
    method: 'POST',
    summary: 'Avslå en registrering med ett besked till den sökande',
    access: providerAdmin,
    parameters: z.object({ uid: z.uuid(), reason: required(2000) }),
    result: decided,
  }),
  customerApplications: defineEndpoint({
    path: '/admin/customerApplications',
    method: 'GET',
    summary: 'Företags ansökningar om att bli kund',
    access: providerAdmin,
    parameters: statusFilter,
    result: z.object({ items: z.array(customerApplicationSchema) }),
  }),
  rejectCustomerApplication: defineEndpoint({
    path: '/admin/customerApplications/reject',
    method: 'POST',
    summary: 'Avslå en ansökan om att bli kund med ett besked till företaget',
    access: providerAdmin,
    parameters: z.object({ uid: z.uuid(), reason: required(2000) }),
    result: decided,
  }),
  firms: defineEndpoint({
    path: '/admin/firms',
    method: 'GET',
    summary: 'Sök kundföretag på kundnummer eller namn',
    access: providerAdmin,
    parameters: z.object({ search: text(TEXT.search).optional() }),
    result: z.object({ items: z.array(firmRefSchema) }),
  }),
  auditLog: defineEndpoint({
    path: '/admin/auditLog',
    method: 'GET',
    summary: 'Loggen över administrativa åtgärder, nyast först',
    access: providerAdmin,
    parameters: z.object({
      search: text(TEXT.search).optional(),
      offset: z.coerce.number().int().min(0).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(50),
    }),
    result: z.object({ totalCount: z.number().int(), items: z.array(auditEntrySchema) }),
  }),
} as const;
