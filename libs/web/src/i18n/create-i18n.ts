import { useMemo, useSyncExternalStore } from 'react';
import { languageStore, type Language } from './language-store';
import { localize, translate, type Localized, type MessageDictionary, type MessageVars } from './translate';
import { translateMessage } from './validation-messages';

export const useLanguage = (): Language =>
  useSyncExternalStore(languageStore.subscribe, languageStore.get, languageStore.get);

export type Translator<M extends MessageDictionary> = {
  (key: keyof M & string, vars?: MessageVars): string;
  language: Language;
  /** Picks the current language from a { zh, en } pair (domain labels, menu labels). */
  l: (value: Localized) => string;
  /** Renders a zh-CN message from a schema or the server in the current language, when known. */
  m: (message: string) => string;
};

export const makeTranslator = <M extends MessageDictionary>(messages: M, language: Language): Translator<M> =>
  Object.assign((key: keyof M & string, vars?: MessageVars) => translate(messages, language, key, vars), {
    language,
    l: (value: Localized) => localize(language, value),
    m: (message: string) => translateMessage(language, message),
  });

/**
 * A typed dictionary per app: createI18n({ ...commonMessages, ...appMessages }) gives a useT()
 * whose keys are checked at compile time, and a translator for code outside React.
 */
export const createI18n = <const M extends MessageDictionary>(messages: M) => {
  const useT = (): Translator<M> => {
    const language = useLanguage();
    return useMemo(() => makeTranslator(messages, language), [language]);
  };
  const current = (): Translator<M> => makeTranslator(messages, languageStore.get());
  return { messages, useT, current };
};
