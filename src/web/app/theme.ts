import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  InputClearButton,
  type MantineColorsTuple,
  Notification,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { LIGHT_TINT, over, PLACEHOLDER, readableGray, readablePalette, TEXT_SHADE } from './readable-colors';

/** Deep water blue: the brand colour. */
const montor: MantineColorsTuple = [
  '#e8f2fb',
  '#d0e2f4',
  '#a0c3e8',
  '#6ca2dc',
  '#4386d2',
  '#2a75cc',
  '#1b6bc9',
  '#0d5ab2',
  '#004fa0',
  '#0a3a6e',
];

/** Warm copper: the accent for heating and calls to action. */
const copper: MantineColorsTuple = [
  '#fff0e6',
  '#ffe0cf',
  '#fbbf9e',
  '#f79c69',
  '#f37e3d',
  '#f16b21',
  '#f16011',
  '#d64f05',
  '#bf4500',
  '#a73900',
];

/** Every palette, Mantine's and ours, with text shades that meet WCAG AA (readable-colors.ts). */
const colors = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, montor, copper }).map(([name, palette]) => [
    name,
    name === 'gray' ? readableGray(readablePalette(palette)) : readablePalette(palette),
  ]),
);

/**
 * Light badges, buttons and alerts get an opaque tint (Mantine's is 10 % see-through), so their text
 * keeps its contrast on a highlighted row or a tinted card, not only on white; the text is never paler
 * than the text shade.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return resolved;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return resolved;
  const shade = Math.max(parsed.shade ?? TEXT_SHADE, TEXT_SHADE);
  const base = input.theme.colors[parsed.color]?.[shade];
  if (!base) return resolved;
  return {
    ...resolved,
    background: over(base, LIGHT_TINT, '#ffffff'),
    hover: over(base, LIGHT_TINT * 1.2, '#ffffff'),
    color: `var(--mantine-color-${parsed.color}-${shade})`,
  };
};

export const theme = createTheme({
  primaryColor: 'montor',
  primaryShade: TEXT_SHADE,
  colors,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  variantColorResolver,
  components: {
    // A clearable field's × has no text; a screen reader would announce only "button".
    InputClearButton: InputClearButton.extend({ defaultProps: { 'aria-label': 'Töm fältet' } }),
    // The same for a notice's ×, which a screen reader would otherwise announce as "button".
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Stäng meddelandet' } },
    }),
  },
});

/** Colours the theme object cannot set; MantineProvider takes it beside the theme. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-placeholder': PLACEHOLDER,
    // Mantine writes field errors with red 6 (3.6:1 on white); shade 7 is the readable one (readable-colors.ts).
    '--mantine-color-error': `var(--mantine-color-red-${TEXT_SHADE})`,
  },
  dark: {},
});
