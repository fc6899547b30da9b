import { z } from 'zod';
import { versionField } from './fields';
import { caseDeadlinesSchema, type CaseDeadlines } from './tenant';

/**
 * GET /api/v1/cms/associatio/deadlines: the association's case deadlines as they apply to the
 * next case filed, with the version of its configuration for optimistic concurrency.
 */
export type CaseDeadlinesSettings = CaseDeadlines & {
  /** Send it back with the change: a write based on an older version is refused (409). */
  version: number;
  updatedAt: string;
  /** Who last changed the configuration from the back office; null if it never was. */
  updatedBy: string | null;
};

/** POST /api/v1/cms/associatio/deadlines: the new values and the version they were based on. */
export const updateCaseDeadlinesSchema = caseDeadlinesSchema.extend({
  version: versionField('缺少配置版本，请刷新后重试'),
});
export type UpdateCaseDeadlinesRequest = z.infer<typeof updateCaseDeadlinesSchema>;
