import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from '../../platform/db/columns';
import { firms } from '../firms';
import { surveyAnswers } from '../forms';

/**
 * The provider's decision on a guest-account application (decision 0066). The application itself is an
 * answer to the APPLY_FOR_GUEST_ACCOUNT survey and stays as given; one decision per answer (the key), so two
 * admins deciding at once give one decision and one 409. An approval names the GUEST firm it opened.
 */
export const guestApplicationDecisions = pgTable(
  'guest_application_decisions',
  {
    answerId: uuid('answer_id')
      .primaryKey()
      .references(() => surveyAnswers.id),
    status: text('status', { enum: ['APPROVED', 'REJECTED'] }).notNull(),
    firmId: uuid('firm_id').references(() => firms.id),
    /** Why it was rejected, as told to the applicant; who decided is in the audit log. */
    note: text('note'),
    decidedAt: timestampTz('decided_at').notNull(),
  },
  (t) => [index('guest_application_decisions_firm_idx').on(t.firmId)],
);
