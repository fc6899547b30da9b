import { PermissionKeys } from '@bk/domain';
import type { MenuEntry } from '../shell/console-menu-kit';

export const announcementsMenu = [
  {
    group: 'courtReform',
    key: 'courtReformGgxx',
    label: { zh: '公告信息', en: 'Announcements' },
    to: '/index/$associationId/courtReformGgxx',
    // Restructuring centres (csj) grant announcements as their outside-court notices key.
    permission: [PermissionKeys.courtReformAnnouncement, PermissionKeys.csjOutsideCourtNotices],
  },
] as const satisfies readonly MenuEntry[];
