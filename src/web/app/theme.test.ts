import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  contrastRatio,
  LIGHT_TINT,
  over,
  PAGE_GROUND,
  PLACEHOLDER,
  readablePalette,
  TEXT_SHADE,
} from './readable-colors';
import { cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#d64f05')).toBeCloseTo(4.22, 2);
    expect(over('#000000', 0.5, '#ffffff')).toBe('#808080');
  });

  it('leaves a palette that already reads alone', () => {
    const palette = merged.colors.dark;
    expect(readablePalette(palette)).toEqual(palette);
  });
});

describe('theme colours (WCAG AA, 4.5:1 for text)', () => {
  const palettes = Object.entries(merged.colors);

  it.each(palettes)('%s: text shade on white, on the page grey and on its own light tint', (_, palette) => {
    const text = palette[TEXT_SHADE];
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(text, PAGE_GROUND)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(text, over(text, LIGHT_TINT, PAGE_GROUND))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(palettes)('%s: white text on a filled button', (_, palette) => {
    expect(contrastRatio('#ffffff', palette[TEXT_SHADE])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(palettes)('%s: shades darken from 7 to 9 (hover is darker)', (_, palette) => {
    expect(contrastRatio(palette[8], '#ffffff')).toBeGreaterThan(contrastRatio(palette[7], '#ffffff'));
    expect(contrastRatio(palette[9], '#ffffff')).toBeGreaterThan(contrastRatio(palette[8], '#ffffff'));
  });

  it('dimmed text (gray 6) reads on white, the page grey and the light grey of table headers', () => {
    const dimmed = merged.colors.gray[6];
    for (const ground of ['#ffffff', PAGE_GROUND, merged.colors.gray[1], theme.colors?.montor?.[0] ?? ''])
      expect(contrastRatio(dimmed, ground)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('placeholder text reads on white, the page grey and gray 1', () => {
    expect(cssVariablesResolver(merged).light['--mantine-color-placeholder']).toBe(PLACEHOLDER);
    for (const ground of ['#ffffff', PAGE_GROUND, merged.colors.gray[1]])
      expect(contrastRatio(PLACEHOLDER, ground)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(palettes)(
    '%s: a light badge is opaque and its text reads on it, on any row colour',
    (name, palette) => {
      const light = merged.variantColorResolver({ color: name, variant: 'light', theme: merged });
      expect(light.background).toMatch(/^#[0-9a-f]{6}$/);
      expect(light.color).toBe(`var(--mantine-color-${name}-${TEXT_SHADE})`);
      expect(contrastRatio(palette[TEXT_SHADE], light.background)).toBeGreaterThanOrEqual(AA_TEXT);
      const explicit = merged.variantColorResolver({ color: `${name}.4`, variant: 'light', theme: merged });
      expect(explicit.color).toBe(`var(--mantine-color-${name}-${TEXT_SHADE})`);
    },
  );

  it('the primary colour is the text shade', () => {
    expect(merged.primaryShade).toBe(TEXT_SHADE);
  });
});
