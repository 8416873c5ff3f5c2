import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The firm's registration in VVS-guiden, the provider's public directory of installers (issue #22,
 * decision 0057; api-spec §3.12 vvsguiden, §7.6 vvsGuidenRegisterEmployee). The listing's own settings
 * (shown, address, presentation, customers) are company settings; this is what the directory gave back.
 */

/**
 * api-spec §3.12's registration fields. `linkSuffixVvs2`/`loginVvs2` were the second listing of the
 * old directory; this contract has one listing, so they stay null. The password is never answered:
 * the directory mails the contact person a link to choose it (decision 0057).
 */
export const vvsGuidenRegistrationSchema = z.object({
  registred: z.boolean(),
  /** The directory's login for the listing (the contact person signs in with it). */
  login: z.string().nullable(),
  /** The public page in the directory. */
  profileUrl: z.string().nullable(),
  linkSuffixVvs2: z.string().nullable(),
  loginVvs2: z.string().nullable(),
  /** The employee registered as the firm's contact person. */
  contactEmployee: z.object({ uid: z.string(), caption: z.string() }).nullable(),
  registeredDate: z.string().nullable(),
  /** A saved change has not reached the directory yet; the next save sends it again. */
  pushPending: z.boolean(),
});
export type VvsGuidenRegistration = z.infer<typeof vvsGuidenRegistrationSchema>;

export const vvsGuidenNotRegistered: VvsGuidenRegistration = {
  registred: false,
  login: null,
  profileUrl: null,
  linkSuffixVvs2: null,
  loginVvs2: null,
  contactEmployee: null,
  registeredDate: null,
  pushPending: false,
};

/** An employee who can be the directory's contact person (the directory mails the login to them). */
export const vvsGuidenContactSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type VvsGuidenContact = z.infer<typeof vvsGuidenContactSchema>;

const access = { kind: 'employee', ...permissions.editCompanySettings } as const;

export const vvsGuidenApi = {
  contacts: defineEndpoint({
    path: '/profile/vvsGuidenContacts',
    method: 'GET',
    summary: 'Företagets aktiva anställda som kan stå som kontaktperson i VVS-guiden',
    access,
    parameters: z.object({}),
    result: z.object({ contacts: z.array(vvsGuidenContactSchema) }),
  }),
  registerEmployee: defineEndpoint({
    path: '/profile/vvsGuidenRegisterEmployee',
    method: 'POST',
    summary:
      'Registrera företaget i VVS-guiden med den anställda som kontaktperson (registrerat: byt kontaktperson)',
    access,
    parameters: z.object({ employeeUid: z.uuid({ error: 'Välj en kontaktperson' }) }),
    result: vvsGuidenRegistrationSchema,
  }),
  unregister: defineEndpoint({
    path: '/profile/vvsGuidenUnregister',
    method: 'POST',
    summary: 'Ta bort företaget ur VVS-guiden',
    access,
    parameters: z.object({}),
    result: vvsGuidenRegistrationSchema,
  }),
} as const;
