import type { ImFeedEntry, ImRecord } from '@bk/contracts';
import { freshEntries, markRead, mergeRecords } from './im-records';

const record = (seq: number, read = false): ImRecord => ({
  id: `r-${seq}`,
  matterId: 'm-1',
  seq,
  type: 1,
  content: `消息${seq}`,
  fileName: null,
  senderId: 'u-1',
  senderName: '周婷',
  time: '2026-11-25T08:00:00.000Z',
  read,
});

describe('the messages a conversation shows', () => {
  it('shows each message once and in the matter order, however it arrived', () => {
    const fromPage = mergeRecords(undefined, [record(4), record(2)]);
    const withLive = mergeRecords(fromPage, [record(5), record(4), record(3)]);
    expect(withLive.list.map((entry) => entry.seq)).toEqual([2, 3, 4, 5]);
  });

  it('never turns a read message back to unread when an older copy arrives', () => {
    const read = markRead(mergeRecords(undefined, [record(1), record(2)]), ['r-1']);
    expect(mergeRecords(read, [record(1)]).list.map((entry) => entry.read)).toEqual([true, false]);
  });

  it('skips feed entries already applied', () => {
    const entry = (position: number) => ({ position }) as ImFeedEntry;
    expect(freshEntries([entry(7), entry(5), entry(6)], 5).map((e) => e.position)).toEqual([6, 7]);
    expect(freshEntries([entry(1)], undefined)).toHaveLength(1);
  });
});
