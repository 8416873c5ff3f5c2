import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'montor',
  primaryShade: 7,
  colors: { montor, copper },
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
