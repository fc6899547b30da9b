/** Spec §9: every business constant and limit, in one typed place. Durations are milliseconds. */

/** List summaries are cut to this many characters. */
export const SUMMARY_LENGTH = 90;

/** Largest single upload: 50 MB. */
export const UPLOAD_MAX_BYTES = 52_428_800;

/** The assistant shows this many options, then an expand control. */
export const ASSISTANT_VISIBLE_OPTIONS = 5;

/** The assistant chat box is this high when compact; otherwise full height. */
export const ASSISTANT_COMPACT_HEIGHT_PX = 400;

export const SCROLL_HIDE_TIMEOUT_MS = 250;

/** Content published less than this many days ago carries the "new" tag. */
export const NEW_TAG_DAYS = 7;

/** Ignoring the new-version prompt silences it for five minutes. */
export const VERSION_PROMPT_SNOOZE_MS = 5 * 60 * 1000;

/** After a login or logout in one tab, the other tabs reload after about 1.5 s. */
export const CROSS_TAB_RELOAD_DELAY_MS = 1_500;

export const DEBOUNCE_MS = 500;
export const DIRECTIVE_DEBOUNCE_MS = 300;

export const REQUEST_TIMEOUT_MS = 10_000;
/** The roster batch import uploads a spreadsheet and waits for the server to check every row. */
export const ROSTER_IMPORT_TIMEOUT_MS = 60_000;

/** The global spinner appears only for requests still pending after this delay. */
export const LOADING_SPINNER_DELAY_MS = 1_000;

export const NETWORK_WATCH_INTERVAL_MS = 5_000;
export const ERROR_REPORT_DELAY_MS = 5_000;

/** Money input (directive) rounds to 2 decimals; the money display filter shows 4. */
export const MONEY_INPUT_DECIMALS = 2;
export const MONEY_DISPLAY_DECIMALS = 4;

/** Numeric-only inputs allow this many decimals unless told otherwise. */
export const NUMERIC_INPUT_DECIMALS = 2;

export const UNIFIED_CODE_LENGTH = 18;
export const CITIZEN_ID_LENGTH = 18;
export const LEGACY_CITIZEN_ID_LENGTH = 15;

/** Date pickers open on roughly the last three months. */
export const DEFAULT_DATE_RANGE_MONTHS = 3;

/** The cross_border tenant flag when nothing else set it. */
export const CROSS_BORDER_DEFAULT = '1';

/**
 * Local config keys store two side-panel offsets; the spec gives the values (33 and 308) but
 * not their meaning, read here as the collapsed and the expanded width.
 */
export const SIDE_PANEL_OFFSETS = { collapsed: 33, expanded: 308 } as const;

/** What an empty value displays as. */
export const EMPTY_DISPLAY = '--';
