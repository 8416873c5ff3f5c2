/**
 * Generated media for the demo catalogue: a product picture per product kind (SVG, drawn here rather than
 * shipped as files, so the repository holds no images) and a data sheet page per product. A provider's
 * real import would point `images` and `documents` at its own files instead.
 */

const FINISHES = ['#b8c0c8', '#2f3338', '#9aa3ab', '#eef0f2', '#c9a86a', '#6d8fb3'] as const;
const STEEL = '#8a939c';
const OUTLINE = 'stroke="#1f2933" stroke-width="2.5" stroke-linejoin="round"';

const drawings: Record<string, (finish: string) => string> = {
  pipe: (f) =>
    `<rect x="8" y="38" width="84" height="24" rx="4" fill="${f}" ${OUTLINE}/><ellipse cx="92" cy="50" rx="5" ry="12" fill="#fff" ${OUTLINE}/>`,
  fitting: (f) =>
    `<path d="M20 30h40v40H44V46H20z" fill="${f}" ${OUTLINE}/><rect x="12" y="28" width="10" height="20" fill="${STEEL}" ${OUTLINE}/><rect x="42" y="68" width="20" height="10" fill="${STEEL}" ${OUTLINE}/>`,
  mixer: (f) =>
    `<rect x="38" y="52" width="24" height="36" rx="4" fill="${f}" ${OUTLINE}/><path d="M46 52V26a10 10 0 0 1 10-10h26v10H58v26z" fill="${f}" ${OUTLINE}/><rect x="34" y="40" width="32" height="6" rx="3" fill="${STEEL}" ${OUTLINE}/>`,
  thermostat: (f) =>
    `<rect x="10" y="40" width="80" height="20" rx="10" fill="${f}" ${OUTLINE}/><circle cx="22" cy="50" r="13" fill="${STEEL}" ${OUTLINE}/><circle cx="78" cy="50" r="13" fill="${STEEL}" ${OUTLINE}/><rect x="44" y="60" width="12" height="16" fill="${f}" ${OUTLINE}/>`,
  valve: (f) =>
    `<rect x="10" y="44" width="80" height="20" rx="3" fill="${f}" ${OUTLINE}/><circle cx="50" cy="54" r="14" fill="${f}" ${OUTLINE}/><rect x="46" y="20" width="8" height="22" fill="${STEEL}" ${OUTLINE}/><rect x="30" y="14" width="40" height="8" rx="4" fill="#d64545" ${OUTLINE}/>`,
  pump: (f) =>
    `<circle cx="42" cy="56" r="26" fill="${f}" ${OUTLINE}/><rect x="62" y="36" width="28" height="40" rx="6" fill="#2a6fb0" ${OUTLINE}/><rect x="8" y="48" width="12" height="16" fill="${STEEL}" ${OUTLINE}/>`,
  radiator: () =>
    `<rect x="10" y="22" width="80" height="56" rx="4" fill="#f7f8f9" ${OUTLINE}/>${[24, 38, 52, 66, 80].map((x) => `<line x1="${x}" y1="28" x2="${x}" y2="72" stroke="#b4bcc4" stroke-width="3"/>`).join('')}`,
  floorheat: (f) =>
    `<path d="M14 20h72v12H26v12h60v12H26v12h60v12H14" fill="none" stroke="${f === '#eef0f2' ? '#d64545' : f}" stroke-width="6" stroke-linecap="round"/>`,
  wc: () =>
    `<rect x="20" y="14" width="34" height="30" rx="4" fill="#fff" ${OUTLINE}/><path d="M20 48h60a14 14 0 0 1-14 18H46l-4 20H28l2-24z" fill="#fff" ${OUTLINE}/>`,
  basin: () =>
    `<path d="M10 40h80a40 30 0 0 1-80 0z" fill="#fff" ${OUTLINE}/><rect x="46" y="26" width="8" height="14" fill="${STEEL}" ${OUTLINE}/>`,
  shower: (f) =>
    `<circle cx="36" cy="28" r="16" fill="${f}" ${OUTLINE}/><path d="M36 44v8M28 46l-4 10M44 46l4 10" stroke="#2a6fb0" stroke-width="3"/><path d="M60 20v66" stroke="${STEEL}" stroke-width="6"/><path d="M52 28q30 0 8 58" fill="none" stroke="${STEEL}" stroke-width="3"/>`,
  drain: (f) =>
    `<rect x="18" y="18" width="64" height="64" rx="6" fill="${f}" ${OUTLINE}/>${[30, 42, 54, 66].map((y) => `<rect x="28" y="${y}" width="44" height="5" rx="2" fill="#1f2933"/>`).join('')}`,
  tool: (f) =>
    `<path d="M20 80l34-34" stroke="#d64545" stroke-width="12" stroke-linecap="round"/><path d="M52 20h26v14H62v10H52z" fill="${f === '#eef0f2' ? STEEL : f}" ${OUTLINE}/>`,
  heater: () =>
    `<rect x="28" y="10" width="44" height="80" rx="20" fill="#f7f8f9" ${OUTLINE}/><circle cx="50" cy="36" r="6" fill="#2a6fb0"/>`,
  part: (f) =>
    `<circle cx="50" cy="50" r="30" fill="none" stroke="${f === '#eef0f2' ? '#1f2933' : f}" stroke-width="10"/><circle cx="50" cy="50" r="12" fill="${STEEL}" ${OUTLINE}/>`,
};

/** `pipe-3.svg` → the drawing, or null for a name that is not one of ours. */
export function productPicture(file: string): string | null {
  const match = /^([a-z]+)-(\d)\.svg$/.exec(file);
  const draw = match ? drawings[match[1]!] : undefined;
  if (!match || !draw) return null;
  const finish = FINISHES[Number(match[2]) % FINISHES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="200" height="200"><rect width="100" height="100" fill="#f1f4f7"/>${draw(finish)}</svg>`;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A printable data sheet ("produktblad") for one product. */
export function dataSheetHtml(product: {
  name: string;
  article: string;
  rsk: string | null;
  brand: string | null;
  description: string;
  bulletText: string[];
  properties: Array<{ name: string; value: string }>;
}): string {
  const rows = [
    ['Artikelnummer', product.article],
    ['RSK-nummer', product.rsk ?? '–'],
    ['Varumärke', product.brand ?? '–'],
    ...product.properties.map((p) => [p.name, p.value]),
  ]
    .map(([k, v]) => `<tr><th>${escapeHtml(k!)}</th><td>${escapeHtml(v!)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Produktblad – ${escapeHtml(product.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;color:#1f2933}th{text-align:left;padding-right:2rem}</style>
</head><body><h1>${escapeHtml(product.name)}</h1><p>${escapeHtml(product.description)}</p>
<ul>${product.bulletText.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul><table>${rows}</table></body></html>`;
}
