import type { AuditVerdict } from '@bk/contracts';

/** The i18n keys a verdict reads as (apps/console/src/i18n.ts), with the values they interpolate. */
export type VerdictSummaryKey =
  | 'auditIntact'
  | 'auditIntactUnanchored'
  | 'auditChanged'
  | 'auditBrokenLink'
  | 'auditMissing'
  | 'auditTailRemoved'
  | 'auditAnchorMismatch'
  | 'auditAnchorLogInvalid';

export type VerdictSummary = { intact: boolean; key: VerdictSummaryKey; vars: Record<string, string | number> };

const problemKeys = {
  changed: 'auditChanged',
  'broken-link': 'auditBrokenLink',
  missing: 'auditMissing',
  'tail-removed': 'auditTailRemoved',
  'anchor-mismatch': 'auditAnchorMismatch',
  'anchor-log-invalid': 'auditAnchorLogInvalid',
} as const satisfies Record<Extract<AuditVerdict, { intact: false }>['problem'], VerdictSummaryKey>;

/**
 * One sentence per outcome: intact (and whether an anchor backs the head), or the first event
 * that was changed, inserted or removed, with the anchored and stored versions of a removed tail.
 */
export const summarizeVerdict = (verdict: AuditVerdict): VerdictSummary => {
  const anchored = verdict.anchor.state === 'anchored' ? verdict.anchor.version : null;
  if (verdict.intact) {
    return anchored === null
      ? { intact: true, key: 'auditIntactUnanchored', vars: { events: verdict.events } }
      : { intact: true, key: 'auditIntact', vars: { events: verdict.events, anchored } };
  }
  const detail = verdict.anchor.state === 'log-invalid' ? verdict.anchor.detail : '';
  return {
    intact: false,
    key: problemKeys[verdict.problem],
    vars: { version: verdict.firstBadVersion ?? 0, anchored: anchored ?? 0, stored: verdict.headVersion, detail },
  };
};
