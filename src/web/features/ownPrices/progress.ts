/** Share done for the progress bar, 0–100: an empty job is done, and a recount never overshoots. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}
