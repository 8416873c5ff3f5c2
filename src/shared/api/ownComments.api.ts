import { validateOwnComment } from '@shared/domain/own-article';
import { permissions } from '@shared/domain/permissions';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageLimit, pageOffset, TEXT, text, version } from './limits';

const uid = z.uuid();

/** An own comment: a text row typed into a document by its code (`text` + digits). */
export const ownCommentDataShape = z.object({ code: text(TEXT.code), text: text(TEXT.note) });
export type OwnCommentData = z.output<typeof ownCommentDataShape>;

/** The form's schema: the shape plus the rules, with the server's Swedish messages. */
export const ownCommentDataSchema = ownCommentDataShape.superRefine((data, ctx) => {
  for (const issue of validateOwnComment(data)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  }
});

export const ownCommentSchema = z.object({
  uid: z.string(),
  version: z.number().int(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  data: ownCommentDataShape,
});
export type OwnComment = z.infer<typeof ownCommentSchema>;

export const ownCommentListRowSchema = ownCommentDataShape.extend({
  uid: z.string(),
  version: z.number().int(),
});

export const ownCommentsApi = {
  get: defineEndpoint({
    path: '/profile/ownComment',
    method: 'GET',
    summary: 'En egen kommentar',
    access: { kind: 'employee', ...permissions.viewOwnComments },
    parameters: z.object({ uid }),
    result: ownCommentSchema,
  }),
  save: defineEndpoint({
    path: '/profile/ownComment',
    method: 'POST',
    summary: 'Spara en egen kommentar (ny utan uid); newVersion är versionen formuläret läste',
    access: { kind: 'employee', ...permissions.editOwnComments },
    parameters: z.object({
      uid: uid.nullable().default(null),
      newVersion: version().min(1).nullable().default(null),
      data: ownCommentDataShape,
    }),
    result: ownCommentSchema,
  }),
  list: defineEndpoint({
    path: '/profile/ownComments',
    method: 'POST',
    summary: 'Egna kommentarer: sök, sortera och bläddra',
    access: { kind: 'employee', ...permissions.viewOwnComments },
    parameters: z.object({
      offset: pageOffset().default(0),
      limit: pageLimit().default(20),
      searchPattern: text(200).default(''),
      sortBy: z.enum(['code', 'text']).default('code'),
      sortDesc: z.boolean().default(false),
    }),
    result: z.object({ totalCount: z.number().int(), items: z.array(ownCommentListRowSchema) }),
  }),
  delete: defineEndpoint({
    path: '/profile/ownCommentsDelete',
    method: 'POST',
    summary: 'Ta bort en eller flera egna kommentarer',
    access: { kind: 'employee', ...permissions.editOwnComments },
    parameters: z.object({ uids: z.array(uid).min(1).max(1000) }),
    result: z.object({ countDeleted: z.number().int() }),
  }),
} as const;
