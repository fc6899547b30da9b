import { CaseKindNames } from '@bk/domain';
import { z } from 'zod';
import { pageRequestSchema } from './court-reform';
import { eventNumberField } from './fields';

/**
 * The kinds of case an auditor replays. Each is one event stream; without `kind` the API looks
 * the case up in the case read model (case_read.kind), and a case not projected yet is taken to
 * be a court-reform case.
 */
export const AuditCaseKinds = CaseKindNames;
export type AuditCaseKind = (typeof AuditCaseKinds)[number];

const caseIdField = z.string().uuid({ message: '案件编号无效' });
const kindField = z.enum(AuditCaseKinds, { message: '案件类型无效' }).optional();

/** verify, history, export, case: one case, optionally of a named kind. */
export const auditCaseRefSchema = z.object({ caseId: caseIdField, kind: kindField });
export type AuditCaseRef = z.infer<typeof auditCaseRefSchema>;

/** GET /api/v1/audit/stateAt: the state as of an event number, or as of a moment. */
export const auditStateAtSchema = z
  .object({
    caseId: caseIdField,
    kind: kindField,
    version: eventNumberField(1).optional(),
    at: z.string().datetime({ offset: true, message: '时间格式无效' }).optional(),
  })
  .refine((query) => (query.version === undefined) !== (query.at === undefined), {
    message: '请指定事件序号或时间中的一个',
  });
export type AuditStateAtQuery = z.infer<typeof auditStateAtSchema>;

/** GET /api/v1/audit/diff: what changed between two event numbers. */
export const auditDiffSchema = z
  .object({
    caseId: caseIdField,
    kind: kindField,
    from: eventNumberField(0),
    to: eventNumberField(1),
  })
  .refine((query) => query.from < query.to, { message: '起始序号必须小于结束序号' });
export type AuditDiffQuery = z.infer<typeof auditDiffSchema>;

/** GET /api/v1/audit/cases: the association's cases of every kind, by case number or enterprise name. */
export const auditCaseSearchSchema = pageRequestSchema.extend({ kind: kindField });
export type AuditCaseSearch = z.infer<typeof auditCaseSearchSchema>;

export type AuditCaseSummary = {
  caseId: string;
  kind: AuditCaseKind;
  caseNumber: string;
  enterpriseName: string;
  /** In the codes of the case's own kind. */
  stateCode: number;
  submittedAt: string;
  updatedAt: string;
  /** Events the read model has applied (the store may be ahead by a moment). */
  version: number;
};

/** GET /api/v1/audit/case: what the replay screen shows above the timeline. */
export type AuditCaseInfo = {
  caseId: string;
  kind: AuditCaseKind;
  streamId: string;
  /** From the read model; null while the case is not projected yet. */
  caseNumber: string | null;
  enterpriseName: string | null;
  workflowId: string;
  temporalUrl: string;
};

export type AuditActor = { kind: string; id: string; name: string };
export type AuditStateChange = { path: string; before: unknown; after: unknown };

/** One event of GET /api/v1/audit/history, with the state folded after it and what it changed. */
export type AuditHistoryStep = {
  version: number;
  type: string;
  at: string;
  recordedAt: string;
  actor: AuditActor | null;
  reason: string | null;
  data: Record<string, unknown>;
  hash: string;
  stateAfter: Record<string, unknown>;
  stateCodeAfter: number;
  /** Field-by-field changes from the state before this event. */
  changes: AuditStateChange[];
};

/**
 * What verification found, first problem wins:
 * changed / broken-link / missing: the hash chain (an event changed, or one inserted or removed before it);
 * tail-removed: the store ends before the version anchored outside PostgreSQL;
 * anchor-mismatch: the event at the anchored version is not the anchored one (the chain was recomputed);
 * anchor-log-invalid: the anchor log itself fails its check, so it cannot vouch for anything.
 */
export type AuditProblem = 'changed' | 'broken-link' | 'missing' | 'tail-removed' | 'anchor-mismatch' | 'anchor-log-invalid';

export type AuditAnchor =
  | { state: 'none' }
  | { state: 'anchored'; version: number; hash: string; anchoredAt: string }
  | { state: 'log-invalid'; detail: string };

export type AuditVerdict =
  | { intact: true; events: number; headVersion: number; headHash: string; anchor: AuditAnchor }
  | {
      intact: false;
      events: number;
      headVersion: number;
      headHash: string;
      anchor: AuditAnchor;
      problem: AuditProblem;
      /** The first event concerned; null when the anchor log failed. */
      firstBadVersion: number | null;
    };

/** GET /api/v1/audit/signing-key: the key that checks exported bundles offline. */
export type AuditSigningKeyInfo = { algorithm: 'Ed25519'; publicKeyPem: string; fingerprint: string; local: boolean };
