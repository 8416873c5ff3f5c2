import type {
  ContactUs,
  FeedbackFormConfig,
  GdprState,
  RegisterParameters,
  SurveyAnswer,
} from '@shared/api/forms.api';
import {
  normaliseSurveyValue,
  type SurveyType,
  type SurveyValue,
  surveyAnswerIssues,
} from '@shared/domain/surveys';
import { withTransaction } from '../../platform/db/transaction';
import type { AppDeps, RequestSession, SessionEmployee } from '../../platform/http/context';
import { assertValid, isUniqueViolation } from '../../platform/http/validation';
import { verifyCaptcha } from '../content';
import { findEmployee, hashPassword } from '../employees';
import type { CalendarEventCheck } from './eventAnswers/eventAnswers.usecases';
import { formsErrors } from './forms.errors';
import { feedbackNotice, notifyProvider, registrationNotice, surveyAnswerNotice } from './forms.mail';
import {
  findEmployeeAnswer,
  findFeedbackFormConfig,
  findFirmGdpr,
  findProviderAdminName,
  findSurvey,
  insertFeedbackMessage,
  insertRegistrationRequest,
  insertSurveyAnswer,
  listContactLocations,
  listSurveyFields,
  type SurveyFieldRow,
  type SurveyRow,
  setFirmGdpr,
} from './forms.repository';
import type { StoredAnswer } from './forms.table';

interface CaptchaInput {
  captchaTicket?: string | undefined;
  captchaAnswer?: string | undefined;
}

/** Spends the captcha; a form sent without one is refused at the answer field before anything is stored. */
export async function requireCaptcha({ deps, input }: { deps: AppDeps; input: CaptchaInput }) {
  if (!input.captchaTicket || !input.captchaAnswer?.trim()) {
    throw formsErrors.CAPTCHA_REQUIRED({ field: 'captchaAnswer' });
  }
  await verifyCaptcha({ deps, ticket: input.captchaTicket, answer: input.captchaAnswer });
}

function toSurvey(survey: SurveyRow, fields: SurveyFieldRow[], filled: boolean) {
  return {
    id: survey.id,
    type: survey.type,
    title: survey.title,
    description: survey.description,
    filled,
    links: survey.links,
    images: survey.images,
    attachments: survey.attachments,
    fields: fields.map((f) => ({
      id: f.id,
      title: f.title,
      description: f.description,
      mandatory: f.mandatory,
      type: f.type,
      options: f.options,
    })),
  };
}

async function openSurvey(deps: AppDeps, by: { surveyId?: string; surveyType?: SurveyType }) {
  const survey = await findSurvey(deps.db, by);
  if (!survey?.active) throw formsErrors.SURVEY_NOT_FOUND({ field: by.surveyId ? 'surveyId' : 'surveyType' });
  return { survey, fields: await listSurveyFields(deps.db, survey.id) };
}

function answerKey(employee: SessionEmployee, surveyId: string, calendarEventLocator: string | undefined) {
  return { surveyId, employeeId: employee.id, calendarEventLocator: calendarEventLocator ?? '' };
}

export async function surveyForm({
  deps,
  session,
  surveyId,
  surveyType,
  calendarEventLocator,
}: {
  deps: AppDeps;
  session: RequestSession | null;
  surveyId?: string | undefined;
  surveyType?: SurveyType | undefined;
  calendarEventLocator?: string | undefined;
}) {
  const { survey, fields } = await openSurvey(deps, {
    ...(surveyId ? { surveyId } : {}),
    ...(surveyType ? { surveyType } : {}),
  });
  const employee = session?.employee;
  const answer = employee
    ? await findEmployeeAnswer(deps.db, employee.firmId, answerKey(employee, survey.id, calendarEventLocator))
    : null;
  return toSurvey(survey, fields, answer !== null);
}

/** The answers by field id; a field sent twice counts once, with its last value. */
function byField(values: readonly SurveyAnswer[]): Record<string, SurveyValue> {
  return Object.fromEntries(values.map((v) => [v.id, v.value]));
}

/**
 * One engine for every survey type. The answers are checked first (so a missing field does not spend the
 * captcha), then the captcha when the sender is a visitor or the form always asks one, then stored. An
 * employee answers a survey (for an event) once; a second answer is refused with 409 (decision 0052).
 */
