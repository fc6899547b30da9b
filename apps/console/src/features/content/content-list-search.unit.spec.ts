import { contentListSearchSchema, isFiltered } from './content-list-search';

const schema = contentListSearchSchema({ categories: ['1', '2'], statuses: ['published', 'unpublished'] as const });

describe('content list search params', () => {
  it('keeps valid filters, numbers from the URL included', () => {
    expect(schema.parse({ page: '3', keyword: ' 公告 ', category: 2, status: 'published', label: 'l-1', from: '2026-01-01', to: '2026-02-01' })).toEqual({
      page: 3,
      keyword: '公告',
      category: '2',
      status: 'published',
      label: 'l-1',
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('drops what the kind does not have and what is malformed, without failing the page', () => {
    const parsed = schema.parse({ page: '0', category: '9', status: 'archived', from: '2026-02-30', to: 'tomorrow', kind: 'news' });
    expect(parsed).toEqual({});
    expect(isFiltered(parsed)).toBe(false);
  });

  it('turns a range given backwards round', () => {
    expect(schema.parse({ from: '2026-03-01', to: '2026-01-15' })).toMatchObject({ from: '2026-01-15', to: '2026-03-01' });
  });

  it('takes any plausible category code when the server holds the list, and a known announcement type', () => {
    const open = contentListSearchSchema({ statuses: ['published'] as const });
    expect(open.parse({ category: '23', type: '5' })).toMatchObject({ category: '23', type: 5 });
    expect(open.parse({ category: '0', type: '99' })).toEqual({});
  });

  it('accepts a kind only where the screen lists several', () => {
    const table = contentListSearchSchema({ categories: [], statuses: ['published'] as const, kinds: ['news', 'laws'] });
    expect(table.parse({ kind: 'laws' }).kind).toBe('laws');
    expect(table.parse({ kind: 'secret' }).kind).toBeUndefined();
  });
});
