import { auditMessages } from './features/audit/audit-messages';
import { authorityMessages } from './features/authority/authority-messages';
import { basicConfigMessages } from './features/basic-config/basic-config-messages';
import { caseAreaMessages } from './features/cases/case-area-messages';
import { communicateMessages } from './features/communicate/communicate-messages';
import { courtReformMessages } from './features/court-reform/court-reform-messages';
import { distressMessages } from './features/distress/distress-messages';
import { memberOrganMessages } from './features/member-organ/member-organ-messages';
import { organisationMessages } from './features/organisation/organisation-messages';
import { restructuringMessages } from './features/restructuring/restructuring-messages';
import { rosterMessages } from './features/roster/roster-messages';

/**
 * The messages of the screens behind the sign-in (one line per feature): a chunk of their own,
 * loaded by loadFeatureMessages (i18n.ts) before the first of those screens renders, so the
 * sign-in page and the dashboard do not download them. Each feature prefixes its keys, so none
 * shadows another's.
 */
export const featureMessages = {
  ...caseAreaMessages,
  ...distressMessages,
  ...courtReformMessages,
  ...restructuringMessages,
  ...auditMessages,
  ...basicConfigMessages,
  ...authorityMessages,
  ...organisationMessages,
  ...rosterMessages,
  ...memberOrganMessages,
  ...communicateMessages,
};

export type FeatureMessages = typeof featureMessages;
