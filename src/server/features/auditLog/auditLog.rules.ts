/**
 * An edit's entry keeps only what changed: the keys whose values differ, as they were and as they are, so
 * the log reads "Rubrik: Gammal → Ny" and not two copies of the whole record.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return { before: was, after: is };
}
