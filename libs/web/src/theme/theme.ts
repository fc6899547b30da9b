import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A sober civic blue; index 7 is the primary shade used for buttons and links. */
const brand: MantineColorsTuple = [
  '#e9f1fb',
  '#d2e1f4',
  '#a5c1e8',
  '#749fdb',
  '#4c82d0',
  '#3370c9',
  '#2466c6',
  '#1656ae',
  '#0b4c9c',
  '#00418a',
];

const fontFamily =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif';

/** The one Mantine theme both front ends use. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    Modal: { defaultProps: { centered: true } },
  },
});
