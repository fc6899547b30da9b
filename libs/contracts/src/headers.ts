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

/**
 * Creating calls honour this header: a repeat with the same key (a double click, a retry after a
 * lost answer) returns the first result instead of creating again. Clients make one key per
 * submission attempt and keep it across retries.
 */
export const IdempotencyHeader = 'idempotency-key';
