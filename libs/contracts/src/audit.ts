import { z } from 'zod';

/** GET /api/v1/audit/stateAt: the state as of an event number, or as of a moment. */
export const auditStateAtSchema = z
  .object({
    caseId: z.string().uuid({ message: '案件编号无效' }),
    version: z.coerce.number().int().min(1).optional(),
    at: z.string().datetime({ offset: true, message: '时间格式无效' }).optional(),
  })
  .refine((query) => (query.version === undefined) !== (query.at === undefined), {
    message: '请指定事件序号或时间中的一个',
  });
export type AuditStateAtQuery = z.infer<typeof auditStateAtSchema>;

/** GET /api/v1/audit/diff: what changed between two event numbers. */
export const auditDiffSchema = z
  .object({
    caseId: z.string().uuid({ message: '案件编号无效' }),
    from: z.coerce.number().int().min(0),
    to: z.coerce.number().int().min(1),
  })
  .refine((query) => query.from < query.to, { message: '起始序号必须小于结束序号' });
export type AuditDiffQuery = z.infer<typeof auditDiffSchema>;
