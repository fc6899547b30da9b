import { EmptyState, RouterButton, useDocumentTitle } from '@bk/web';
import { Paper } from '@mantine/core';
import { useEffect } from 'react';
import { useShellT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import classes from './errors.module.css';

/** An unknown page inside /index/:associationId: stay in the back office, offer the dashboard. */
export const NotFoundView = () => {
  const t = useShellT();
  const { associationId } = useAssociation();
  useDocumentTitle(t('notFoundTitle'));
  return (
    <main className={classes.page}>
      <Paper withBorder shadow="sm" className={classes.card}>
        <EmptyState
          title={t('notFoundTitle')}
          description={t('notFoundText')}
          action={
            <RouterButton to="/index/$associationId/dashboard" params={{ associationId }}>
              {t('dashboard')}
            </RouterButton>
          }
        />
      </Paper>
    </main>
  );
};

/** Spec §2: any other unknown path goes to /404, which the portal serves. */
export const ExternalNotFound = () => {
  useEffect(() => {
    window.location.replace('/404');
  }, []);
  return null;
};
