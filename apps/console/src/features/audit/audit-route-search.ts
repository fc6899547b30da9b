import { AuditCaseKinds } from '@bk/contracts';
import { z } from 'zod';

/** The audit search keeps page, keyword and kind in the URL so a refresh or a shared link keeps them. */
export const auditSearchSchema = z.object({
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
  keyword: z.string().trim().max(100).optional().catch(undefined),
  kind: z.enum(AuditCaseKinds).optional().catch(undefined),
});

/** The replay keeps the event shown in the URL: a link points at one step of one case. */
export const auditCaseSearchSchema = z.object({
  kind: z.enum(AuditCaseKinds).optional().catch(undefined),
  step: z.number().int().min(1).max(1_000_000).optional().catch(undefined),
});
