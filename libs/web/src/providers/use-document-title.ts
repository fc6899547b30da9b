import { useEffect } from 'react';
import { createI18n } from '../i18n/create-i18n';
import { commonMessages } from '../i18n/common-messages';

const { useT, current } = createI18n(commonMessages);

/** Spec §2: the page title is the platform name unless the page or channel names itself. */
const composeTitle = (parts: (string | null | undefined)[], platformName: string): string =>
  [...parts.filter((part): part is string => Boolean(part)), platformName].filter((part, index, all) => all.indexOf(part) === index).join(' - ');

/** The title a page sets, in the current language: what a server-rendered page puts in its `<title>`. */
export const documentTitle = (...parts: (string | null | undefined)[]): string => composeTitle(parts, current()('platformName'));

export const useDocumentTitle = (...parts: (string | null | undefined)[]) => {
  const title = composeTitle(parts, useT()('platformName'));
  useEffect(() => {
    document.title = title;
  }, [title]);
};
