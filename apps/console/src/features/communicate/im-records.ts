import type { ImFeedEntry, ImRecord } from '@bk/contracts';

/** The messages of one matter the browser holds: ascending by seq, and whether older ones exist. */
export type RecordWindow = { list: ImRecord[]; hasMore: boolean };

/**
 * Adds records to a window, each seq once: a message can arrive from the send call's answer, the
 * live feed and a page fetch, in any order, and is shown once, in the matter's order.
 */
export const mergeRecords = (window: RecordWindow | undefined, records: readonly ImRecord[]): RecordWindow => {
  const bySeq = new Map<number, ImRecord>((window?.list ?? []).map((record) => [record.seq, record]));
  for (const record of records) {
    const known = bySeq.get(record.seq);
    // A read receipt only ever turns read on.
    bySeq.set(record.seq, known ? { ...record, read: known.read || record.read } : record);
  }
  return { list: [...bySeq.values()].sort((a, b) => a.seq - b.seq), hasMore: window?.hasMore ?? false };
};

export const markRead = (window: RecordWindow | undefined, recordIds: readonly string[]): RecordWindow | undefined => {
  if (!window) return window;
  const ids = new Set(recordIds);
  return { ...window, list: window.list.map((record) => (ids.has(record.id) ? { ...record, read: true } : record)) };
};

/** Entries of the live feed not applied yet: positions only grow, so anything at or below the last is a repeat. */
export const freshEntries = (entries: readonly ImFeedEntry[], lastPosition: number | undefined): ImFeedEntry[] =>
  entries.filter((entry) => lastPosition === undefined || entry.position > lastPosition).sort((a, b) => a.position - b.position);
