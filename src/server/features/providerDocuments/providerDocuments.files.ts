import type { ColorTheme } from '@shared/api/providerDocuments.api';
import { THEME_COLOURS } from '@shared/domain/colour-themes';
import { renderPdf } from '../../platform/pdf/pdf';
import type { DemoSection } from './providerDocuments.data';

/**
 * The demo provider's files made at seed time (decision 0056): small A4 PDFs from headed sections, and
 * SVG pictures for banners and flipbook covers. Deterministic: the same text gives the same picture, and
 * the PDF's dates are fixed so a new seed changes nothing a reader sees.
 */

const SEED_DATE = new Date('2026-11-16T08:00:00Z');

/** A provider's document as a PDF: its title, who publishes it and when, then the sections. */
export function documentPdf(input: {
  title: string;
  provider: string;
  updatedOn: string;
  sections: readonly DemoSection[];
}): Promise<Buffer> {
  return renderPdf({
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    info: { title: input.title, author: input.provider, creator: 'Montör', creationDate: SEED_DATE },
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
    footer: (current: number, pages: number) => ({
      text: `${input.provider} · ${input.title} · Sida ${current} av ${pages}`,
      alignment: 'right',
      margin: [50, 16, 50, 0],
      fontSize: 8,
      color: '#555',
    }),
    content: [
      { text: input.title, fontSize: 20, bold: true, color: '#0f2f57' },
      { text: `${input.provider} · Gäller från ${input.updatedOn}`, color: '#555', margin: [0, 4, 0, 18] },
      ...input.sections.flatMap((section) => [
        { text: section.heading, fontSize: 13, bold: true, margin: [0, 10, 0, 4] },
        { text: section.text },
      ]),
    ],
  });
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Words in lines of about `width` characters, for SVG text that does not wrap on its own. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/** A flipbook's cover: A4-shaped, the title on the theme's colour, the provider's name at the foot. */
export function coverSvg(input: { title: string; provider: string; theme: ColorTheme }): string {
  const c = THEME_COLOURS[input.theme];
  const title = lines(input.title, 13)
    .map((line, i) => `<tspan x="24" dy="${i === 0 ? 0 : 26}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="210" height="297" viewBox="0 0 210 297" role="img" aria-label="${escapeXml(input.title)}">
<rect width="210" height="297" fill="${c.background}"/>
<circle cx="180" cy="40" r="70" fill="${c.accent}" opacity="0.35"/>
<rect x="24" y="150" width="40" height="4" fill="${c.accent}"/>
<text x="24" y="190" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="${c.text}">${title}</text>
<text x="24" y="277" font-family="Arial, sans-serif" font-size="11" fill="${c.text}">${escapeXml(input.provider)}</text>
</svg>`;
}

/** A banner's picture: a wide band of the theme's colour with a pattern of pipes (no text: the page writes it). */
export function bannerSvg(theme: ColorTheme): string {
  const c = THEME_COLOURS[theme];
  const pipes = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${240 + i * 40} 0 V${90 + i * 20} H640" stroke="${c.accent}" stroke-width="10" fill="none" opacity="0.5"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240" viewBox="0 0 640 240" aria-hidden="true">
<rect width="640" height="240" fill="${c.background}"/>${pipes}
</svg>`;
}
