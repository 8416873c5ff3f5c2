import { formatDate } from '@shared/domain/format';
import type { AppDeps } from '../../platform/http/context';
import type { AdminActor } from '../auditLog';

export type { AdminActor };

/** Today's Swedish date: what "coming" and "already past" are measured from. */
export const swedishToday = (deps: AppDeps): string => formatDate(deps.clock.now());

/** Titles as a sentence names them: ”A”, ”B” och ”C”. */
export function quotedTitles(titles: readonly string[]): string {
  const quoted = titles.map((t) => `”${t}”`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} och ${quoted.at(-1)}`;
}

/** A text kept in the audit log: long texts shortened, as the other administration slices keep them. */
export const loggedText = (text: string | null): string => (text ?? '').slice(0, 500);
