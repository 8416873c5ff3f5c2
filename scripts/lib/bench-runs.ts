/**
 * Repeated runs of one measurement. The run reported is the median one (by p95), not the best: the best
 * run flatters (issue #24), and the spread of all runs is printed beside it so disturbance shows.
 */
export function medianRun<T extends { p95: number }>(runs: T[]): T {
  if (runs.length === 0) throw new Error('Inga körningar att välja bland');
  const sorted = [...runs].sort((a, b) => a.p95 - b.p95);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** "p95s 12.0 / 14.1 / 30.2 ms (spread 18.2 ms)": every run in the order it ran, and max − min. */
export function spreadOf(runs: Array<{ p95: number }>): string {
  const p95s = runs.map((r) => r.p95);
  const spread = Math.max(...p95s) - Math.min(...p95s);
  return `p95s ${p95s.map((x) => x.toFixed(1)).join(' / ')} ms, spread ${spread.toFixed(1)} ms`;
}
