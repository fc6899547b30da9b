import { PermissionKeys } from '@bk/domain';
import type { MenuEntry } from '../shell/console-menu-kit';

/** The centre's organisations in the csj menu (全部机构, 新增机构), law firms in the organisation area. */
export const memberOrganMenu = [
  { group: 'restructuring', key: 'orgList', label: { zh: '全部机构', en: 'All organisations' }, to: '/index/$associationId/orgList', permission: PermissionKeys.csjAllOrganisations },
  { group: 'restructuring', key: 'orgEdit', label: { zh: '新增机构', en: 'Add an organisation' }, to: '/index/$associationId/orgEdit', permission: PermissionKeys.csjAddOrganisation },
  { group: 'organisations', key: 'lawFirmList', label: { zh: '律所管理', en: 'Law firms' }, to: '/index/$associationId/lawFirmList', permission: PermissionKeys.lawFirmView },
] as const satisfies readonly MenuEntry[];
