import type { SurveyType } from '@shared/domain/surveys';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { employees } from '../employees';
import { firms } from '../firms';
import { providerAdmins, providers, warehouses } from '../provider';
import {
  contactLocations,
  customerApplications,
  feedbackFormConfigs,
  feedbackMessages,
  registrationRequests,
  type StoredAnswer,
  surveyAnswers,
  surveyFields,
  surveys,
} from './forms.table';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyFieldRow = typeof surveyFields.$inferSelect;

/** A survey by id, or the newest active survey of a type. */
export async function findSurvey(
  db: Db,
  by: { surveyId?: string; surveyType?: SurveyType },
): Promise<SurveyRow | null> {
  const where = by.surveyId
    ? eq(surveys.id, by.surveyId)
    : and(eq(surveys.type, by.surveyType ?? 'GENERAL'), eq(surveys.active, true));
  const [row] = await db.select().from(surveys).where(where).orderBy(desc(surveys.createdAt)).limit(1);
  return row ?? null;
}

export async function listSurveyFields(db: Db, surveyId: string): Promise<SurveyFieldRow[]> {
  return db
    .select()
    .from(surveyFields)
    .where(eq(surveyFields.surveyId, surveyId))
    .orderBy(asc(surveyFields.position));
}

interface AnswerKey {
  surveyId: string;
  employeeId: string;
  calendarEventLocator: string;
}

/** The employee's answer within the firm: a firm never reads another firm's answers. */
export async function findEmployeeAnswer(db: Db, firmId: string, key: AnswerKey) {
  const [row] = await db
    .select()
    .from(surveyAnswers)
    .where(
      and(
        eq(surveyAnswers.firmId, firmId),
        eq(surveyAnswers.surveyId, key.surveyId),
        eq(surveyAnswers.employeeId, key.employeeId),
        eq(surveyAnswers.calendarEventLocator, key.calendarEventLocator),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Deletes the employee's answer within the firm; true when there was one. */
export async function deleteEmployeeAnswer(db: Db, firmId: string, key: AnswerKey): Promise<boolean> {
  const rows = await db
    .delete(surveyAnswers)
    .where(
      and(
        eq(surveyAnswers.firmId, firmId),
        eq(surveyAnswers.surveyId, key.surveyId),
        eq(surveyAnswers.employeeId, key.employeeId),
        eq(surveyAnswers.calendarEventLocator, key.calendarEventLocator),
      ),
    )
    .returning({ id: surveyAnswers.id });
  return rows.length > 0;
}

/** The employee's answers that belong to an event (registrations), within the firm. */
export async function listEmployeeEventAnswers(db: Db, firmId: string, employeeId: string) {
  return db
    .select({
      surveyId: surveyAnswers.surveyId,
      calendarEventLocator: surveyAnswers.calendarEventLocator,
      createdAt: surveyAnswers.createdAt,
    })
    .from(surveyAnswers)
    .where(
      and(
        eq(surveyAnswers.firmId, firmId),
        eq(surveyAnswers.employeeId, employeeId),
        ne(surveyAnswers.calendarEventLocator, ''),
      ),
    );
}

/** The firm's answers to one event's survey, with who gave them, first registered first. */
export async function listFirmEventAnswers(
  db: Db,
  firmId: string,
  key: { surveyId: string; calendarEventLocator: string },
) {
  return db
    .select({
      employeeId: employees.id,
      employeeName: employees.displayName,
      createdAt: surveyAnswers.createdAt,
      values: surveyAnswers.values,
    })
    .from(surveyAnswers)
    .innerJoin(employees, and(eq(employees.id, surveyAnswers.employeeId), eq(employees.firmId, firmId)))
    .where(
      and(
        eq(surveyAnswers.firmId, firmId),
        eq(surveyAnswers.surveyId, key.surveyId),
        eq(surveyAnswers.calendarEventLocator, key.calendarEventLocator),
      ),
    )
    .orderBy(asc(surveyAnswers.createdAt), asc(employees.displayName));
}

/** The id of a survey by type and title (the demo seed links events to their registration surveys). */
export async function findSurveyIdByTitle(db: Db, type: SurveyType, title: string): Promise<string | null> {
  const [row] = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.type, type), eq(surveys.title, title)))
    .limit(1);
  return row?.id ?? null;
}

export async function insertSurveyAnswer(
  db: Db,
  values: {
    surveyId: string;
    firmId: string | null;
    employeeId: string | null;
    calendarEventLocator: string;
    values: StoredAnswer[];
  },
): Promise<string> {
  const [row] = await db.insert(surveyAnswers).values(values).returning({ id: surveyAnswers.id });
  return row!.id;
}

export async function findFeedbackFormConfig(db: Db) {
  const [row] = await db.select().from(feedbackFormConfigs).limit(1);
  return row ?? null;
}

export async function insertFeedbackMessage(db: Db, values: typeof feedbackMessages.$inferInsert) {
  await db.insert(feedbackMessages).values(values);
}

export async function listContactLocations(db: Db) {
  return db.select().from(contactLocations).orderBy(asc(contactLocations.position));
}

export async function insertRegistrationRequest(db: Db, values: typeof registrationRequests.$inferInsert) {
  const [row] = await db
    .insert(registrationRequests)
    .values(values)
    .returning({ id: registrationRequests.id });
  return row!.id;
}

export async function findFirmGdpr(db: Db, firmId: string) {
  const [row] = await db
    .select({
      approvedAt: firms.gdprApprovedAt,
      approvedBy: firms.gdprApprovedBy,
      method: firms.gdprApprovalMethod,
    })
    .from(firms)
    .where(eq(firms.id, firmId));
  return row ?? null;
}

export async function setFirmGdpr(
  db: Db,
  firmId: string,
  approval: { approvedAt: Date; approvedBy: string; method: 'ONLINE' | 'OFFLINE' },
) {
  await db
    .update(firms)
    .set({
      gdprApprovedAt: approval.approvedAt,
      gdprApprovedBy: approval.approvedBy,
      gdprApprovalMethod: approval.method,
    })
    .where(eq(firms.id, firmId));
}

export async function findProviderAdminName(db: Db, adminId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: providerAdmins.displayName })
    .from(providerAdmins)
    .where(eq(providerAdmins.id, adminId));
  return row?.name ?? null;
}

export async function insertCustomerApplication(db: Db, values: typeof customerApplications.$inferInsert) {
  const [row] = await db
    .insert(customerApplications)
    .values(values)
    .returning({ id: customerApplications.id });
  return row!.id;
}

export async function findWarehouseByCode(db: Db, code: string) {
  const [row] = await db
    .select({ code: warehouses.code, name: warehouses.name, city: warehouses.city, phone: warehouses.phone })
    .from(warehouses)
    .where(eq(warehouses.code, code))
    .limit(1);
  return row ?? null;
}

/** Where the provider reads what visitors send: its customer-service address. */
export async function findProviderInbox(db: Db) {
  const [row] = await db.select({ name: providers.name, email: providers.email }).from(providers).limit(1);
  return row ?? null;
}
