import { diffRevisions, diffText, htmlToText } from './revision-diff';

const labels = [
  { field: 'title', label: '标题' },
  { field: 'summary', label: '摘要' },
];

describe('htmlToText', () => {
  it('gives one line per block, decodes entities, marks images and drops markup', () => {
    const html = '<h2>通知</h2><p>请于&nbsp;12 月&lt;前&gt;申报</p><ul><li>甲</li><li>乙</li></ul><p><img src="/f/1.png" alt="x"></p><p>A &amp; B<br>C</p>';
    expect(htmlToText(html)).toBe('通知\n请于 12 月<前>申报\n甲\n乙\n[图片]\nA & B\nC');
  });
});

describe('diffText', () => {
  it('marks inserted and removed Chinese characters', () => {
    expect(diffText('债权申报公告', '债权人申报通知')).toEqual([
      { kind: 'same', text: '债权' },
      { kind: 'added', text: '人' },
      { kind: 'same', text: '申报' },
      { kind: 'removed', text: '公告' },
      { kind: 'added', text: '通知' },
    ]);
  });

  it('falls back to whole lines when the rewrite is too large for a character diff', () => {
    const before = Array.from({ length: 300 }, (_, line) => `第${line}行旧内容`).join('\n');
    const after = Array.from({ length: 300 }, (_, line) => `第${line}段全新改写的文字`).join('\n');
    expect(diffText(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});

describe('diffRevisions', () => {
  it('lists only the fields that changed, in form order, then the body as text', () => {
    const previous = { fields: { title: '年度会议', summary: '摘要' }, bodyHtml: '<p>第一段</p><p>第二段</p>' };
    const current = { fields: { title: '年度工作会议', summary: '摘要' }, bodyHtml: '<p>第一段</p><p>第二段</p><p><img src="a.png"></p>' };
    const diffs = diffRevisions(previous, current, labels, '正文');
    expect(diffs.map((diff) => diff.field)).toEqual(['title', 'body']);
    expect(diffs[1]!.parts.filter((part) => part.kind === 'added').map((part) => part.text).join('')).toContain('[图片]');
  });

  it('shows the first revision as wholly added', () => {
    const diffs = diffRevisions(undefined, { fields: { title: '标题一' }, bodyHtml: '<p>正文</p>' }, labels, '正文');
    expect(diffs).toEqual([
      { field: 'title', label: '标题', parts: [{ kind: 'added', text: '标题一' }] },
      { field: 'body', label: '正文', parts: [{ kind: 'added', text: '正文' }] },
    ]);
  });

  it('finds nothing between identical revisions, whatever the markup says', () => {
    const revision = { fields: { title: 'T' }, bodyHtml: '<p>同样</p>' };
    expect(diffRevisions(revision, { fields: { title: 'T' }, bodyHtml: '<div>同样</div>' }, labels, '正文')).toEqual([]);
  });
});
