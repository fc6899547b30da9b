import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { commonMessages } from '../i18n/common-messages';
import { makeTranslator } from '../i18n/create-i18n';
import type { Language } from '../i18n/language-store';

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
    Modal: { defaultProps: { centered: true } },
  },
});

/**
 * The same theme with Mantine's built-in accessible names (close buttons, password toggle,
 * pagination controls) in the current language; Mantine's defaults are English or missing.
 */
export const localizedTheme = (language: Language): MantineThemeOverride => {
  const t = makeTranslator(commonMessages, language);
  const closeButtonProps = { 'aria-label': t('close') };
  const controlLabels = { first: t('pageFirst'), previous: t('pagePrevious'), next: t('pageNext'), last: t('pageLast') };
  return createTheme({
    ...theme,
    components: {
      ...theme.components,
      Modal: { defaultProps: { centered: true, closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
      PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t('togglePassword') } } },
      Pagination: {
        defaultProps: {
          getControlProps: (control: keyof typeof controlLabels) => ({ 'aria-label': controlLabels[control] }),
          getItemProps: (page: number) => ({ 'aria-label': t('pageNumber', { page }) }),
        },
      },
    },
  });
};

/** Mantine's palettes whose default filled, text and light-variant shades fall below 4.5:1 on white. */
const CONTRAST_PALETTES = ['red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'gray'] as const;

/**
 * WCAG AA contrast (4.5:1 for text) for everything Mantine colours by default, fixed once for both
 * front ends: dimmed text (#868e96 is 3.3:1), error red (red.6 is 3.3:1) and the coloured
 * badges, alerts and texts (orange.6 under white text is 2.9:1). Each palette's filled, text and
 * light-variant colour becomes its darkest shade, darkened further; the hues stay recognisable.
 */
export const accessibleCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      CONTRAST_PALETTES.flatMap((palette) => {
        const strong = `color-mix(in srgb, var(--mantine-color-${palette}-9) 75%, black)`;
        return [
          [`--mantine-color-${palette}-filled`, strong],
          [`--mantine-color-${palette}-text`, strong],
          [`--mantine-color-${palette}-light-color`, strong],
        ];
      }),
    ),
  },
  dark: {},
});