export async function submitSurvey({
  deps,
  session,
  surveyId,
  surveyType,
  calendarEventLocator,
  values,
  captcha,
  captchaAlways = false,
  checkCalendarEvent,
}: {
  deps: AppDeps;
  session: RequestSession | null;
  surveyId?: string;
  surveyType?: SurveyType;
  calendarEventLocator?: string | undefined;
  values: readonly SurveyAnswer[];
  captcha: CaptchaInput;
  captchaAlways?: boolean;
  /** The events feature's rule for an answer that names an event (decision 0053). */
  checkCalendarEvent?: CalendarEventCheck | undefined;
}) {
  const { survey, fields } = await openSurvey(deps, {
    ...(surveyId ? { surveyId } : {}),
    ...(surveyType ? { surveyType } : {}),
  });
  if (calendarEventLocator || survey.type === 'CALENDAR_EVENT') {
    // A registration is for one event the survey belongs to; without the events feature there is none.
    if (!calendarEventLocator || !checkCalendarEvent)
      throw formsErrors.EVENT_REQUIRED({ field: 'calendarEventLocator' });
    await checkCalendarEvent({
      deps,
      firmId: session?.employee?.firmId ?? null,
      surveyId: survey.id,
      calendarEventLocator,
    });
  }
  const given = byField(values);
  assertValid(surveyAnswerIssues(fields, given), 'values');
  const employee = session?.employee ?? null;
  const key = employee ? answerKey(employee, survey.id, calendarEventLocator) : null;
  if (employee && key && (await findEmployeeAnswer(deps.db, employee.firmId, key))) {
    throw formsErrors.SURVEY_ALREADY_FILLED();
  }
  if (!employee || captchaAlways) await requireCaptcha({ deps, input: captcha });
  const stored: StoredAnswer[] = fields.flatMap((field) => {
    const value = given[field.id];
    if (value === undefined) return [];
    const clean = normaliseSurveyValue(field, value);
    return (typeof clean === 'string' ? clean : clean.length)
      ? [{ id: field.id, value: clean as string | string[] }]
      : [];
  });
  try {
    const notice = surveyAnswerNotice(survey, fields, stored);
    const answerId = await withTransaction(deps.db, async (tx) => {
      const id = await insertSurveyAnswer(tx, {
        surveyId: survey.id,
        firmId: employee?.firmId ?? null,
        employeeId: employee?.id ?? null,
        calendarEventLocator: calendarEventLocator ?? '',
        values: stored,
      });
      if (notice) await notifyProvider({ deps, db: tx, notice });
      return id;
    });
    return { answerId, filled: true };
  } catch (error) {
    // Two tabs sending at once: the index lets one through and the other hears what it would have.
    if (isUniqueViolation(error, 'survey_answers_once_per_employee'))
      throw formsErrors.SURVEY_ALREADY_FILLED();
    throw error;
  }
}

/** The employee's own answer, read within the session's firm: another firm's answer is never found. */
export async function surveyFilled({
  deps,
  firmId,
  employeeId,
  surveyId,
  calendarEventLocator,
}: {
  deps: AppDeps;
  firmId: string;
  employeeId: string;
  surveyId: string;
  calendarEventLocator?: string | undefined;
}) {
  const answer = await findEmployeeAnswer(deps.db, firmId, {
    surveyId,
    employeeId,
    calendarEventLocator: calendarEventLocator ?? '',
  });
  return {
    filled: answer !== null,
    filledAt: answer?.createdAt.toISOString() ?? null,
    values: answer?.values ?? [],
  };
}

async function feedbackConfig(deps: AppDeps): Promise<FeedbackFormConfig> {
  const config = await findFeedbackFormConfig(deps.db);
  if (!config) throw formsErrors.FORM_NOT_CONFIGURED();
  return { intro: config.intro, kinds: config.kinds, types: config.types };
}

export async function feedbackFormConfig({ deps }: { deps: AppDeps }): Promise<FeedbackFormConfig> {
  return feedbackConfig(deps);
}

