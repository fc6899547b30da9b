import type { AuditVerdict } from '@bk/contracts';
import { auditMessages } from './audit-messages';
import { summarizeVerdict } from './verdict-summary';

const anchor = { state: 'anchored' as const, version: 4, hash: 'h4', anchoredAt: '2026-11-22T08:00:00.000Z' };
const base = { events: 2, headVersion: 2, headHash: 'h2', anchor };
const sentence = (verdict: AuditVerdict, language: 'zh' | 'en' = 'zh'): string => {
  const { key, vars } = summarizeVerdict(verdict);
  // The sentence as the console shows it: the message's template with the verdict's values.
  return auditMessages[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));
};

describe('verification verdict as the auditor reads it', () => {
  it('says intact, and whether the head is backed by an anchor', () => {
    expect(sentence({ intact: true, ...base, headVersion: 4, events: 4 })).toBe('校验通过：4 个事件完整，与第 4 个事件的锚定记录一致');
    expect(sentence({ intact: true, ...base, anchor: { state: 'none' } }, 'en')).toBe('Intact: 2 events, not anchored yet');
  });

  it('names the first event changed, inserted or removed', () => {
    expect(sentence({ intact: false, ...base, problem: 'changed', firstBadVersion: 2 })).toBe('校验失败：第 2 个事件的内容被篡改');
    expect(sentence({ intact: false, ...base, problem: 'broken-link', firstBadVersion: 2 }, 'en')).toBe(
      'Verification failed: an event was inserted or removed before event 2',
    );
    expect(sentence({ intact: false, ...base, problem: 'missing', firstBadVersion: 2 }, 'en')).toBe('Verification failed: event 2 is missing (removed)');
  });

  it('reports a removed tail with the anchored and the stored version', () => {
    expect(sentence({ intact: false, ...base, problem: 'tail-removed', firstBadVersion: 3 }, 'en')).toBe(
      'Verification failed: events removed from the tail (anchored version 4, store has 2)',
    );
    expect(sentence({ intact: false, ...base, problem: 'tail-removed', firstBadVersion: 3 })).toBe('校验失败：末尾事件被删除（锚定版本 4，存储中只有 2）');
  });

  it('reports a recomputed chain and an anchor log that fails its own check', () => {
    expect(summarizeVerdict({ intact: false, ...base, problem: 'anchor-mismatch', firstBadVersion: 4 })).toMatchObject({ intact: false, key: 'auditAnchorMismatch' });
    const invalid: AuditVerdict = { intact: false, ...base, anchor: { state: 'log-invalid', detail: 'line 3 was altered' }, problem: 'anchor-log-invalid', firstBadVersion: null };
    expect(sentence(invalid, 'en')).toBe('Verification failed: the anchor log fails its own check (line 3 was altered)');
  });
});
