import { notifications } from '@mantine/notifications';
import { createI18n } from '../i18n/create-i18n';
import { commonMessages } from '../i18n/common-messages';
import { languageStore } from '../i18n/language-store';
import { isLoginPath, loginRedirectPath } from '../navigation/redirect';
import { createTenantStore, tenantHeaders } from '../session/tenant-store';
import { createApiClient } from './api-client';
import type { ApiError } from './api-error';
import { createLoadingTracker } from './loading-tracker';

const sessionStore = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** This tab's tenant state (spec §3): read by every call's headers. */
export const tenantStore = createTenantStore(sessionStore());
export const loadingTracker = createLoadingTracker();

const { current: commonT } = createI18n(commonMessages);

/** What the toast says: the server's msg, else a sentence for the kind of failure. */
export const errorMessage = (error: ApiError): string => {
  const t = commonT();
  if (error.msg) return error.msg;
  if (error.kind === 'timeout') return t('errorTimeout');
  if (error.kind === 'network') return t('errorNetwork');
  if (error.status >= 500) return t('errorServer');
  return t('errorUnexpected');
};

const recentToasts = new Map<string, number>();
const TOAST_DEDUPE_MS = 3_000;

/** Several queries failing together (API down) should say so once, not five times. */
const toastError = (error: ApiError) => {
  const message = errorMessage(error);
  const now = Date.now();
  const last = recentToasts.get(message);
  if (last !== undefined && now - last < TOAST_DEDUPE_MS) return;
  recentToasts.set(message, now);
  notifications.show({ color: 'red', title: commonT()('errorTitle'), message, withBorder: true });
};

let redirecting = false;

/** Spec §6: a "not logged in" answer sends the browser to the console login, with the way back. */
const redirectToLogin = () => {
  if (typeof window === 'undefined' || redirecting) return;
  const channel = tenantStore.get()?.channel;
  const { pathname, search } = window.location;
  if (!channel || isLoginPath(pathname)) return;
  redirecting = true;
  window.location.assign(loginRedirectPath(channel, `${pathname}${search}`));
};

export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  // The server words refusals in the language the page is shown in, not the browser's default.
  headers: () => ({ ...tenantHeaders(tenantStore.get()), 'Accept-Language': languageStore.get() === 'en' ? 'en' : 'zh-CN' }),
  loading: loadingTracker,
  onUnauthorized: redirectToLogin,
  onError: toastError,
});
