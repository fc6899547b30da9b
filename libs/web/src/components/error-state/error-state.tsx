import { Button, EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/browser-client';
import { isApiError } from '../../api/api-error';
import { createI18n } from '../../i18n/create-i18n';
import { commonMessages } from '../../i18n/common-messages';
import classes from './error-state.module.css';

const { useT } = createI18n(commonMessages);

const AlertIcon = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <path d="M12 3 2 20h20L12 3z" />
    <path d="M12 10v4M12 17h.01" />
  </svg>
);

export type ErrorStateProps = {
  error: unknown;
  title?: ReactNode;
  onRetry?: () => void;
  action?: ReactNode;
};

/** A failed load, in place of the content it was loading; offers a retry when one makes sense. */
export const ErrorState = ({ error, title, onRetry, action }: ErrorStateProps) => {
  const t = useT();
  const description = isApiError(error) ? t.m(errorMessage(error)) : t('errorUnexpected');
  return (
    <MantineEmptyState
      className={classes.root}
      variant="light"
      color="red"
      icon={<AlertIcon />}
      title={title ?? t('errorTitle')}
      description={description}
      role="alert"
      data-testid="error-state"
    >
      {onRetry || action ? (
        <MantineEmptyState.Actions>
          {onRetry ? (
            <Button variant="light" onClick={onRetry}>
              {t('retry')}
            </Button>
          ) : null}
          {action}
        </MantineEmptyState.Actions>
      ) : null}
    </MantineEmptyState>
  );
};
