import type { AuditAnchor, AuditVerdict } from '@bk/contracts';
import { GENESIS_HASH, verifyChain, type AnchorLookup, type ChainedEvent } from '@bk/infrastructure';

/**
 * Verification of one stream: its hash chain first (an event changed, inserted or removed
 * before another), then its head against the latest anchor kept outside PostgreSQL, which is the
 * only way to see its last events deleted or the whole chain recomputed. The store may be ahead
 * of the anchor (the relay anchors after publishing); it must never be behind it.
 */
export const auditVerdictOf = (events: readonly ChainedEvent[], lookup: AnchorLookup): AuditVerdict => {
  const chain = verifyChain(events);
  const head = events[events.length - 1];
  const headVersion = head?.version ?? 0;
  const base = { events: events.length, headVersion, headHash: head?.hash ?? GENESIS_HASH };
  const anchor: AuditAnchor = !lookup.ok
    ? { state: 'log-invalid', detail: lookup.problem }
    : lookup.head
      ? { state: 'anchored', ...lookup.head }
      : { state: 'none' };

  if (!chain.intact) return { intact: false, ...base, anchor, problem: chain.problem, firstBadVersion: chain.firstBadVersion };
  if (anchor.state === 'log-invalid') return { intact: false, ...base, anchor, problem: 'anchor-log-invalid', firstBadVersion: null };
  if (anchor.state === 'anchored') {
    if (anchor.version > headVersion) {
      return { intact: false, ...base, anchor, problem: 'tail-removed', firstBadVersion: headVersion + 1 };
    }
    if (events[anchor.version - 1]?.hash !== anchor.hash) {
      return { intact: false, ...base, anchor, problem: 'anchor-mismatch', firstBadVersion: anchor.version };
    }
  }
  return { intact: true, ...base, anchor };
};
