import { ErrorState, useDocumentTitle } from '@bk/web';
import { Paper } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useShellT } from '../../i18n';
import classes from './errors.module.css';

/** The association could not be loaded (API down, server error): say so and offer a retry. */
export const AssociationError = ({ error }: ErrorComponentProps) => {
  const t = useShellT();
  const router = useRouter();
  useDocumentTitle(t('errorTitle'));
  return (
    <main className={classes.page}>
      <Paper withBorder shadow="sm" className={classes.card}>
        <ErrorState error={error} onRetry={() => void router.invalidate()} />
      </Paper>
    </main>
  );
};
