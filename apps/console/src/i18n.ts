import { commonMessages, createI18n, type MessageDictionary } from '@bk/web';
import type { FeatureMessages } from './feature-messages';
import { dashboardMessages } from './features/dashboard/dashboard-messages';
import { loginMessages } from './features/login/login-messages';
import { sharedMessages } from './features/shared/shared-messages';
import { shellMessages } from './features/shell/shell-messages';

/**
 * What the console's first pages say (the shell, the sign-in page, the dashboard, the error
 * pages): in the entry chunk. The other features' messages (feature-messages.ts) arrive with the
 * first screen behind the sign-in.
 */
export const shellDictionary = {
  ...commonMessages,
  ...sharedMessages,
  ...shellMessages,
  ...loginMessages,
  ...dashboardMessages,
};

export type ConsoleMessages = typeof shellDictionary & FeatureMessages;

// One dictionary the translators read at call time; the feature catalogues are merged into it.
const dictionary: MessageDictionary = { ...shellDictionary };
let featureMessagesLoaded: Promise<void> | undefined;

/**
 * Loads the feature catalogues once. The routes behind the sign-in and the communicate area await
 * it before they render (features/shell/layout-routes.tsx, communicate-routes.tsx); a failed
 * download is retried on the next navigation.
 */
export const loadFeatureMessages = (): Promise<void> =>
  (featureMessagesLoaded ??= import('./feature-messages').then(
    ({ featureMessages }) => void Object.assign(dictionary, featureMessages),
    (error: unknown) => {
      featureMessagesLoaded = undefined;
      throw error;
    },
  ));

/** For screens behind the sign-in: every key, available once loadFeatureMessages has resolved. */
export const { useT, current: currentT } = createI18n(dictionary as ConsoleMessages);
/** For the first pages, which render before the feature catalogues load: only their keys type-check. */
export const { useT: useShellT } = createI18n(dictionary as typeof shellDictionary);
export type ConsoleT = ReturnType<typeof useT>;
export type ConsoleMessageKey = keyof ConsoleMessages;
