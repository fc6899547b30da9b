import { markTerms, searchTerms, snippetAround } from './search-snippet';

describe('search snippets', () => {
  it('splits a keyword on any space, full-width too, each term once', () => {
    expect(searchTerms(' 破产  重整\u3000破产 ')).toEqual(['破产', '重整']);
  });

  it('marks every occurrence of any term, whatever its case, as plain text parts', () => {
    expect(markTerms('预重整与PCCZ平台：pccz重整', ['重整', 'pccz'])).toEqual([
      { text: '预', match: false },
      { text: '重整', match: true },
      { text: '与', match: false },
      { text: 'PCCZ', match: true },
      { text: '平台：', match: false },
      { text: 'pccz', match: true },
      { text: '重整', match: true },
    ]);
  });

  it('cuts a window around the first match from text without tags, entities turned back into characters', () => {
    const text = `${'前文'.repeat(40)} A&amp;B 公司  重整 ${'后文'.repeat(100)}`;
    const parts = snippetAround(text, ['重整']);
    const joined = parts.map((part) => part.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(joined).toContain('A&B 公司 重整');
    expect(parts.filter((part) => part.match)).toEqual([{ text: '重整', match: true }]);
  });
});
