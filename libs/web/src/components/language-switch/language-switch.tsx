import { SegmentedControl } from '@mantine/core';
import { createI18n, useLanguage } from '../../i18n/create-i18n';
import { commonMessages } from '../../i18n/common-messages';
import { isLanguage, languageStore } from '../../i18n/language-store';
import classes from './language-switch.module.css';

const { useT } = createI18n(commonMessages);

export const LanguageSwitch = () => {
  const t = useT();
  const language = useLanguage();
  return (
    <SegmentedControl
      className={classes.root}
      size="xs"
      aria-label={t('language')}
      value={language}
      onChange={(value) => {
        if (isLanguage(value)) languageStore.set(value);
      }}
      data={[
        { value: 'zh-CN', label: t('languageZh') },
        { value: 'en', label: t('languageEn') },
      ]}
    />
  );
};
