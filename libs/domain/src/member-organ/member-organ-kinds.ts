import { PermissionKeys, type PermissionKey } from '../access/permission-keys';
import type { Label } from '../shared/transitions';

/**
 * The kinds of member organisation: a restructuring centre's organisations (/api/v1/org/csj/)
 * and an association's law firms (/api/v1/lawfirm/). Both are an organisation with an office
 * tree, office users and searchable members; the differences are declared here, once.
 */
export const memberOrganKindCodes = ['csj', 'lawfirm'] as const;
export type MemberOrganKind = (typeof memberOrganKindCodes)[number];

export type MemberOrganKindDeclaration = {
  kind: MemberOrganKind;
  /** What one organisation of the kind is called: 机构, 律所. */
  noun: Label;
  /** Reading the kind's organisations, offices and members. */
  viewKey: PermissionKey;
  /** Adding and changing them (offices and users included). */
  editKey: PermissionKey;
  /** Whether the kind keeps consultants (顾问): only the restructuring centre's organisations. */
  consultants: boolean;
};

export const memberOrganKinds: Record<MemberOrganKind, MemberOrganKindDeclaration> = {
  csj: {
    kind: 'csj',
    noun: { zh: '机构', en: 'organisation' },
    viewKey: PermissionKeys.csjAllOrganisations,
    editKey: PermissionKeys.csjAddOrganisation,
    consultants: true,
  },
  lawfirm: {
    kind: 'lawfirm',
    noun: { zh: '律所', en: 'law firm' },
    viewKey: PermissionKeys.lawFirmView,
    editKey: PermissionKeys.lawFirmEdit,
    consultants: false,
  },
};
