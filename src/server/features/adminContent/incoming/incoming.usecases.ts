import type { AdminFeedback, AdminSurvey, AdminSurveyAnswers } from '@shared/api/adminContent.api';
import type { FileBody } from '@shared/api/endpoint';
import { formatDate, formatDateTime } from '@shared/domain/format';
import { CSV_CONTENT_TYPE, type CsvColumn, toCsv } from '../../../platform/csv/csv';
import type { AppDeps } from '../../../platform/http/context';
import { adminContentErrors } from '../adminContent.errors';
import { findSurvey, listFeedback, listSurveyAnswers, listSurveys } from './incoming.repository';

const firmOf = (code: string | null, name: string | null) => (code && name ? { code, name } : null);
const firmText = (firm: { code: string; name: string } | null) => (firm ? `${firm.code} ${firm.name}` : '');

/** What the firms and visitors sent through the feedback form, newest first. */
export async function adminFeedback({ deps }: { deps: AppDeps }): Promise<{ items: AdminFeedback[] }> {
  const rows = await listFeedback(deps.db);
  return {
    items: rows.map(({ feedback: f, firmCode, firmName }) => ({
      uid: f.id,
      createdAt: f.createdAt.toISOString(),
      kind: f.kind,
      type: f.type,
      message: f.message,
      name: f.name,
      company: f.company,
      phone: f.phone,
      email: f.email,
      firm: firmOf(firmCode, firmName),
    })),
  };
}

const feedbackColumns: CsvColumn<AdminFeedback>[] = [
  { header: 'Inkommen', value: (f) => formatDateTime(f.createdAt) },
  { header: 'Kundföretag', value: (f) => firmText(f.firm) },
  { header: 'Namn', value: (f) => f.name },
  { header: 'Företag', value: (f) => f.company ?? '' },
  { header: 'Telefon', value: (f) => f.phone ?? '' },
  { header: 'E-post', value: (f) => f.email },
  { header: 'Slag', value: (f) => f.kind },
  { header: 'Typ', value: (f) => f.type },
  { header: 'Meddelande', value: (f) => f.message },
];

const csvFile = (content: string, name: string, deps: AppDeps): FileBody => ({
  content,
  contentType: CSV_CONTENT_TYPE,
  fileName: `${name} ${formatDate(deps.clock.now())}.csv`,
  disposition: 'attachment',
});

export async function exportFeedback({ deps }: { deps: AppDeps }): Promise<FileBody> {
  const { items } = await adminFeedback({ deps });
  return csvFile(toCsv(feedbackColumns, items), 'Synpunkter', deps);
}

export async function adminSurveys({ deps }: { deps: AppDeps }): Promise<{ items: AdminSurvey[] }> {
  const rows = await listSurveys(deps.db);
  return {
    items: rows.map((s) => ({
      uid: s.id,
      type: s.type,
      title: s.title,
      active: s.active,
      answerCount: Number(s.answers),
    })),
  };
}

const answerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

/** One survey's answers, each as its values in the order of the survey's questions. */
export async function adminSurveyAnswers({
  deps,
  uid,
}: {
  deps: AppDeps;
  uid: string;
}): Promise<AdminSurveyAnswers> {
  const survey = await findSurvey(deps.db, uid);
  if (!survey) throw adminContentErrors.SURVEY_NOT_FOUND();
  const rows = await listSurveyAnswers(deps.db, uid);
  return {
    survey: { uid: survey.id, title: survey.title },
    fields: survey.fields.map((f) => ({ uid: f.id, title: f.title })),
    items: rows.map((row) => {
      const byField = new Map(row.values.map((v) => [v.id, v.value]));
      return {
        uid: row.id,
        createdAt: row.createdAt.toISOString(),
        firm: firmOf(row.firmCode, row.firmName),
        employeeName: row.employeeName,
        values: survey.fields.map((f) => answerText(byField.get(f.id))),
      };
    }),
  };
}

export async function exportSurveyAnswers({ deps, uid }: { deps: AppDeps; uid: string }): Promise<FileBody> {
  const answers = await adminSurveyAnswers({ deps, uid });
  type Row = AdminSurveyAnswers['items'][number];
  const columns: CsvColumn<Row>[] = [
    { header: 'Inkommen', value: (a) => formatDateTime(a.createdAt) },
    { header: 'Kundföretag', value: (a) => firmText(a.firm) },
    { header: 'Anställd', value: (a) => a.employeeName ?? '' },
    ...answers.fields.map((f, i) => ({ header: f.title, value: (a: Row) => a.values[i] ?? '' })),
  ];
  return csvFile(toCsv(columns, answers.items), answers.survey.title.replace(/[\\/:*?"<>|]+/g, ' '), deps);
}
