import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createI18n } from '../i18n/create-i18n';
import { commonMessages } from '../i18n/common-messages';
import { buildCommitId } from './build-info';
import { createVersionChecker } from './version-check';
import classes from './version-prompt.module.css';

const { useT } = createI18n(commonMessages);

const fetchJson = async (url: string): Promise<unknown> => {
  const response = await window.fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`version marker answered ${response.status}`);
  return response.json();
};

/** Spec §4 version check, for both front ends: a small non-modal prompt offering refresh or ignore. */
export const VersionPrompt = () => {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const refreshRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const checker = useMemo(
    () => createVersionChecker({ buildCommitId: buildCommitId(), fetchJson, now: () => Date.now(), onNewVersion: () => setVisible(true) }),
    [],
  );

  useEffect(() => {
    if (buildCommitId() === 'dev') return undefined;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void checker.check();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [checker]);

  useEffect(() => {
    if (visible) refreshRef.current?.focus();
  }, [visible]);

  if (!visible) return null;
  const ignore = () => {
    checker.snooze();
    setVisible(false);
  };
  return (
    <Paper role="alertdialog" aria-modal="false" aria-labelledby={textId} className={classes.prompt} shadow="lg" withBorder data-testid="version-prompt">
      <Text id={textId} size="sm" fw={500}>
        {t('versionNew')}
      </Text>
      <Group justify="flex-end" gap="xs" mt="sm">
        <Button size="xs" variant="default" onClick={ignore}>
          {t('versionIgnore')}
        </Button>
        <Button ref={refreshRef} size="xs" onClick={() => window.location.reload()}>
          {t('versionRefresh')}
        </Button>
      </Group>
    </Paper>
  );
};
