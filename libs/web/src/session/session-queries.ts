import { PORTAL_BOOTSTRAP_ELEMENT_ID, type ChannelConfig, type LoginRequest, type LoginUser, type PortalBootstrap, type TenantResolution } from '@bk/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { api, tenantStore } from '../api/browser-client';
import { broadcastAuthChange } from '../auth/cross-tab';
import type { TenantState } from './tenant-store';

export const sessionKeys = {
  tenant: (channel: string) => ['session', 'tenant', channel] as const,
  channelConfig: (channel: string) => ['session', 'channelConfig', channel] as const,
  loginUser: (channel: string) => ['session', 'loginUser', channel] as const,
};

/** The association's channel does not exist: the caller goes to /{channel}/404 (spec §8). */
export class TenantNotFoundError extends Error {
  override readonly name = 'TenantNotFoundError';
  constructor(readonly channel: string) {
    super(`Unknown association: ${channel}`);
  }
}

export const isTenantNotFound = (error: unknown): error is TenantNotFoundError => error instanceof TenantNotFoundError;

export const tenantQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: sessionKeys.tenant(channel),
    queryFn: ({ signal }) =>
      api.get<TenantResolution>('/api/noauth/v1/tenant', { params: { _channel: channel }, signal, quiet: (e) => e.notFound }),
    // The tab's cached resolution (sessionStorage) answers without a call.
    initialData: () => {
      const tenantId = tenantStore.cachedTenantId(channel);
      return tenantId ? { tenantId } : undefined;
    },
    staleTime: Infinity,
  });

export const channelConfigQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: sessionKeys.channelConfig(channel),
    queryFn: ({ signal }) =>
      api.post<ChannelConfig>('/api/noauth/v1/associatio/config', { channel }, { signal, quiet: (e) => e.notFound }),
    // Staff change it on the back office and expect to see it: navigations re-read it in the background.
    staleTime: 0,
  });

/**
 * The logged-in staff user, or null when nobody is logged in. Probing must not bounce the
 * browser to the login page, so the 401 redirect is off here.
 */
export const loginUserQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: sessionKeys.loginUser(channel),
    queryFn: async ({ signal }): Promise<LoginUser | null> => {
      try {
        const user = await api.get<LoginUser>('/api/v1/user/getLoginUser', { signal, quiet: true, redirectOnUnauthorized: false });
        tenantStore.setUid(user.user.uid);
        return user;
      } catch (error) {
        if (isApiError(error) && error.unauthorized) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

/** Spec §8: when the user cannot be fetched, rightKeys is a single empty string. */
export const rightKeysOf = (user: LoginUser | null | undefined): readonly string[] => user?.rightKeys ?? [''];

/**
 * The route guard of spec §4: make the channel current, then resolve its tenant id (cached per
 * tab). Unknown channels clear the tenant state and raise TenantNotFoundError.
 */
export const resolveTenant = async (queryClient: QueryClient, channel: string): Promise<TenantState> => {
  if (!channel) {
    tenantStore.clear();
    throw new TenantNotFoundError(channel);
  }
  tenantStore.setChannel(channel);
  try {
    const { tenantId } = await queryClient.ensureQueryData(tenantQueryOptions(channel));
    return tenantStore.setTenantId(channel, tenantId);
  } catch (error) {
    if (isApiError(error) && error.notFound) {
      tenantStore.clear();
      queryClient.removeQueries({ queryKey: sessionKeys.tenant(channel) });
      throw new TenantNotFoundError(channel);
    }
    throw error;
  }
};

/** Channels whose configuration came with the page, per query client, until the first guard has used it. */
const seededFromPage = new WeakMap<QueryClient, Set<string>>();

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The association's bootstrap the server embedded in the page (see PortalBootstrap), or undefined
 * when the page carries none or something unreadable: then the guard calls for it as usual.
 */
export const readPortalBootstrap = (doc: Pick<Document, 'getElementById'>): PortalBootstrap | undefined => {
  const text = doc.getElementById(PORTAL_BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!isObject(value) || typeof value.channel !== 'string' || !isObject(value.tenant) || !isObject(value.config)) return undefined;
    if (typeof value.tenant.tenantId !== 'string' || value.config.channel !== value.channel || typeof value.config.title !== 'string') return undefined;
    return value as PortalBootstrap;
  } catch {
    return undefined;
  }
};

/**
 * Starts the query cache with the page's bootstrap: the guard's tenant and configuration reads
 * answer from it, and the first one does not re-read the configuration (the server read it when it
 * served this very page). Later navigations re-read it as before.
 */
export const seedAssociation = (queryClient: QueryClient, { channel, tenant, config }: PortalBootstrap): void => {
  queryClient.setQueryData(sessionKeys.tenant(channel), tenant);
  queryClient.setQueryData(sessionKeys.channelConfig(channel), config);
  const seeded = seededFromPage.get(queryClient) ?? new Set<string>();
  seededFromPage.set(queryClient, seeded.add(channel));
};

/** Tenant first (its id rides on every later call), then the channel's configuration. */
export const loadAssociation = async (queryClient: QueryClient, channel: string) => {
  const tenant = await resolveTenant(queryClient, channel);
  const fromPage = seededFromPage.get(queryClient)?.delete(channel) ?? false;
  try {
    // The cached configuration answers at once; a stale one is re-read for the next navigation.
    const config = await queryClient.ensureQueryData({ ...channelConfigQueryOptions(channel), revalidateIfStale: !fromPage });
    return { tenant, config };
  } catch (error) {
    if (isApiError(error) && error.notFound) throw new TenantNotFoundError(channel);
    throw error;
  }
};

const localStorageOrUndefined = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export const login = async (queryClient: QueryClient, channel: string, body: LoginRequest): Promise<LoginUser> => {
  // A wrong password shows its message on the form (no toast), and must not bounce to the login page we are on.
  const user = await api.post<LoginUser>('/api/v1/login', body, { redirectOnUnauthorized: false, quiet: true });
  tenantStore.setUid(user.user.uid);
  queryClient.setQueryData(sessionKeys.loginUser(channel), user);
  broadcastAuthChange(localStorageOrUndefined(), 'login', Date.now());
  return user;
};

/** Spec §4: logout clears cross-border, channel and tenant state, and the other tabs follow. */
export const logout = async (queryClient: QueryClient): Promise<void> => {
  try {
    await api.post<unknown>('/api/v1/logout', undefined, { quiet: true, redirectOnUnauthorized: false });
  } catch {
    // The session may already be gone; logging out locally is what matters.
  }
  tenantStore.clear();
  queryClient.clear();
  broadcastAuthChange(localStorageOrUndefined(), 'logout', Date.now());
};
