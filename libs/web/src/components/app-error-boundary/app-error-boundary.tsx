import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { createI18n } from '../../i18n/create-i18n';
import { commonMessages } from '../../i18n/common-messages';
import classes from './app-error-boundary.module.css';

const { useT } = createI18n(commonMessages);

const Fallback = () => {
  const t = useT();
  return (
    <Center className={classes.root} role="alert">
      <Stack align="center" gap="sm">
        <Title order={2}>{t('errorTitle')}</Title>
        <Text c="dimmed">{t('errorUnexpected')}</Text>
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
      </Stack>
    </Center>
  );
};

type State = { failed: boolean };

/** Last line of defence around the whole app: a render error shows a reload page, not a blank one. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <Fallback /> : this.props.children;
  }
}
