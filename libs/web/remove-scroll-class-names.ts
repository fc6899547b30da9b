import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * What Mantine's AppShell header, footer and aside take from react-remove-scroll: the two class
 * names that keep fixed bars clear of the scrollbar while a modal locks scrolling. The build
 * resolves AppShell's import of the library to this module (vite.app-config.ts), so a shell's first
 * page does not download the scroll-lock code; modals and drawers still import the library itself.
 */
export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
