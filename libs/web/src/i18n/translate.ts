import type { Language } from './language-store';

/** Every visible string exists in both languages; the type makes a missing one a compile error. */
export type Localized = { zh: string; en: string };
export type MessageDictionary = Record<string, Localized>;
export type MessageVars = Record<string, string | number>;

export const localize = (language: Language, value: Localized): string => (language === 'en' ? value.en : value.zh);

/** Replaces {name} placeholders; unknown placeholders stay visible so they get noticed. */
export const interpolate = (template: string, vars?: MessageVars): string =>
  vars ? template.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match)) : template;

export const translate = <M extends MessageDictionary>(
  messages: M,
  language: Language,
  key: keyof M & string,
  vars?: MessageVars,
): string => {
  const entry = messages[key];
  return entry ? interpolate(localize(language, entry), vars) : key;
};
