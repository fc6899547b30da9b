import type {
  ApplicantApplication,
  CheckUserCertifyResponse,
  CreateFlowInstanceRequest,
  CreateFlowInstanceResponse,
  DistressDetail,
  DistressSubmitItemResponse,
  DistressSummary,
  DistressSupplyMaterialsRequest,
  DistressUserPageRequest,
  FileDownloadUrl,
  LocalSmsOutboxEntry,
  Page,
  PortalLoginRequest,
  PortalMessagePage,
  PortalUserInfo,
  SaveUserInfoRequest,
  SmsCodeSent,
  UserCertifyRequest,
  UserCertifyResponse,
} from '@bk/contracts';
import { api, isApiError, type RequestOptions } from '@bk/web';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

/**
 * The signed-in portal user's calls. A "not signed in" answer must not send the browser to the
 * staff console's login, so these calls handle it themselves: queries read it as signed out, and
 * the authenticated pages' route guard sends the visitor to the portal's own sign-in.
 */
const portalCall: RequestOptions = { redirectOnUnauthorized: false, quiet: (error) => error.unauthorized };

export const portalUserKeys = {
  all: (channel: string) => ['portal-user', channel] as const,
  me: (channel: string) => ['portal-user', channel, 'me'] as const,
  certification: (channel: string) => ['portal-user', channel, 'certification'] as const,
  messages: (channel: string, pageNum: number, unreadOnly: boolean) => ['portal-user', channel, 'messages', pageNum, unreadOnly] as const,
  unread: (channel: string) => ['portal-user', channel, 'unread'] as const,
  applications: (channel: string, pageNum: number) => ['portal-user', channel, 'applications', pageNum] as const,
  consultations: (channel: string, request: DistressUserPageRequest) => ['portal-user', channel, 'consultations', request] as const,
  consultation: (channel: string, businessId: string) => ['portal-user', channel, 'consultation', businessId] as const,
};

/** The signed-in portal user, or null when nobody is signed in here. */
export const portalUserQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: portalUserKeys.me(channel),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<PortalUserInfo>('/api/v1/auth/getPortalUserInfo', { ...portalCall, signal });
      } catch (error) {
        if (isApiError(error) && error.unauthorized) return null;
        throw error;
      }
    },
    staleTime: 30_000,
  });

export const sendSmsCode = (mobile: string) => api.post<SmsCodeSent>('/api/v1/portal/auth/sendCode', { mobile }, { quiet: true });
export const portalSignIn = (request: PortalLoginRequest) => api.post<PortalUserInfo>('/api/v1/portal/auth/login', request, { quiet: true });
export const portalSignOut = async (queryClient: QueryClient, channel: string) => {
  await api.post<null>('/api/v1/portal/auth/logout', {});
  queryClient.removeQueries({ queryKey: portalUserKeys.all(channel) });
  queryClient.setQueryData(portalUserKeys.me(channel), null);
};

export const certificationQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: portalUserKeys.certification(channel),
    queryFn: ({ signal }) => api.get<CheckUserCertifyResponse>('/api/v1/auth/checkUserCertify', { ...portalCall, signal }),
    staleTime: 0,
  });

export const startCertification = (request: UserCertifyRequest) => api.post<UserCertifyResponse>('/api/v1/auth/alipayUserCertify', request, portalCall);
export const queryCertification = (certifyId: string) => api.post<UserCertifyResponse>('/api/v1/auth/alipayUserCertifyQuery', { certifyId }, portalCall);
export const saveUserInfo = (request: SaveUserInfoRequest) => api.post<null>('/api/v1/auth/saveUserInfo', request, portalCall);

export const messagesQueryOptions = (channel: string, pageNum: number, unreadOnly: boolean) =>
  queryOptions({
    queryKey: portalUserKeys.messages(channel, pageNum, unreadOnly),
    queryFn: ({ signal }) => api.post<PortalMessagePage>('/api/v1/portal/message/page', { pageNum, pageSize: 10, unreadOnly }, { ...portalCall, signal }),
    staleTime: 0,
  });

export const unreadCountQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: portalUserKeys.unread(channel),
    queryFn: ({ signal }) => api.get<number>('/api/v1/portal/message/unreadCount', { ...portalCall, signal, trackLoading: false }),
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const markMessagesRead = (messageIds: string[] | 'all') =>
  api.post<number>('/api/v1/portal/message/read', messageIds === 'all' ? { all: true } : { messageIds }, portalCall);

export const applicationsQueryOptions = (channel: string, pageNum: number) =>
  queryOptions({
    queryKey: portalUserKeys.applications(channel, pageNum),
    queryFn: ({ signal }) => api.post<Page<ApplicantApplication>>('/api/v1/applicant/page', { pageNum, pageSize: 10 }, { ...portalCall, signal }),
    staleTime: 0,
  });

export const consultationsQueryOptions = (channel: string, request: DistressUserPageRequest) =>
  queryOptions({
    queryKey: portalUserKeys.consultations(channel, request),
    queryFn: ({ signal }) => api.post<Page<DistressSummary>>('/api/v1/distressManage/userPage', request, { ...portalCall, signal }),
    staleTime: 0,
  });

export const consultationQueryOptions = (channel: string, businessId: string) =>
  queryOptions({
    queryKey: portalUserKeys.consultation(channel, businessId),
    queryFn: ({ signal }) =>
      api.post<DistressDetail>('/api/v1/distressManage/getUserDetailInfo', { businessId }, { ...portalCall, signal, quiet: (error) => error.unauthorized || error.notFound }),
    staleTime: 0,
  });

export const createConsultation = (request: CreateFlowInstanceRequest, idempotencyKey: string) =>
  api.post<CreateFlowInstanceResponse>('/api/v1/distressManage/createFlowInstance', request, { ...portalCall, idempotencyKey, quiet: true });

export const supplyMaterials = (request: DistressSupplyMaterialsRequest, idempotencyKey: string) =>
  api.post<DistressSubmitItemResponse>('/api/v1/distressManage/supplyMaterials', request, { ...portalCall, idempotencyKey, quiet: true });

export const portalFileUrl = (fileId: string) => api.get<FileDownloadUrl>('/api/v1/portal/storage/fileUrl', { ...portalCall, params: { fileId } });

/** The local SMS provider's outbox (development stacks only; 404 elsewhere). */
export const localSmsOutboxQueryOptions = (channel: string, mobile: string | undefined) =>
  queryOptions({
    queryKey: ['local-sms', channel, mobile ?? ''] as const,
    queryFn: ({ signal }) =>
      api.get<LocalSmsOutboxEntry[]>('/api/v1/dev/localSms/outbox', { params: mobile ? { mobile } : {}, signal, quiet: (error) => error.notFound }),
    staleTime: 0,
    refetchInterval: 3_000,
  });
