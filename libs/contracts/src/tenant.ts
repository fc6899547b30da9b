import { z } from 'zod';

export const cmsModes = ['default', 'csj', 'jilin', 'bj-ypt'] as const;
export type CmsMode = (typeof cmsModes)[number];

export type TenantResolution = { tenantId: string };

/** Per-channel configuration (spec §3 "Channel config"). */
export type ChannelConfig = {
  channel: string;
  title: string;
  aiName: string;
  gpUrl: string | null;
  gpShow: boolean;
  cmsMode: CmsMode;
  cmsIndexMode: string;
  cmsNewHome: boolean;
  cmsQuestionShow: boolean;
  subPathPre: string;
  crossImTitle: string | null;
};

export const channelQuerySchema = z.object({ _channel: z.string().trim().min(1).max(64) });

/** POST /api/noauth/v1/associatio/config */
export const channelConfigRequestSchema = z.object({ channel: z.string().trim().min(1).max(64) });
export type ChannelConfigRequest = z.infer<typeof channelConfigRequestSchema>;