/** Feedback always asks the captcha (api-spec §7.3 sends its fields); a logged-in sender is recorded too. */
export async function sendFeedback({
  deps,
  session,
  input,
}: {
  deps: AppDeps;
  session: RequestSession | null;
  input: CaptchaInput & {
    kind: string;
    type: string;
    message: string;
    name: string;
    company?: string | undefined;
    phone?: string | undefined;
    email: string;
  };
}) {
  const config = await feedbackConfig(deps);
  const kind = config.kinds.find((k) => k.code === input.kind);
  if (!kind) throw formsErrors.FEEDBACK_OPTION_UNKNOWN({ field: 'kind' });
  const type = config.types.find((t) => t.code === input.type);
  if (!type) throw formsErrors.FEEDBACK_OPTION_UNKNOWN({ field: 'type' });
  await requireCaptcha({ deps, input });
  await withTransaction(deps.db, async (tx) => {
    await insertFeedbackMessage(tx, {
      firmId: session?.employee?.firmId ?? null,
      employeeId: session?.employee?.id ?? null,
      kind: input.kind,
      type: input.type,
      message: input.message,
      name: input.name,
      company: input.company || null,
      phone: input.phone?.trim() || null,
      email: input.email,
    });
    const notice = feedbackNotice({ ...input, kindTitle: kind.title, typeTitle: type.title });
    await notifyProvider({ deps, db: tx, notice });
  });
  return { received: true };
}

/** The locations in the provider's order and the one asked for (the first when none or an unknown one). */
export async function contactUs({
  deps,
  location,
}: {
  deps: AppDeps;
  location?: string | undefined;
}): Promise<ContactUs> {
  const rows = await listContactLocations(deps.db);
  const selected = rows.find((r) => r.location === location) ?? rows[0] ?? null;
  return {
    locations: rows.map((r) => ({ location: r.location, city: r.city })),
    selected: selected && {
      location: selected.location,
      title: selected.title,
      address: selected.address,
      postalCode: selected.postalCode,
      city: selected.city,
      phone: selected.phone,
      email: selected.email,
      openingHours: selected.openingHours,
      persons: selected.persons,
    },
  };
}

/**
 * An existing customer's request for a login: stored as PENDING with the password hashed, nothing else.
 * No firm or employee is made and nothing tells whether the login or customer number exists (decision 0023);
 * the provider checks the request against its register and answers by e-mail (decision 0052).
 */
export async function registerCustomer({ deps, input }: { deps: AppDeps; input: RegisterParameters }) {
  await requireCaptcha({ deps, input });
  const request = {
    login: input.login.trim(),
    linkSuffix: input.linkSuffix || null,
    phone: input.phone.trim(),
    email: input.email.trim(),
    interests: input.interests ?? [],
    customerCode: input.customerCode || null,
    companyName: input.companyName || null,
    city: input.city || null,
  };
  const passwordHash = await hashPassword(input.password);
  await withTransaction(deps.db, async (tx) => {
    await insertRegistrationRequest(tx, { ...request, passwordHash });
    await notifyProvider({ deps, db: tx, notice: registrationNotice(request) });
  });
  return { received: true, email: request.email };
}

export async function gdprState({ deps, firmId }: { deps: AppDeps; firmId: string }): Promise<GdprState> {
  const row = await findFirmGdpr(deps.db, firmId);
  return {
    gdprApproved: Boolean(row?.approvedAt),
    approvedAt: row?.approvedAt?.toISOString() ?? null,
    approvedBy: row?.approvedBy ?? null,
    method: row?.method ?? null,
  };
}

/**
 * The firm's approval of the personal-data terms. The first approval stands: approving again changes
 * nothing. OFFLINE is the provider's record of a signed paper, so only a provider administrator acting
 * as the firm's admin may give it.
 */
export async function approveGdpr({
  deps,
  firmId,
  employee,
  method,
}: {
  deps: AppDeps;
  firmId: string;
  employee: SessionEmployee;
  method: 'ONLINE' | 'OFFLINE';
}): Promise<GdprState> {
  const current = await gdprState({ deps, firmId });
  if (method === 'OFFLINE' && !employee.adminId) throw formsErrors.GDPR_OFFLINE_PROVIDER_ONLY();
  if (current.gdprApproved) return current;
  const approvedBy =
    method === 'OFFLINE'
      ? `${(await findProviderAdminName(deps.db, employee.adminId!)) ?? 'Leverantören'} (på papper)`
      : ((await findEmployee(deps.db, firmId, employee.id))?.displayName ?? 'Administratören');
  await setFirmGdpr(deps.db, firmId, { approvedAt: deps.clock.now(), approvedBy, method });
  return gdprState({ deps, firmId });
}
