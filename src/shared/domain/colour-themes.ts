/** api-spec §4 colour themes of the provider's banners. */
export const colorThemes = ['BLUE', 'DARK_BLUE', 'LIGHT_BLUE', 'WHITE', 'GREY', 'LIGHT_GREY'] as const;
export type ColorTheme = (typeof colorThemes)[number];

/**
 * The colours of api-spec §4's themes (decision 0056): a banner's card and its picture use the same ones,
 * so the text on it keeps its contrast whichever theme the provider picks.
 */
export const THEME_COLOURS: Record<
  ColorTheme,
  { background: string; text: string; accent: string; dark: boolean }
> = {
  BLUE: { background: '#1c5fa8', text: '#ffffff', accent: '#74b3f0', dark: true },
  DARK_BLUE: { background: '#0f2f57', text: '#ffffff', accent: '#3f86d6', dark: true },
  LIGHT_BLUE: { background: '#d7e8f8', text: '#0f2f57', accent: '#1c5fa8', dark: false },
  WHITE: { background: '#ffffff', text: '#0f2f57', accent: '#1c5fa8', dark: false },
  GREY: { background: '#4d565e', text: '#ffffff', accent: '#c9d0d6', dark: true },
  LIGHT_GREY: { background: '#eef1f4', text: '#1f2a33', accent: '#5c6670', dark: false },
};

/** The themes as the administration names them. */
export const colorThemeLabels: Record<ColorTheme, string> = {
  BLUE: 'Blå',
  DARK_BLUE: 'Mörkblå',
  LIGHT_BLUE: 'Ljusblå',
  WHITE: 'Vit',
  GREY: 'Grå',
  LIGHT_GREY: 'Ljusgrå',
};
