import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { listenForAuthChanges } from '../auth/cross-tab';
import { AppErrorBoundary } from '../components/app-error-boundary/app-error-boundary';
import { GlobalLoading } from '../components/global-loading/global-loading';
import { createI18n, useLanguage } from '../i18n/create-i18n';
import { commonMessages } from '../i18n/common-messages';
import { accessibleCssVariables, localizedTheme } from '../theme/theme';
import { VersionPrompt } from '../version/version-prompt';

const { current: commonT } = createI18n(commonMessages);

const LazyToastContainer = lazy(() => import('./toast-container').then((module) => ({ default: module.ToastContainer })));

/**
 * The toast container and its transitions (about 12 KiB of compressed JavaScript) load with the
 * first toast, not on every first page: the toasts wait in Mantine's store until it is there, and
 * it stays mounted afterwards so later toasts animate in and out.
 */
const Toasts = () => {
  const { notifications: shown, queue } = useNotifications();
  const wanted = useRef(false);
  if (shown.length > 0 || queue.length > 0) wanted.current = true;
  return wanted.current ? (
    <Suspense fallback={null}>
      <LazyToastContainer />
    </Suspense>
  ) : null;
};

/** Spec §4: when another tab logs in or out, say so and reload after 1.5 s. */
const useCrossTabReload = () => {
  useEffect(
    () =>
      listenForAuthChanges({
        target: window,
        onChange: () => notifications.show({ color: 'blue', message: commonT()('sessionChanged') }),
        reload: () => window.location.reload(),
      }),
    [],
  );
};

const CrossTabReload = () => {
  useCrossTabReload();
  return null;
};

/** Theme, notifications, query client, the global loading indicator, the version prompt and the error boundary. */
export const WebProviders = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => {
  const language = useLanguage();
  const theme = useMemo(() => localizedTheme(language), [language]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={accessibleCssVariables}>
      <Toasts />
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <CrossTabReload />
          <VersionPrompt />
          <GlobalLoading />
          {children}
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
};
