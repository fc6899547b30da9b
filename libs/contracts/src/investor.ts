import { z } from 'zod';
import type { ContentFieldValue, Label } from '@bk/domain';

export const investorRefSchema = z.object({ contentId: z.uuid({ message: '投资人编号无效' }) });

/** GET /api/v1/investor/getAuthenticationInfo: an investor's authentication fields, as its content kind declares them. */
export type InvestorAuthenticationField = { key: string; label: Label; value: ContentFieldValue; display: string };
export type InvestorAuthenticationInfo = { contentId: string; name: string; status: 'unpublished' | 'published'; authenticated: boolean; fields: InvestorAuthenticationField[] };
