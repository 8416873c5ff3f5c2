import type { AdminSurveyDetail, AdminSurveyRow, SurveyDraftInput } from '@shared/api/adminEvents.api';
import {
  answeredSurveyIssues,
  isChoiceField,
  type SurveyDraft,
  surveyDraftIssues,
  surveyFieldTypeLabels,
  surveyTypeLabels,
} from '@shared/domain/survey-authoring';
import type { Db } from '../../../platform/db/database';
import { withTransaction } from '../../../platform/db/transaction';
import type { AppDeps } from '../../../platform/http/context';
import { httpErrors } from '../../../platform/http/errors';
import { assertValid } from '../../../platform/http/validation';
import { changedFields, recordAdminAction } from '../../auditLog';
import { adminEventsErrors } from '../adminEvents.errors';
import { type AdminActor, loggedText, quotedTitles, swedishToday } from '../adminEvents.rules';
import {
  comingPublishedEventsOf,
  type FieldWrite,
  insertSurvey,
  listSurveyRows,
  readSurvey,
  replaceFields,
  type StoredSurvey,
  type SurveyWrite,
  updateSurvey,
} from './surveys.repository';

export async function adminSurveys({ deps }: { deps: AppDeps }): Promise<{ items: AdminSurveyRow[] }> {
  const rows = await listSurveyRows(deps.db);
  return { items: rows.map(({ id, ...row }) => ({ uid: id, ...row })) };
}

function detailOf({ row, fields, answerCount, events }: StoredSurvey): AdminSurveyDetail {
  return {
    uid: row.id,
    version: row.version,
    answerCount,
    events: events.map((e) => ({ uid: e.id, title: e.title, date: e.date, state: e.state })),
    survey: {
      type: row.type,
      title: row.title,
      description: row.description ?? '',
      links: row.links,
      active: row.active,
      fields: fields.map((f) => ({
        uid: f.id,
        type: f.type,
        title: f.title,
        description: f.description ?? '',
        mandatory: f.mandatory,
        options: f.options,
      })),
    },
  };
}

async function stored(db: Db, uid: string, lock = false): Promise<StoredSurvey> {
  const survey = await readSurvey(db, uid, { lock });
  if (!survey) throw adminEventsErrors.SURVEY_NOT_FOUND();
  return survey;
}

export async function adminSurvey({ deps, uid }: { deps: AppDeps; uid: string }): Promise<AdminSurveyDetail> {
  return detailOf(await stored(deps.db, uid));
}

/** The survey as it is stored: trimmed texts, options only on choice fields. */
function writesOf(draft: SurveyDraft): { survey: SurveyWrite; fields: FieldWrite[] } {
  return {
    survey: {
      type: draft.type,
      title: draft.title.trim(),
      description: draft.description.trim() || null,
      links: draft.links.map((l) => ({ title: l.title.trim(), url: l.url.trim() })),
      active: draft.active,
    },
    fields: draft.fields.map((f) => ({
      id: f.uid,
      type: f.type,
      title: f.title.trim(),
      description: f.description.trim() || null,
      mandatory: f.mandatory,
      options: isChoiceField(f.type) ? f.options.map((o) => o.trim()) : [],
    })),
  };
}

/** What the audit log keeps of a survey: each part as one readable line. */
function audited(survey: SurveyWrite, fields: readonly Omit<FieldWrite, 'id'>[]) {
  return {
    type: surveyTypeLabels[survey.type],
    title: survey.title,
    active: survey.active,
    description: loggedText(survey.description),
    links: survey.links.map((l) => `${l.title} (${l.url})`).join(', '),
    fields: fields
      .map((f, i) =>
        [
          `${i + 1}. ${f.title} – ${surveyFieldTypeLabels[f.type]}`,
          f.mandatory ? 'obligatorisk' : null,
          f.options.length > 0 ? `alternativ: ${f.options.join(' / ')}` : null,
        ]
          .filter(Boolean)
          .join(', '),
      )
      .join('; '),
  };
}

const auditedStored = ({ row, fields }: StoredSurvey) =>
  audited({ ...row, description: row.description }, fields);

/**
 * The rules an edit meets against the stored survey (decision 0064): the fields it names are this survey's;
 * with answers, no question goes, changes type or loses an option; a survey events register through stays a
 * registration survey; and one that a published coming event uses stays active.
 */
async function assertEditAllowed(tx: Db, deps: AppDeps, before: StoredSurvey, draft: SurveyDraft) {
  const own = new Set(before.fields.map((f) => f.id));
  const foreign = draft.fields.findIndex((f) => f.uid !== null && !own.has(f.uid));
  if (foreign >= 0) throw adminEventsErrors.UNKNOWN_FIELD({ field: `draft.fields.${foreign}.uid` });
  if (before.answerCount > 0) {
    const storedFields = before.fields.map((f) => ({
      uid: f.id,
      type: f.type,
      title: f.title,
      options: f.options,
    }));
    assertValid(answeredSurveyIssues({ type: before.row.type, fields: storedFields }, draft), 'draft', {
      code: 'SURVEY_ANSWERED',
      status: 409,
    });
  }
  if (before.events.length > 0 && draft.type !== 'CALENDAR_EVENT') {
    const titles = quotedTitles(before.events.map((e) => e.title));
    throw adminEventsErrors.SURVEY_IN_USE_TYPE(titles, { field: 'draft.type' });
  }
  if (before.row.active && !draft.active) {
    const coming = await comingPublishedEventsOf(tx, before.row.id, swedishToday(deps));
    if (coming.length > 0) {
      const titles = quotedTitles(coming.map((e) => e.title));
      throw adminEventsErrors.SURVEY_IN_USE_ACTIVE(titles, { field: 'draft.active' });
    }
  }
}

/**
 * Creates a survey, or edits one over the version the form read. The stored survey is locked for the edit,
 * so an answer arriving meanwhile waits, and the rule on answered surveys holds for what is committed.
 */
export async function saveSurvey({
  deps,
  actor,
  input,
}: {
  deps: AppDeps;
  actor: AdminActor;
  input: { uid?: string | undefined; newVersion?: number | undefined; draft: SurveyDraftInput };
}): Promise<AdminSurveyDetail> {
  const { draft } = input;
  assertValid(surveyDraftIssues(draft), 'draft');
  const write = writesOf(draft);
  return withTransaction(deps.db, async (tx) => {
    let uid = input.uid;
    let before: StoredSurvey | null = null;
    if (uid) {
      before = await stored(tx, uid, true);
      if (before.row.version !== input.newVersion) throw httpErrors.VERSION_CONFLICT();
      await assertEditAllowed(tx, deps, before, draft);
      if (!(await updateSurvey(tx, uid, before.row.version, write.survey)))
        throw httpErrors.VERSION_CONFLICT();
    } else {
      uid = await insertSurvey(tx, write.survey);
    }
    await replaceFields(tx, uid, write.fields);
    const after = audited(write.survey, write.fields);
    await recordAdminAction(tx, {
      ...actor,
      action: before ? 'SURVEY_EDITED' : 'SURVEY_CREATED',
      targetType: 'SURVEY',
      targetId: uid,
      targetLabel: write.survey.title,
      ...(before ? changedFields(auditedStored(before), after) : { before: null, after }),
    });
    return detailOf(await stored(tx, uid));
  });
}
