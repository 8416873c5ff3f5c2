/** Stable keys for a row of skeleton placeholders. */
export function placeholders(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `placeholder-${i}`);
}
