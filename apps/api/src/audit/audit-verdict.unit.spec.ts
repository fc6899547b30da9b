import { eventHash, GENESIS_HASH, type ChainedEvent } from '@bk/infrastructure';
import { auditVerdictOf } from './audit-verdict';

/** A properly linked stream: each event's prevHash is its predecessor's hash. */
const linked = (count: number): ChainedEvent[] => {
  let prevHash = GENESIS_HASH;
  return Array.from({ length: count }, (_, index) => {
    const content = {
      eventId: `e${index + 1}`,
      tenantId: 't1',
      streamId: 'court-reform-c1',
      streamType: 'court-reform',
      version: index + 1,
      type: 'CourtReformProgressNoted',
      data: { note: `note ${index + 1}` },
      metadata: {},
      recordedAt: '2026-11-22T08:00:00.000Z',
    };
    const hash = eventHash(prevHash, content);
    const chained = { ...content, prevHash, hash };
    prevHash = hash;
    return chained;
  });
};

const anchoredAt = '2026-11-22T08:00:01.000Z';
const anchorAt = (events: ChainedEvent[], version: number) => ({ ok: true as const, head: { version, hash: events[version - 1]!.hash, anchoredAt } });

describe('audit verdict: hash chain and anchor', () => {
  it('is intact when the store holds the anchored head, or is ahead of it', () => {
    const events = linked(4);
    expect(auditVerdictOf(events, anchorAt(events, 4))).toMatchObject({ intact: true, events: 4, headVersion: 4, anchor: { state: 'anchored', version: 4 } });
    expect(auditVerdictOf(events, anchorAt(events, 2))).toMatchObject({ intact: true, anchor: { state: 'anchored', version: 2 } });
    expect(auditVerdictOf(events, { ok: true, head: null })).toMatchObject({ intact: true, anchor: { state: 'none' } });
  });

  it('reports events removed from the tail: the chain alone is still intact', () => {
    const events = linked(5);
    const anchor = anchorAt(events, 5);
    expect(auditVerdictOf(events.slice(0, 3), anchor)).toMatchObject({
      intact: false,
      problem: 'tail-removed',
      headVersion: 3,
      firstBadVersion: 4,
      anchor: { state: 'anchored', version: 5 },
    });
    expect(auditVerdictOf([], anchor)).toMatchObject({ intact: false, problem: 'tail-removed', headVersion: 0, firstBadVersion: 1 });
  });

  it('reports a chain recomputed after an edit: the head is not the anchored one', () => {
    const events = linked(3);
    expect(auditVerdictOf(events, { ok: true, head: { version: 3, hash: 'f'.repeat(64), anchoredAt } })).toMatchObject({
      intact: false,
      problem: 'anchor-mismatch',
      firstBadVersion: 3,
    });
  });

  it('reports the chain first, then an anchor log that fails its own check', () => {
    const events = linked(3);
    const changed = events.map((event) => (event.version === 2 ? { ...event, data: { note: 'edited' } } : event));
    expect(auditVerdictOf(changed, anchorAt(events, 3))).toMatchObject({ intact: false, problem: 'changed', firstBadVersion: 2 });
    expect(auditVerdictOf(events, { ok: false, problem: 'line 2 was altered' })).toMatchObject({
      intact: false,
      problem: 'anchor-log-invalid',
      firstBadVersion: null,
      anchor: { state: 'log-invalid', detail: 'line 2 was altered' },
    });
  });
});
