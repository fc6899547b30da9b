/** Request headers the front ends send (spec §7: channel, uid, tenant id in two spellings, cross-border, lawFirmId). */
export const RequestHeaders = {
  channel: 'channel',
  uid: 'uid',
  tenantId: 'tenantid',
  tenantIdAlt: 'tenant-id',
  crossBorder: 'cross-border',
  lawFirmId: 'lawfirmid',
} as const;

export const SESSION_COOKIE = 'bk_session';
