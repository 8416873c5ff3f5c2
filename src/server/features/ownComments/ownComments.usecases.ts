import type { OwnComment, OwnCommentData } from '@shared/api/ownComments.api';
import { normalizeOwnCommentCode, ownCommentCodeSortKey } from '@shared/domain/article-code';
import { ownArticleMessages, validateOwnComment } from '@shared/domain/own-article';
import { swedishSortKey } from '@shared/domain/swedish-sort';
import { deleteAllOrNothing } from '../../platform/db/all-or-nothing';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/http/context';
import { httpErrors } from '../../platform/http/errors';
import { assertValid, isUniqueViolation } from '../../platform/http/validation';
import {
  commentCodeTaken,
  deleteOwnComments as deleteRows,
  findOwnComment,
  insertOwnComment,
  listOwnComments as listRows,
  type OwnCommentRow,
  updateOwnComment,
} from './ownComments.repository';

function toOwnComment(row: OwnCommentRow): OwnComment {
  return {
    uid: row.id,
    version: row.version,
    createdDate: row.createdAt.toISOString(),
    modifiedDate: row.updatedAt.toISOString(),
    data: { code: row.code, text: row.text },
  };
}

async function load(db: Db, firmId: string, id: string): Promise<OwnCommentRow> {
  const row = await findOwnComment(db, firmId, id);
  if (!row) throw httpErrors.NOT_FOUND();
  return row;
}

export async function getOwnComment({ deps, firmId, uid }: { deps: AppDeps; firmId: string; uid: string }) {
  return toOwnComment(await load(deps.db, firmId, uid));
}

const duplicate = () =>
  assertValid([{ field: 'code', message: ownArticleMessages.duplicateCommentCode }], 'data');

/** Creates (no uid) or updates an own comment; an update names the version the form read. */
export async function saveOwnComment({
  deps,
  firmId,
  uid,
  newVersion,
  data,
}: {
  deps: AppDeps;
  firmId: string;
  uid: string | null;
  newVersion: number | null;
  data: OwnCommentData;
}): Promise<OwnComment> {
  const { db, clock } = deps;
  const existing = uid ? await load(db, firmId, uid) : null;
  if (existing && newVersion === null)
    throw httpErrors.MISSING_PARAMETER('newVersion', { field: 'newVersion' });
  assertValid(validateOwnComment(data), 'data');
  const code = normalizeOwnCommentCode(data.code);
  if (await commentCodeTaken(db, firmId, code, existing?.id ?? null)) duplicate();
  // Rows keep their line breaks; only the ends are trimmed.
  const text = data.text.replace(/\r\n/g, '\n').trim();
  const values = {
    code,
    codeSort: ownCommentCodeSortKey(code),
    text,
    textSort: swedishSortKey(text.slice(0, 200)),
    now: clock.now(),
  };
  let id = existing?.id ?? null;
  try {
    if (existing) {
      if (!(await updateOwnComment(db, firmId, existing.id, newVersion!, values)))
        throw httpErrors.VERSION_CONFLICT();
    } else {
      id = await insertOwnComment(db, firmId, values);
    }
  } catch (error) {
    if (isUniqueViolation(error, 'own_comments_firm_code_unique')) duplicate();
    throw error;
  }
  return toOwnComment(await load(db, firmId, id!));
}

export async function listOwnComments({
  deps,
  firmId,
  filter,
  page,
}: {
  deps: AppDeps;
  firmId: string;
  filter: { searchPattern: string; sortBy: 'code' | 'text'; sortDesc: boolean };
  page: { offset: number; limit: number };
}) {
  const { totalCount, rows } = await listRows(deps.db, firmId, filter, page);
  return {
    totalCount,
    items: rows.map((row) => ({ uid: row.id, version: row.version, code: row.code, text: row.text })),
  };
}

/** All or nothing: one uid that is not the firm's answers 404 and deletes none. */
export async function deleteOwnComments({
  deps,
  firmId,
  uids,
}: {
  deps: AppDeps;
  firmId: string;
  uids: string[];
}) {
  const countDeleted = await deleteAllOrNothing(deps.db, uids, (db, unique) =>
    deleteRows(db, firmId, unique),
  );
  return { countDeleted };
}
