import { EmptyState as MantineEmptyState } from '@mantine/core';
import type { ReactNode } from 'react';
import { createI18n } from '../../i18n/create-i18n';
import { commonMessages } from '../../i18n/common-messages';
import classes from './empty-state.module.css';

const { useT } = createI18n(commonMessages);

const InboxIcon = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
    <path d="M4 13h4l1.5 3h5L16 13h4" />
    <path d="M5.5 5h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5z" />
  </svg>
);

export type EmptyStateProps = { title?: ReactNode; description?: ReactNode; action?: ReactNode };

export const EmptyState = ({ title, description, action }: EmptyStateProps) => {
  const t = useT();
  return (
    <MantineEmptyState
      className={classes.root}
      icon={<InboxIcon />}
      withIndicatorBackground
      title={title ?? t('emptyTitle')}
      description={description}
      data-testid="empty-state"
    >
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
};
