import { CUSTOMER_APPLICATION_LIMITS, customerTrades } from '@shared/domain/customer-application';
import { permissions } from '@shared/domain/permissions';
import { SURVEY_LIMITS, surveyFieldTypes, surveyTypes } from '@shared/domain/surveys';
import {
  messages,
  validateEmail,
  validateMobile,
  validateOrganisationNumber,
} from '@shared/domain/validators';
import { z } from 'zod';
import { captchaFields } from './content.api';
import { MIN_PASSWORD_LENGTH } from './employees.api';
import { defineEndpoint } from './endpoint';
import { FORBIDDEN_CHARACTERS_MESSAGE, hasForbiddenCharacters, TEXT, text } from './limits';

/**
 * Forms, surveys and registration (issue #22, decision 0052): the provider's surveys of every field type,
 * feedback, contact us per location, requests for a school visit, an existing customer's registration and
 * the firm's GDPR approval. Visitors send forms with a captcha; a registration is only a pending request.
 */

const clean = (schema: z.ZodString) =>
  schema.refine((value) => !hasForbiddenCharacters(value), FORBIDDEN_CHARACTERS_MESSAGE);
/** Trimmed text the form must have: "Detta fält måste fyllas i" at the field when it is blank. */
const requiredText = (max: number) => clean(z.string().trim().min(1, messages.required).max(max));
const optionalText = (max: number) => clean(z.string().trim().max(max)).optional();
const emailText = (schema: z.ZodType<string>) =>
  schema.refine((value) => validateEmail(value) === null, messages.email);
const phoneText = (schema: z.ZodType<string>) =>
  schema.refine((value) => validateMobile(value) === null, messages.mobile);

export const surveyFieldSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  mandatory: z.boolean(),
  type: z.enum(surveyFieldTypes),
  options: z.array(z.string()),
});
export type SurveyField = z.infer<typeof surveyFieldSchema>;

const surveyLinkSchema = z.object({ title: z.string(), url: z.string() });

