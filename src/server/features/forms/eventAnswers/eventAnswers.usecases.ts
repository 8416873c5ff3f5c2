import type { SurveyType } from '@shared/domain/surveys';
import type { AppDeps } from '../../../platform/http/context';
import {
  deleteEmployeeAnswer,
  findSurveyIdByTitle,
  listEmployeeEventAnswers,
  listFirmEventAnswers,
  listSurveyFields,
} from '../forms.repository';

/**
 * The answers that are registrations for an event (decision 0053): the events feature reads and cancels
 * them through these, so the answers stay the survey engine's (decision 0052). Every read is the firm's.
 */

/** Asked by `survey/submit` when an answer names an event: throws when the event takes no such answer. */
export type CalendarEventCheck = (call: {
  deps: AppDeps;
  firmId: string | null;
  surveyId: string;
  calendarEventLocator: string;
}) => Promise<void>;

/** The employee's registrations: which survey for which event, and when. */
export async function employeeEventAnswers({
  deps,
  firmId,
  employeeId,
}: {
  deps: AppDeps;
  firmId: string;
  employeeId: string;
}): Promise<Array<{ surveyId: string; calendarEventLocator: string; answeredAt: Date }>> {
  const rows = await listEmployeeEventAnswers(deps.db, firmId, employeeId);
  return rows.map((r) => ({
    surveyId: r.surveyId,
    calendarEventLocator: r.calendarEventLocator,
    answeredAt: r.createdAt,
  }));
}

/** Cancelling a registration deletes the answer, so the employee may answer again. */
export async function cancelEventAnswer({
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
  calendarEventLocator: string;
}): Promise<{ cancelled: boolean }> {
  const cancelled = await deleteEmployeeAnswer(deps.db, firmId, {
    surveyId,
    employeeId,
    calendarEventLocator,
  });
  return { cancelled };
}

const shown = (value: string | string[]) => (typeof value === 'string' ? value : value.join(', '));

/** The firm's registrations for one event, each answer under its field's title in the survey's order. */
export async function firmEventAnswers({
  deps,
  firmId,
  surveyId,
  calendarEventLocator,
}: {
  deps: AppDeps;
  firmId: string;
  surveyId: string;
  calendarEventLocator: string;
}) {
  const [fields, rows] = await Promise.all([
    listSurveyFields(deps.db, surveyId),
    listFirmEventAnswers(deps.db, firmId, { surveyId, calendarEventLocator }),
  ]);
  return rows.map((row) => {
    const byId = new Map(row.values.map((v) => [v.id, v.value]));
    return {
      employeeUid: row.employeeId,
      employeeName: row.employeeName,
      registeredAt: row.createdAt.toISOString(),
      answers: fields.flatMap((field) => {
        const value = byId.get(field.id);
        return value === undefined ? [] : [{ title: field.title, value: shown(value) }];
      }),
    };
  });
}

/** A published survey's id by type and title: the demo seed links its events to their surveys. */
export async function surveyIdByTitle({
  deps,
  type,
  title,
}: {
  deps: Pick<AppDeps, 'db'>;
  type: SurveyType;
  title: string;
}): Promise<string | null> {
  return findSurveyIdByTitle(deps.db, type, title);
}
