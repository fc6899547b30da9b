/** The interface's languages: Chinese first (the default), then English. */
export const languages = ['zh-CN', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** Where the browser keeps the visitor's choice (localStorage), shared by its tabs. */
export const LANGUAGE_STORAGE_KEY = 'bk.lang';
/** The same choice as a cookie, so the server renders a portal page's first view in it. */
export const LANGUAGE_COOKIE = 'bk.lang';