/** api-spec §3.14. `filled`: the logged-in employee has answered it already (for this event). */
export const surveySchema = z.object({
  id: z.string(),
  type: z.enum(surveyTypes),
  title: z.string(),
  description: z.string().nullable(),
  filled: z.boolean(),
  links: z.array(surveyLinkSchema),
  images: z.array(z.string()),
  attachments: z.array(surveyLinkSchema),
  fields: z.array(surveyFieldSchema),
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyAnswerValueSchema = z.union([
  text(SURVEY_LIMITS.longText),
  z.array(text(SURVEY_LIMITS.shortText)).max(50),
]);
/** An answer to one field (api-spec §3.14 Answer: id, value). */
export const surveyAnswerSchema = z.object({ id: z.uuid(), value: surveyAnswerValueSchema });
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

const eventLocator = text(TEXT.code).optional();

export const feedbackOptionSchema = z.object({ code: z.string(), title: z.string() });
export const feedbackFormConfigSchema = z.object({
  intro: z.string(),
  kinds: z.array(feedbackOptionSchema),
  types: z.array(feedbackOptionSchema),
});
export type FeedbackFormConfig = z.infer<typeof feedbackFormConfigSchema>;

export const contactPersonSchema = z.object({
  role: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export const contactLocationSchema = z.object({
  location: z.string(),
  title: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
  openingHours: z.array(z.string()),
  persons: z.array(contactPersonSchema),
});
export type ContactLocation = z.infer<typeof contactLocationSchema>;
export const contactUsSchema = z.object({
  locations: z.array(z.object({ location: z.string(), city: z.string() })),
  selected: contactLocationSchema.nullable(),
});
export type ContactUs = z.infer<typeof contactUsSchema>;

export const gdprStateSchema = z.object({
  gdprApproved: z.boolean(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  /** ONLINE: the firm's admin approved in Montör; OFFLINE: the provider recorded a signed paper. */
  method: z.enum(['ONLINE', 'OFFLINE']).nullable(),
});
export type GdprState = z.infer<typeof gdprStateSchema>;

export const registrationMessages = {
  customerOrCompany: 'Ange kundnummer, eller företagsnamn och ort',
  passwordShort: `Lösenordet måste ha minst ${MIN_PASSWORD_LENGTH} tecken`,
  login: 'Användarnamnet får bara innehålla bokstäver a–z, siffror, punkt, bindestreck och understreck',
} as const;

export const registerParameters = z
  .object({
    ...captchaFields,
    login: requiredText(64).refine((v) => /^[A-Za-z0-9._-]+$/.test(v), registrationMessages.login),
    password: z
      .string()
      .min(1, messages.required)
      .min(MIN_PASSWORD_LENGTH, registrationMessages.passwordShort)
      .max(TEXT.password),
    linkSuffix: optionalText(TEXT.code),
    phone: phoneText(requiredText(32)),
    email: emailText(requiredText(TEXT.line)),
    interests: z.array(text(TEXT.line)).max(20).optional(),
    customerCode: optionalText(TEXT.code),
    companyName: optionalText(TEXT.line),
    city: optionalText(TEXT.line),
  })
  .superRefine((value, ctx) => {
    if (value.customerCode) return;
    for (const key of ['companyName', 'city'] as const) {
      if (!value[key])
        ctx.addIssue({ code: 'custom', path: [key], message: registrationMessages.customerOrCompany });
    }
  });
export type RegisterParameters = z.output<typeof registerParameters>;

/** "Bli kund" from /warehouses: a company without an account asks the provider to open one at a warehouse. */
export const customerApplicationParameters = z.object({
  ...captchaFields,
  companyName: requiredText(CUSTOMER_APPLICATION_LIMITS.name),
  organisationNumber: requiredText(13).superRefine((value, ctx) => {
    const issue = validateOrganisationNumber(value);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  }),
  trade: z.enum(customerTrades, { error: 'Välj bransch' }),
  contactName: requiredText(CUSTOMER_APPLICATION_LIMITS.name),
  phone: phoneText(requiredText(32)),
  email: emailText(requiredText(TEXT.line)),
  warehouseCode: requiredText(TEXT.code),
  message: optionalText(CUSTOMER_APPLICATION_LIMITS.message),
});
export type CustomerApplicationParameters = z.output<typeof customerApplicationParameters>;

export const formsApi = {
  surveyForm: defineEndpoint({
    path: '/survey/form',
    method: 'GET',
    summary: 'En enkät med dess fält (efter id, eller den aktuella enkäten av en typ)',
    access: { kind: 'visitor' },
    parameters: z.object({
      surveyId: z.uuid().optional(),
      surveyType: z.enum(surveyTypes).optional(),
      calendarEventLocator: eventLocator,
    }),
    result: surveySchema,
  }),
  surveySubmit: defineEndpoint({
    path: '/survey/submit',
    method: 'POST',
    summary: 'Skicka svar på en enkät (besökare svarar även på räknefrågan)',
    access: { kind: 'visitor' },
    parameters: z.object({
      surveyId: z.uuid(),
      calendarEventLocator: eventLocator,
      captchaTicket: captchaFields.captchaTicket.optional(),
      captchaAnswer: z.string().max(16).optional(),
      values: z.array(surveyAnswerSchema).max(100),
    }),
    result: z.object({ answerId: z.string(), filled: z.boolean() }),
  }),
  surveyFilled: defineEndpoint({
    path: '/survey/filled',
    method: 'GET',
    summary: 'Har den inloggade redan svarat på enkäten, och i så fall vad',
    access: { kind: 'employee' },
    parameters: z.object({ surveyId: z.uuid(), calendarEventLocator: eventLocator }),
    result: z.object({
      filled: z.boolean(),
      filledAt: z.string().nullable(),
      values: z.array(z.object({ id: z.string(), value: z.union([z.string(), z.array(z.string())]) })),
    }),
  }),
  feedbackFormConfig: defineEndpoint({
    path: '/feedbackFormConfig',
    method: 'GET',
    summary: 'Ämnen och typer för formuläret Tyck till',
    access: { kind: 'visitor' },
    parameters: z.object({}),
    result: feedbackFormConfigSchema,
  }),
  feedback: defineEndpoint({
    path: '/feedback',
    method: 'POST',
    summary: 'Skicka synpunkter till leverantören',
    access: { kind: 'visitor' },
    parameters: z.object({
      ...captchaFields,
      kind: requiredText(TEXT.code),
      type: requiredText(TEXT.code),
      message: requiredText(SURVEY_LIMITS.longText),
      name: requiredText(TEXT.line),
      company: optionalText(TEXT.line),
      phone: phoneText(z.string().trim().max(32)).optional(),
      email: emailText(requiredText(TEXT.line)),
    }),
    result: z.object({ received: z.boolean() }),
  }),
  mainSiteContactUs: defineEndpoint({
    path: '/mainSiteContactUs',
    method: 'GET',
    summary: 'Kontaktuppgifter per ort',
    access: { kind: 'visitor' },
    parameters: z.object({ location: text(TEXT.code).optional() }),
    result: contactUsSchema,
  }),
  requestForSchool: defineEndpoint({
    path: '/requestForSchool',
    method: 'POST',
    summary: 'Intresseanmälan till skolbesök (enkäten av typen REQUEST_FOR_SCHOOL)',
    access: { kind: 'visitor' },
    parameters: z.object({ ...captchaFields, values: z.array(surveyAnswerSchema).max(100) }),
    result: z.object({ answerId: z.string(), filled: z.boolean() }),
  }),
  register: defineEndpoint({
    path: '/customer/register',
    method: 'POST',
    summary: 'Ansök om inloggning som befintlig kund (leverantören godkänner)',
    access: { kind: 'visitor' },
    parameters: registerParameters,
    result: z.object({ received: z.boolean(), email: z.string() }),
  }),
  customerApply: defineEndpoint({
    path: '/customer/apply',
    method: 'POST',
    summary: 'Ansök om att bli kund hos ett av leverantörens lager (leverantören svarar)',
    access: { kind: 'visitor' },
    parameters: customerApplicationParameters,
    result: z.object({ received: z.boolean(), email: z.string(), warehouseName: z.string() }),
  }),
  gdprState: defineEndpoint({
    path: '/profile/customerGdpr',
    method: 'GET',
    summary: 'Har företaget godkänt villkoren för personuppgifter',
    access: { kind: 'employee' },
    parameters: z.object({}),
    result: gdprStateSchema,
  }),
  gdprApprove: defineEndpoint({
    path: '/profile/customerGdprApprove',
    method: 'POST',
    summary: 'Företagets administratör godkänner villkoren för personuppgifter',
    access: { kind: 'employee', ...permissions.approveGdpr },
    parameters: z.object({}),
    result: gdprStateSchema,
  }),
  offlineGdprApprove: defineEndpoint({
    path: '/profile/offlineCustomerGdprApprove',
    method: 'POST',
    summary: 'Leverantören registrerar ett godkännande som företaget skrivit under på papper',
    access: { kind: 'employee', ...permissions.approveGdpr },
    parameters: z.object({}),
    result: gdprStateSchema,
  }),
} as const;
