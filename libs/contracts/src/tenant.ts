import { z } from 'zod';
import type { Language } from './language';

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
  /** Address of the association's page icon (favicon), or null for the platform's own. */
  ico: string | null;
  /** Address of the cross-border communication pages' icon, or null. */
  crossImIco: string | null;
};

/**
 * What the server embeds in a portal page's HTML for the association its URL names: the answers of
 * GET /api/noauth/v1/tenant and POST /api/noauth/v1/associatio/config, read when the page was
 * served. The page starts with them instead of two sequential calls before its first render.
 */
export type PortalBootstrap = { channel: string; tenant: TenantResolution; config: ChannelConfig };

/**
 * What the server renders a portal page's first view from (apps/portal/src/entry-server.tsx): the
 * page's URL (path and query), its association's bootstrap and the visitor's language (from its cookie).
 */
export type PortalFirstViewRequest = { url: string; bootstrap: PortalBootstrap; language: Language };
/** A rendered first view: the HTML for the page's #root and the document title the page sets. */
export type PortalFirstView = { html: string; title: string };
/** Renders that first view, or gives undefined when the URL is not a page of its own there. */
export type PortalFirstViewRenderer = (request: PortalFirstViewRequest) => Promise<PortalFirstView | undefined>;

/** The id of the `<script type="application/json">` element that carries the PortalBootstrap. */
export const PORTAL_BOOTSTRAP_ELEMENT_ID = 'bk-portal-bootstrap';

export const channelQuerySchema = z.object({ _channel: z.string().trim().min(1).max(64) });

/** POST /api/noauth/v1/associatio/config */
export const channelConfigRequestSchema = z.object({ channel: z.string().trim().min(1).max(64) });
export type ChannelConfigRequest = z.infer<typeof channelConfigRequestSchema>;

/**
 * How long an allocated case may wait, per association. Past the deadline the workflow's timer
 * returns it to allocation and the allocator is told.
 * - signWithinHours: a court-reform case assigned to a handler and not signed.
 * - acceptWithinHours: a restructuring task assigned and not accepted.
 * Both default to 72 h, three working days: the usual acknowledgement window for an allocated
 * matter; anything shorter bounces cases assigned on a Friday over the weekend.
 */
export type CaseDeadlines = { signWithinHours: number; acceptWithinHours: number };

export const DEFAULT_CASE_DEADLINES: CaseDeadlines = { signWithinHours: 72, acceptWithinHours: 72 };

/** A deadline is whole hours, from one hour to thirty days. An empty field is missing, not zero. */
const deadlineHours = (label: string) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.coerce
      .number({ message: `请输入${label}` })
      .int({ message: `${label}须为整数小时` })
      .min(1, { message: `${label}不能少于1小时` })
      .max(720, { message: `${label}不能超过720小时` }),
  );

export const caseDeadlinesSchema = z.object({
  signWithinHours: deadlineHours('签收时限'),
  acceptWithinHours: deadlineHours('受理时限'),
});
