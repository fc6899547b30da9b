import { z } from 'zod';
import { en as zodEn, zhCN as zodZhCN } from 'zod/locales';

export const languages = ['zh-CN', 'en'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
export const LANGUAGE_STORAGE_KEY = 'bk.lang';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type LanguageStore = {
  get: () => Language;
  set: (language: Language) => void;
  subscribe: (listener: () => void) => () => void;
};

/** The chosen language, persisted in localStorage so it survives reloads and is shared by tabs. */
export const createLanguageStore = (storage: KeyValueStorage | undefined, onChange?: (language: Language) => void): LanguageStore => {
  const readStored = (): Language => {
    try {
      const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
      return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
    } catch {
      return DEFAULT_LANGUAGE;
    }
  };
  let current = readStored();
  const listeners = new Set<() => void>();
  onChange?.(current);

  return {
    get: () => current,
    set: (language) => {
      if (language === current) return;
      current = language;
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, language);
      } catch {
        // Not persisted; the choice still applies to this page.
      }
      onChange?.(language);
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

const browserStorage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

/** Side effects of the language: the document's lang attribute and zod's default messages. */
const applyLanguage = (language: Language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  z.config(language === 'en' ? zodEn() : zodZhCN());
};

export const languageStore = createLanguageStore(browserStorage(), applyLanguage);
