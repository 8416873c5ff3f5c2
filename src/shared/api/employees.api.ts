import { employeeRoles } from '@shared/domain/access';
import { permissions } from '@shared/domain/permissions';
import {
  validateEmail,
  validateMaxLength,
  validateMobile,
  validateRequired,
} from '@shared/domain/validators';
import { z } from 'zod';
import { addingDuplicateArticleTypes } from './auth.api';
import { defineEndpoint } from './endpoint';
import { count, jsonSettings, pageLimit, pageOffset, TEXT, text, version } from './limits';

const uid = z.uuid();
const optionalText = text(TEXT.line).default('');

/** api-spec §4 search sorts; the catalogue's default order an employee may prefer. */
export const catalogueSortFields = ['TITLE', 'MATCHING_SCORE', 'POPULARITY', 'NATURAL'] as const;

export const addingDuplicateArticleTypeLabels: Record<(typeof addingDuplicateArticleTypes)[number], string> =
  {
    ASK: 'Fråga varje gång',
    ADD_NEW_ROW: 'Lägg till på ny rad',
    ADD_ON_SAME_ROW: 'Lägg till på befintlig rad',
  };

export const catalogueSortFieldLabels: Record<(typeof catalogueSortFields)[number], string> = {
  TITLE: 'Benämning',
  MATCHING_SCORE: 'Bästa träff',
  POPULARITY: 'Mest köpta',
  NATURAL: 'Katalogens ordning',
};

/** The settings every employee may change about themself (api-spec §3.11). */
const personalShape = {
  displayName: text(TEXT.line),
  email: optionalText,
  phone: optionalText,
  documentsOnPage: count(1000).default(20),
  addingDuplicateArticleType: z.enum(addingDuplicateArticleTypes).default('ASK'),
  adaptiveItemsTableDisabled: z.boolean().default(false),
  saveAndUseListViewSettings: z.boolean().default(true),
  preferredCatalogueItemSortField: z.enum(catalogueSortFields).nullable().default(null),
  /** Free-form UI state the web app keeps per employee (column widths, collapsed panels). */
  interfaceSettingsData: jsonSettings().default({}),
};

/** What an administrator edits. `password` is write-only: empty keeps the current one. */
export const employeeDataShape = z.object({
  loginName: text(TEXT.line),
  role: z.enum(employeeRoles),
  active: z.boolean().default(true),
  /** The employee a new work order is assigned to; at most one per firm. */
  defaultEmployee: z.boolean().default(false),
  /** Sees only the follow-up files (unix orders) they made themself. */
  onlyOwnUnixOrders: z.boolean().default(false),
  netPriceAndMarginHidden: z.boolean().default(false),
  password: optionalText,
  ...personalShape,
});
export type EmployeeDataInput = z.input<typeof employeeDataShape>;

const employeeDataResult = employeeDataShape.omit({ password: true });
export type EmployeeData = z.output<typeof employeeDataResult>;

export const employeeSchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  /** The logged-in employee's own record: role and active cannot be changed here. */
  self: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  data: employeeDataResult,
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeSortFields = [
  'loginName',
  'displayName',
  'role',
  'email',
  'active',
  'lastLoginAt',
] as const;

export const employeeListRowSchema = z.object({
  uid: z.string(),
  loginName: z.string(),
  displayName: z.string(),
  role: z.enum(employeeRoles),
  email: z.string(),
  phone: z.string(),
  active: z.boolean(),
  defaultEmployee: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type EmployeeListRow = z.infer<typeof employeeListRowSchema>;

/** What every employee sees and edits of themself ("Mina uppgifter"). */
export const ownEmployeeDataShape = z.object(personalShape);
export const ownEmployeeSchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  loginName: z.string(),
  role: z.enum(employeeRoles),
  data: ownEmployeeDataShape,
});
export type OwnEmployee = z.infer<typeof ownEmployeeSchema>;

export const MIN_PASSWORD_LENGTH = 8;
export const documentsOnPageOptions = [10, 20, 50, 100] as const;

export const employeeMessages = {
  loginTaken: 'Inloggningen är upptagen',
  loginShort: 'Inloggningen måste ha minst 3 tecken',
  loginCharacters: 'Inloggningen får bara innehålla a–z, 0–9 och tecknen . _ @ -',
  passwordShort: `Lösenordet måste ha minst ${MIN_PASSWORD_LENGTH} tecken`,
  passwordNeeded: 'Ange ett lösenord för den nya inloggningen',
  currentPasswordNeeded: 'Ange ditt nuvarande lösenord',
  currentPasswordWrong: 'Det nuvarande lösenordet stämmer inte',
  documentsOnPage: `Välj bland ${documentsOnPageOptions.join(', ')}`,
  lastAdmin: 'Företaget måste ha minst en aktiv administratör',
  selfDeactivate: 'Du kan inte inaktivera din egen inloggning',
  selfDemote: 'Du kan inte ta bort din egen administratörsroll',
  noEmail: (name: string) =>
    `${name} har ingen e-postadress och kan därför inte återställa sitt lösenord själv`,
} as const;

type Issue = { field: string; message: string };
type PersonalInput = { displayName: string; email: string; phone: string; documentsOnPage: number };

