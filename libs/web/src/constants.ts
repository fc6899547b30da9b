/**
 * Front-end timing constants from spec §9. They live here until libs/domain publishes its own
 * constants module; then these should re-export from there.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
export const LOADING_INDICATOR_DELAY_MS = 1_000;
export const CROSS_TAB_RELOAD_DELAY_MS = 1_500;
export const DEBOUNCE_MS = 500;
/** Spec §3 "Tenant state": cross_border defaults to "1". */
export const DEFAULT_CROSS_BORDER = '1';
/** Spec §5 "Display": an empty value shows "--". */
export const EMPTY_DISPLAY = '--';
