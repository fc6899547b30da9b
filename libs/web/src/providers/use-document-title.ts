import { useEffect } from 'react';
import { createI18n } from '../i18n/create-i18n';
import { commonMessages } from '../i18n/common-messages';

const { useT } = createI18n(commonMessages);

/** Spec §2: the page title is the platform name unless the page or channel names itself. */
export const useDocumentTitle = (...parts: (string | null | undefined)[]) => {
  const t = useT();
  const title = [...parts.filter((part): part is string => Boolean(part)), t('platformName')]
    .filter((part, index, all) => all.indexOf(part) === index)
    .join(' - ');
  useEffect(() => {
    document.title = title;
  }, [title]);
};
