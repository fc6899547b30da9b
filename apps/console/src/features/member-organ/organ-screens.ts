import { memberOrganKinds, type MemberOrganKindDeclaration } from '@bk/domain';
import type { ConsoleMessageKey } from '../../i18n';

/**
 * A member-organisation kind's screens as a declaration: the list, detail, edit and tree screens
 * of the kit read everything kind-specific from here.
 */
export type OrganScreens = {
  declaration: MemberOrganKindDeclaration;
  title: ConsoleMessageKey;
  intro: ConsoleMessageKey;
  /** The law firms' figures above the list. */
  census: boolean;
  /** The law firms' Excel import. */
  importable: boolean;
  /** Prefix of test ids: csj-org, lawfirm. */
  testId: string;
};

export const csjOrganScreens: OrganScreens = { declaration: memberOrganKinds.csj, title: 'csjOrgTitle', intro: 'csjOrgIntro', census: false, importable: false, testId: 'csj-org' };
export const lawFirmScreens: OrganScreens = { declaration: memberOrganKinds.lawfirm, title: 'lawFirmTitle', intro: 'lawFirmIntro', census: true, importable: true, testId: 'lawfirm' };

/** How the kit's screens reach each other: each kind's routes say where its screens are. */
export type OrganNavigation = {
  list: () => void;
  detail: (orgId: string) => void;
  edit: (orgId?: string) => void;
  /** A separate tree screen (csj orgTree); without it the detail shows the tree. */
  tree?: (orgId: string) => void;
};
