/**
 * Colours that meet WCAG 2.1 AA for text (4.5:1). Mantine writes coloured text, light badges, outline
 * buttons and filled buttons with a palette's primary shade (7 here) and tints light backgrounds with
 * the same shade at 10 %; its stock palettes are too pale for that (green 7 on its tint is 2.5:1, orange
 * 2.8:1, blue 3.7:1), and its dimmed grey (gray 6, #868e96) is 3.3:1 on white. Rather than fix colours
 * page by page, the theme darkens shades 7–9 of every palette until shade 7 reads on its own tint over
 * the page's grey, and gives `c="dimmed"` a darker grey.
 */
import type { MantineColorsTuple } from '@mantine/core';

type Rgb = readonly [number, number, number];

/** The shade Mantine writes text, outlines and filled backgrounds with (the theme's primaryShade). */
export const TEXT_SHADE = 7;
/** The page's light grey (gray 0): the darkest usual ground under light badges and dimmed text. */
export const PAGE_GROUND = '#f8f9fa';
/** WCAG 2.1 AA for normal text; a little above it so rounding in a browser cannot tip it under. */
export const AA_TEXT = 4.5;
const TARGET = 4.7;
/** Mantine's light variant background: the text shade at this opacity. */
export const LIGHT_TINT = 0.1;

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` at `opacity` over `ground`, as the browser paints it. */
export function over(color: string, opacity: number, ground: string): string {
  const c = rgb(color);
  const g = rgb(ground);
  return toHex([0, 1, 2].map((i) => c[i]! * opacity + g[i]! * (1 - opacity)) as unknown as Rgb);
}

function darker(hex: string, step: number): string {
  return toHex(rgb(hex).map((v) => v * (1 - step)) as unknown as Rgb);
}

/** Whether text in `hex` reads on white, on the page grey and on its own light tint over the grey. */
export function readsAsText(hex: string, target = AA_TEXT): boolean {
  return (
    contrastRatio(hex, '#ffffff') >= target &&
    contrastRatio(hex, PAGE_GROUND) >= target &&
    contrastRatio(hex, over(hex, LIGHT_TINT, PAGE_GROUND)) >= target
  );
}

/**
 * The palette with shade 7 darkened (keeping its hue) until it reads as text, and 8 and 9 at least as
 * dark as before and darker than 7, so hover states still darken. Shades 0–6 (backgrounds) stay.
 */
export function readablePalette(palette: MantineColorsTuple): MantineColorsTuple {
  let text = palette[TEXT_SHADE];
  while (!readsAsText(text, TARGET)) text = darker(text, 0.02);
  const atLeast = (hex: string, floor: string) => (luminance(hex) <= luminance(floor) ? hex : floor);
  const hover = atLeast(palette[8], darker(text, 0.12));
  const deepest = atLeast(palette[9], darker(hover, 0.12));
  return [...palette.slice(0, TEXT_SHADE), text, hover, deepest] as unknown as MantineColorsTuple;
}

/**
 * Placeholder text (Mantine: gray 5, 2.1:1). Lighter than dimmed text so it does not read as a value,
 * still 5.0:1 on white and 4.5:1 on gray 1; date pickers render it as real text that axe measures.
 */
export const PLACEHOLDER = '#697077';

/** Gray with shade 6 (Mantine's dimmed text, and grey icons) at 6.1:1 on white instead of 3.3:1. */
export function readableGray(gray: MantineColorsTuple): MantineColorsTuple {
  return gray.map((shade, i) => (i === 6 ? '#5c636a' : shade)) as unknown as MantineColorsTuple;
}
