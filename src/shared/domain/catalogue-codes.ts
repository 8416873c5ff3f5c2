/**
 * Article and RSK numbers (domain-notes "The trade"). RSK numbers identify VVS products across
 * wholesalers: seven digits, usually written in groups `123 45 67`. Plumbers type them with and without
 * the spaces, so codes are compared in their compact form.
 */

const CODE_SEPARATORS = /[\s\u00a0.\-/]+/g;

/** An article number the way it is stored and compared: no spaces, dots, dashes or slashes; upper case. */
export function compactCode(text: string): string {
  return text.replace(CODE_SEPARATORS, '').toUpperCase();
}

/** The compact RSK number (`"123 45 67"` → `"1234567"`), or null when the text is not seven digits. */
export function normaliseRsk(text: string | null | undefined): string | null {
  if (text == null) return null;
  const compact = compactCode(text);
  return /^\d{7}$/.test(compact) ? compact : null;
}

/** `"1234567"` → `"123 45 67"`, the way RSK numbers are printed. Other text is returned unchanged. */
export function formatRsk(rsk: string): string {
  return /^\d{7}$/.test(rsk) ? `${rsk.slice(0, 3)} ${rsk.slice(3, 5)} ${rsk.slice(5)}` : rsk;
}

/** Article numbers: letters and digits, 1–20 characters once compacted. */
export function normaliseArticle(text: string | null | undefined): string | null {
  if (text == null) return null;
  const compact = compactCode(text);
  return /^[A-Z0-9]{1,20}$/.test(compact) ? compact : null;
}

/**
 * The product's page in the industry's RSK database. The address form is the database's public search;
 * it is one constant so that a change on their side is a one-line fix.
 */
export const RSK_DATABASE_SEARCH_URL = 'https://www.rskdatabasen.se/sok?q=';

export function rskDatabaseLink(rsk: string): string {
  return `${RSK_DATABASE_SEARCH_URL}${encodeURIComponent(rsk)}`;
}
