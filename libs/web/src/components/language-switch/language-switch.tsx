import { Button } from '@mantine/core';
import { createI18n, useLanguage } from '../../i18n/create-i18n';
import { commonMessages } from '../../i18n/common-messages';
import { languageStore, type Language } from '../../i18n/language-store';
import classes from './language-switch.module.css';

const { useT } = createI18n(commonMessages);

const OPTIONS = [
  { value: 'zh-CN', label: 'languageZh', lang: 'zh-CN' },
  { value: 'en', label: 'languageEn', lang: 'en' },
] as const satisfies readonly { value: Language; label: keyof typeof commonMessages; lang: string }[];

/**
 * Two toggle buttons rather than Mantine's SegmentedControl: its sliding indicator measures the
 * layout when it mounts, a forced reflow of the whole page before the first paint (about 90 ms of
 * main-thread time on the portal home, which renders the switch in its header).
 */
export const LanguageSwitch = () => {
  const t = useT();
  const language = useLanguage();
  return (
    <Button.Group className={classes.root} aria-label={t('language')}>
      {OPTIONS.map((option) => (
        <Button
          key={option.value}
          size="compact-xs"
          variant={language === option.value ? 'filled' : 'default'}
          aria-pressed={language === option.value}
          lang={option.lang}
          onClick={() => languageStore.set(option.value)}
        >
          {t(option.label)}
        </Button>
      ))}
    </Button.Group>
  );
};
