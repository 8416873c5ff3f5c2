/**
 * The few XML helpers both e-invoice formats write with: elements are strings, an element whose content
 * is missing or empty is left out (PEPPOL-EN16931-R008 forbids empty elements), text is escaped.
 */

type Content = string | readonly (string | null | undefined | false)[] | null | undefined | false;

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A text element: `<name attr="…">text</name>`, or nothing when the text is blank. */
export function leaf(name: string, text: string | null | undefined, attrs: Record<string, string> = {}) {
  if (text === null || text === undefined || text.trim() === '') return '';
  return `<${name}${attributes(attrs)}>${escapeXml(text.trim())}</${name}>`;
}

/** An element of elements, or nothing when every child is empty. */
export function node(name: string, children: Content, attrs: Record<string, string> = {}): string {
  const inner = typeof children === 'string' ? children : (children || []).filter(Boolean).join('');
  return inner === '' ? '' : `<${name}${attributes(attrs)}>${inner}</${name}>`;
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
}

/** Öre as a decimal with two decimals: −1234 → "-12.34" (exact, no floating point). */
export function amount(ore: number): string {
  const abs = Math.abs(ore);
  const kronor = Math.trunc(abs / 100);
  return `${ore < 0 ? '-' : ''}${kronor}.${String(abs % 100).padStart(2, '0')}`;
}

/** Thousandths as a decimal without trailing zeros: 1500 → "1.5", −2000 → "-2". */
export function thousandths(value: number): string {
  const abs = Math.abs(value);
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${value < 0 ? '-' : ''}${Math.trunc(abs / 1000)}${fraction ? `.${fraction}` : ''}`;
}

/** Basis points as a percentage: 2500 → "25", 1250 → "12.5". */
export function percent(bp: number): string {
  return thousandths(bp * 10);
}

/** Only the digits: "556016-0680" → "5560160680". */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}
