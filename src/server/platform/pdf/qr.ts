import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// pdfmake's own QR encoder (the one that draws the payment QR in the PDFs): the same code on the page.
const qrEncoder = (
  require('pdfmake/js/qrEnc.js') as {
    default: {
      measure(node: { qr: string; fit: number; eccLevel: string }): {
        _canvas: { x: number; y: number; w: number; h: number; color: string }[];
        _width: number;
      };
    };
  }
).default;

/**
 * A QR code as an SVG data address for an `<img>`: the modules of pdfmake's encoder as one path, with
 * the quiet zone of four modules the standard asks for. `eccLevel` M like the printed payment QR.
 */
export function qrSvgDataUrl(payload: string): string {
  const measured = qrEncoder.measure({ qr: payload, fit: 1000, eccLevel: 'M' });
  const [background, ...modules] = measured._canvas;
  const size = background?.w ?? measured._width;
  const unit = modules[0]?.w ?? 1;
  const quiet = unit * 4;
  const path = modules.map((m) => `M${m.x + quiet} ${m.y + quiet}h${m.w}v${m.h}h-${m.w}z`).join('');
  const total = size + 2 * quiet;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
