import { Group, Loader, Text } from '@mantine/core';
import { createI18n } from '../../i18n/create-i18n';
import { commonMessages } from '../../i18n/common-messages';
import classes from './page-loader.module.css';

const { useT } = createI18n(commonMessages);

/** The pending view of a route whose data takes a while (router pendingMs decides when). */
export const PageLoader = () => {
  const t = useT();
  return (
    <div className={classes.root} role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{t('loading')}</Text>
      </Group>
    </div>
  );
};