function personalIssues(data: PersonalInput): Issue[] {
  const issues: Issue[] = [];
  const add = (field: string, message: string | null) => message && issues.push({ field, message });
  add('displayName', validateRequired(data.displayName) ?? validateMaxLength(data.displayName, 100));
  add('email', validateEmail(data.email) ?? validateMaxLength(data.email, 254));
  add('phone', validateMobile(data.phone) ?? validateMaxLength(data.phone, 32));
  if (!(documentsOnPageOptions as readonly number[]).includes(data.documentsOnPage)) {
    add('documentsOnPage', employeeMessages.documentsOnPage);
  }
  return issues;
}

function passwordIssue(password: string): string | null {
  if (password.length > 0 && password.length < MIN_PASSWORD_LENGTH) return employeeMessages.passwordShort;
  return validateMaxLength(password, 256);
}

/** The administrator's employee form; a new employee needs a password. */
export function validateEmployeeData(
  data: PersonalInput & { loginName: string; password: string },
  options: { isNew: boolean },
): Issue[] {
  const issues = personalIssues(data);
  const login = data.loginName.trim();
  const loginMessage =
    validateRequired(login) ??
    validateMaxLength(login, 64) ??
    (login.length < 3 ? employeeMessages.loginShort : null) ??
    (/^[A-Za-z0-9._@-]+$/.test(login) ? null : employeeMessages.loginCharacters);
  if (loginMessage) issues.push({ field: 'loginName', message: loginMessage });
  const passwordMessage =
    options.isNew && data.password === '' ? employeeMessages.passwordNeeded : passwordIssue(data.password);
  if (passwordMessage) issues.push({ field: 'password', message: passwordMessage });
  return issues;
}

/** "Mina uppgifter": a new password needs the current one. Paths are the call's: `data.phone`, `newPassword`. */
export function validateOwnEmployeeData(input: {
  data: PersonalInput;
  currentPassword: string;
  newPassword: string;
}): Issue[] {
  const issues = personalIssues(input.data).map((i) => ({ ...i, field: `data.${i.field}` }));
  const passwordMessage = passwordIssue(input.newPassword);
  if (passwordMessage) issues.push({ field: 'newPassword', message: passwordMessage });
  if (input.newPassword !== '' && input.currentPassword === '') {
    issues.push({ field: 'currentPassword', message: employeeMessages.currentPasswordNeeded });
  }
  return issues;
}

const pathOf = (field: string) => field.split('.');

/** The employee form's schema: shape plus rules, the same messages the server sends. */
export function employeeDataSchemaFor(options: { isNew: boolean }) {
  return employeeDataShape.superRefine((data, ctx) => {
    for (const issue of validateEmployeeData(data, options)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: pathOf(issue.field) });
    }
  });
}

const option = <T extends z.ZodType>(value: T) => z.object({ value, label: z.string() });

export const employeesApi = {
  employee: defineEndpoint({
    path: '/profile/customerEmployee',
    method: 'GET',
    summary: 'En anställd',
    access: { kind: 'employee', ...permissions.viewEmployees },
    parameters: z.object({ uid }),
    result: employeeSchema,
  }),
  save: defineEndpoint({
    path: '/profile/customerEmployee',
    method: 'POST',
    summary: 'Spara en anställd (ny utan uid, då med lösenord); newVersion är versionen formuläret läste',
    access: { kind: 'employee', ...permissions.manageEmployees },
    parameters: z.object({
      uid: uid.nullable().default(null),
      newVersion: version().min(1).nullable().default(null),
      data: employeeDataShape,
    }),
    result: employeeSchema,
  }),
  list: defineEndpoint({
    path: '/profile/customerEmployees',
    method: 'POST',
    summary: 'Företagets anställda: sök, filter på roll och aktiv, sortering och sidor',
    access: { kind: 'employee', ...permissions.viewEmployees },
    parameters: z.object({
      offset: pageOffset().default(0),
      limit: pageLimit().default(20),
      searchPattern: text(200).default(''),
      sortBy: z.enum(employeeSortFields).default('loginName'),
      sortDesc: z.boolean().default(false),
      active: z.boolean().nullable().default(null),
      role: z.enum(employeeRoles).nullable().default(null),
    }),
    result: z.object({ totalCount: z.number().int(), items: z.array(employeeListRowSchema) }),
  }),
  formConfig: defineEndpoint({
    path: '/profile/customerEmployeeFormConfig',
    method: 'GET',
    summary: 'Val och gränser för formulären för anställda och egna uppgifter',
    access: { kind: 'employee', ...permissions.editOwnProfile },
    parameters: z.object({}),
    result: z.object({
      roles: z.array(option(z.enum(employeeRoles))),
      addingDuplicateArticleTypes: z.array(option(z.enum(addingDuplicateArticleTypes))),
      catalogueSortFields: z.array(option(z.enum(catalogueSortFields))),
      documentsOnPageOptions: z.array(z.number().int()),
      minPasswordLength: z.number().int(),
    }),
  }),
  own: defineEndpoint({
    path: '/profile/ownEmployee',
    method: 'GET',
    summary: 'Den inloggades egna uppgifter',
    access: { kind: 'employee', ...permissions.editOwnProfile },
    parameters: z.object({}),
    result: ownEmployeeSchema,
  }),
  saveOwn: defineEndpoint({
    path: '/profile/ownEmployee',
    method: 'POST',
    summary: 'Spara egna uppgifter; nytt lösenord kräver det nuvarande',
    access: { kind: 'employee', ...permissions.editOwnProfile },
    parameters: z.object({
      newVersion: version().min(1),
      data: ownEmployeeDataShape,
      currentPassword: optionalText,
      newPassword: optionalText,
    }),
    result: ownEmployeeSchema,
  }),
} as const;
