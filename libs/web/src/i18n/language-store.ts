import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language } from '@bk/contracts';
import { z } from 'zod';
import { en as zodEn, zhCN as zodZhCN } from 'zod/locales';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, languages, type Language } from '@bk/contracts';

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

const A_YEAR_IN_SECONDS = 365 * 24 * 3600;

/**
 * Side effects of the language: the document's lang attribute, zod's default messages, and the
 * cookie the server reads to render a portal page's first view in the same language.
 */
const applyLanguage = (language: Language) => {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
  }
  z.config(language === 'en' ? zodEn() : zodZhCN());
};

export const languageStore = createLanguageStore(browserStorage(), applyLanguage);
