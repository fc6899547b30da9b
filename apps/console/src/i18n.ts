import { commonMessages, createI18n } from '@bk/web';
import { auditMessages } from './features/audit/audit-messages';
import { authorityMessages } from './features/authority/authority-messages';
import { basicConfigMessages } from './features/basic-config/basic-config-messages';
import { caseAreaMessages } from './features/cases/case-area-messages';
import { courtReformMessages } from './features/court-reform/court-reform-messages';
import { dashboardMessages } from './features/dashboard/dashboard-messages';
import { distressMessages } from './features/distress/distress-messages';
import { loginMessages } from './features/login/login-messages';
import { organisationMessages } from './features/organisation/organisation-messages';
import { restructuringMessages } from './features/restructuring/restructuring-messages';
import { rosterMessages } from './features/roster/roster-messages';
import { sharedMessages } from './features/shared/shared-messages';
import { shellMessages } from './features/shell/shell-messages';

/**
 * The console's dictionary, composed from the features' messages (one line per feature). Each
 * feature prefixes its keys, so none shadows another's.
 */
export const consoleMessages = {
  ...commonMessages,
  ...sharedMessages,
  ...shellMessages,
  ...loginMessages,
  ...dashboardMessages,
  ...caseAreaMessages,
  ...distressMessages,
  ...courtReformMessages,
  ...restructuringMessages,
  ...auditMessages,
  ...basicConfigMessages,
  ...authorityMessages,
  ...organisationMessages,
  ...rosterMessages,
};

export const { useT, current: currentT } = createI18n(consoleMessages);
export type ConsoleT = ReturnType<typeof useT>;
export type ConsoleMessageKey = keyof typeof consoleMessages;
