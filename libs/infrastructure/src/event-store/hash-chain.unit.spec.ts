import fc from 'fast-check';
import { canonicalJson, eventHash, GENESIS_HASH, verifyChain, type ChainedContent, type ChainedEvent } from './hash-chain';

const chain = (contents: Omit<ChainedContent, 'version'>[]): ChainedEvent[] => {
  let prevHash = GENESIS_HASH;
  return contents.map((content, index) => {
    const full = { ...content, version: index + 1 };
    const hash = eventHash(prevHash, full);
    const event = { ...full, prevHash, hash };
    prevHash = hash;
    return event;
  });
};

const content = (n: number): Omit<ChainedContent, 'version'> => ({
  eventId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  tenantId: 't1',
  streamId: 's1',
  streamType: 'test',
  type: 'TestHappened',
  data: { n, nested: { b: 2, a: [1, 'x'] } },
  metadata: { actor: { id: 'u1' } },
  recordedAt: `2026-11-22T08:00:0${n % 10}.000Z`,
});

const five = () => chain([1, 2, 3, 4, 5].map(content));

describe('event hash chain', () => {
  it('verifies an untouched stream as intact', () => {
    expect(verifyChain(five())).toMatchObject({ intact: true, events: 5 });
  });

  it('hashes content independently of key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":0,"z":1}]},"b":1}');
  });

  it('reports the first changed event', () => {
    const events = five();
    events[2] = { ...events[2]!, data: { n: 99 } };
    expect(verifyChain(events)).toMatchObject({ intact: false, firstBadVersion: 3, problem: 'changed' });
  });

  it('catches a changed event whose hash was recomputed, at its successor', () => {
    const events = five();
    const forged = { ...events[1]!, data: { n: 42 } };
    const { prevHash: _p, hash: _h, ...forgedContent } = forged;
    events[1] = { ...forged, hash: eventHash(forged.prevHash, forgedContent) };
    expect(verifyChain(events)).toMatchObject({ intact: false, firstBadVersion: 3, problem: 'broken-link' });
  });

  it('reports a removed event as a missing version, or a broken link when versions were renumbered', () => {
    const events = five();
    expect(verifyChain([...events.slice(0, 2), ...events.slice(3)])).toMatchObject({ firstBadVersion: 3, problem: 'missing' });
    const renumbered = [...events.slice(0, 2), ...events.slice(3).map((event) => ({ ...event, version: event.version - 1 }))];
    expect(verifyChain(renumbered)).toMatchObject({ intact: false, firstBadVersion: 3 });
  });

  it('detects any single-field corruption anywhere in a random stream', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.nat(), fc.string({ minLength: 1 }), (length, at, junk) => {
        const events = chain(Array.from({ length }, (_, i) => content(i + 1)));
        const index = at % length;
        events[index] = { ...events[index]!, data: { junk } };
        const verdict = verifyChain(events);
        return !verdict.intact && verdict.firstBadVersion === index + 1;
      }),
    );
  });
});
