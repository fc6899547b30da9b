import type {
  DisableStaffRequest,
  Page,
  SaveStaffAccountRequest,
  SaveStaffRoleRequest,
  StaffAccessRequest,
  StaffAccountHistoryEntry,
  StaffAccountResult,
  StaffRefRequest,
  StaffRole,
  StaffStatus,
  StaffUserSummary,
  ChangePasswordRequest,
} from '@bk/contracts';
import { api } from '@bk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';

export type AccountListParams = { page: number; keyword: string; status?: StaffStatus };

export const authorityKeys = {
  all: (channel: string) => ['authority', channel] as const,
  accounts: (channel: string, params: AccountListParams) => [...authorityKeys.all(channel), 'accounts', params] as const,
  roles: (channel: string) => [...authorityKeys.all(channel), 'roles'] as const,
  history: (channel: string, uid: string) => [...authorityKeys.all(channel), 'history', uid] as const,
};

export const accountsQueryOptions = (channel: string, params: AccountListParams) =>
  queryOptions({
    queryKey: authorityKeys.accounts(channel, params),
    queryFn: ({ signal }) =>
      api.post<Page<StaffUserSummary>>('/api/v1/menu/queryUserPage', { pageNum: params.page, pageSize: 10, keyword: params.keyword || undefined, status: params.status }, { signal }),
    placeholderData: keepPreviousData,
  });

export const rolesQueryOptions = (channel: string) =>
  queryOptions({ queryKey: authorityKeys.roles(channel), queryFn: ({ signal }) => api.get<StaffRole[]>('/api/v1/authority/roles', { signal }) });

export const accountHistoryQueryOptions = (channel: string, uid: string) =>
  queryOptions({
    queryKey: authorityKeys.history(channel, uid),
    queryFn: ({ signal }) => api.get<StaffAccountHistoryEntry[]>('/api/v1/authority/account/history', { params: { uid }, signal }),
  });

const authority = (path: string) => `/api/v1/authority/${path}`;

export const saveAccount = (request: SaveStaffAccountRequest, idempotencyKey: string) =>
  api.post<StaffAccountResult>(authority('account/save'), request, { idempotencyKey });
export const setAccess = (request: StaffAccessRequest) => api.post<StaffAccountResult>(authority('account/access'), request);
export const disableAccount = (request: DisableStaffRequest) => api.post<StaffAccountResult>(authority('account/disable'), request);
export const enableAccount = (request: StaffRefRequest) => api.post<StaffAccountResult>(authority('account/enable'), request);
export const resetPassword = (request: StaffRefRequest) => api.post<StaffAccountResult>(authority('account/resetPassword'), request);
/** Lifts the account's sign-in waits and its ceiling (its owner was locked out by someone guessing). */
export const unlockSignIn = (request: { uid: string }) => api.post<null>(authority('account/unlockSignIn'), request);
export const saveRole = (request: SaveStaffRoleRequest, idempotencyKey: string) =>
  api.post<{ roleId: string; version: number }>(authority('roles/save'), request, { idempotencyKey });
export const removeRole = (request: { roleId: string; version: number }) => api.post<{ roleId: string }>(authority('roles/remove'), request);
export const changePassword = (request: ChangePasswordRequest) => api.post<null>('/api/v1/user/changePassword', request);

/** After any change, every list of this feature is stale. */
export const refreshAuthority = (queryClient: QueryClient, channel: string) => queryClient.invalidateQueries({ queryKey: authorityKeys.all(channel) });
