import { channelFrom, createTenantStore, TENANT_STORAGE_KEY, tenantHeaders } from './tenant-store';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};

describe('tenant store', () => {
  it('caches the tenant id per channel and forgets it when the channel changes', () => {
    const storage = memoryStorage();
    const store = createTenantStore(storage);

    store.setChannel('assoc-a');
    store.setTenantId('assoc-a', 'tenant-a');
    expect(store.cachedTenantId('assoc-a')).toBe('tenant-a');
    expect(createTenantStore(storage).cachedTenantId('assoc-a')).toBe('tenant-a');

    store.setChannel('assoc-b');
    expect(store.cachedTenantId('assoc-a')).toBeUndefined();
    expect(store.get()).toEqual({ channel: 'assoc-b', tenantId: null, crossBorder: '1' });
  });

  it('clears everything on logout', () => {
    const storage = memoryStorage();
    const store = createTenantStore(storage);
    store.setTenantId('assoc-a', 'tenant-a');
    store.setUid('u1');

    store.clear();

    expect(store.get()).toBeNull();
    expect(storage.data.has(TENANT_STORAGE_KEY)).toBe(false);
  });

  it('ignores corrupt stored state', () => {
    const storage = memoryStorage();
    storage.setItem(TENANT_STORAGE_KEY, '{not json');
    expect(createTenantStore(storage).get()).toBeNull();
  });
});

describe('tenant headers (spec §7)', () => {
  it('sends the tenant id under both spellings, the channel, uid and cross-border 1', () => {
    expect(tenantHeaders({ channel: 'assoc-a', tenantId: 't', crossBorder: '1', uid: 'u1' })).toEqual({
      channel: 'assoc-a',
      tenantid: 't',
      'tenant-id': 't',
      'cross-border': '1',
      uid: 'u1',
    });
  });

  it('still sends cross-border before any tenant is known', () => {
    expect(tenantHeaders(null)).toEqual({ 'cross-border': '1' });
  });

  it('prefers the _channel query over the association id', () => {
    expect(channelFrom('assoc-a', ' other ')).toBe('other');
    expect(channelFrom('assoc-a', '')).toBe('assoc-a');
    expect(channelFrom('assoc-a')).toBe('assoc-a');
  });
});
