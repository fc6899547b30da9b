import { Group, Loader, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { loadingTracker } from '../../api/browser-client';
import { createI18n } from '../../i18n/create-i18n';
import { commonMessages } from '../../i18n/common-messages';
import classes from './global-loading.module.css';

const { useT } = createI18n(commonMessages);

/** Spec §4: the global indicator, counted across requests and shown only after 1 s. */
export const GlobalLoading = () => {
  const t = useT();
  const visible = useSyncExternalStore(loadingTracker.subscribe, loadingTracker.visible, loadingTracker.visible);
  if (!visible) return null;
  return (
    <div className={classes.root} role="status" aria-live="polite" data-testid="global-loading">
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" />
        <Text size="sm">{t('loading')}</Text>
      </Group>
    </div>
  );
};
