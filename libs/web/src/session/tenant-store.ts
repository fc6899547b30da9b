import { RequestHeaders } from '@bk/contracts';
import { CROSS_BORDER_DEFAULT } from '@bk/domain';

/** Spec §3 "Tenant state". */
export type TenantState = {
  channel: string;
  tenantId: string | null;
  crossBorder: string;
  lawFirmId?: string;
  uid?: string;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TenantStore = {
  get: () => TenantState | null;
  /** Makes channel the active one; keeps the known tenant id only if the channel is unchanged. */
  setChannel: (channel: string) => TenantState;
  setTenantId: (channel: string, tenantId: string) => TenantState;
  setUid: (uid: string | undefined) => void;
  cachedTenantId: (channel: string) => string | undefined;
  /** Logout and an unknown channel clear cross-border, channel and tenant state (spec §4, §8). */
  clear: () => void;
};

export const TENANT_STORAGE_KEY = 'bk.tenant';

const parse = (raw: string | null): TenantState | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TenantState>;
    if (typeof value.channel !== 'string' || !value.channel) return null;
    return {
      channel: value.channel,
      tenantId: typeof value.tenantId === 'string' ? value.tenantId : null,
      crossBorder: typeof value.crossBorder === 'string' ? value.crossBorder : CROSS_BORDER_DEFAULT,
      ...(typeof value.lawFirmId === 'string' ? { lawFirmId: value.lawFirmId } : {}),
      ...(typeof value.uid === 'string' ? { uid: value.uid } : {}),
    };
  } catch {
    return null;
  }
};

/**
 * Tenant state per browser tab (sessionStorage): two tabs may work for two associations.
 * Without storage (tests, private modes that throw) it degrades to memory.
 */
export const createTenantStore = (storage: KeyValueStorage | undefined): TenantStore => {
  let memory: TenantState | null = null;
  const read = (): TenantState | null => {
    if (!storage) return memory;
    try {
      return parse(storage.getItem(TENANT_STORAGE_KEY));
    } catch {
      return memory;
    }
  };
  const write = (state: TenantState | null) => {
    memory = state;
    try {
      if (state) storage?.setItem(TENANT_STORAGE_KEY, JSON.stringify(state));
      else storage?.removeItem(TENANT_STORAGE_KEY);
    } catch {
      // Storage full or disabled: the in-memory copy still serves this page.
    }
  };

  return {
    get: read,
    setChannel: (channel) => {
      const current = read();
      const next: TenantState =
        current?.channel === channel ? current : { channel, tenantId: null, crossBorder: CROSS_BORDER_DEFAULT };
      write(next);
      return next;
    },
    setTenantId: (channel, tenantId) => {
      const current = read();
      const base = current?.channel === channel ? current : { channel, crossBorder: CROSS_BORDER_DEFAULT };
      const next: TenantState = { ...base, channel, tenantId };
      write(next);
      return next;
    },
    setUid: (uid) => {
      const current = read();
      if (!current) return;
      const { uid: _previous, ...rest } = current;
      write(uid ? { ...rest, uid } : rest);
    },
    cachedTenantId: (channel) => {
      const current = read();
      return current?.channel === channel && current.tenantId ? current.tenantId : undefined;
    },
    clear: () => write(null),
  };
};

/** The headers every call carries (spec §7), from the tab's tenant state. */
export const tenantHeaders = (state: TenantState | null): Record<string, string> => {
  const headers: Record<string, string> = {
    [RequestHeaders.crossBorder]: state?.crossBorder ?? CROSS_BORDER_DEFAULT,
  };
  if (state?.channel) headers[RequestHeaders.channel] = state.channel;
  if (state?.tenantId) {
    headers[RequestHeaders.tenantId] = state.tenantId;
    headers[RequestHeaders.tenantIdAlt] = state.tenantId;
  }
  if (state?.uid) headers[RequestHeaders.uid] = state.uid;
  if (state?.lawFirmId) headers[RequestHeaders.lawFirmId] = state.lawFirmId;
  return headers;
};

/** Spec §4: the guard takes the channel from the _channel query, else from the association id. */
export const channelFrom = (associationId: string, channelQuery?: string): string => {
  const fromQuery = channelQuery?.trim();
  return fromQuery ? fromQuery : associationId;
};
