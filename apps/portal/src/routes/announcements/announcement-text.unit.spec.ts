import { paragraphsOf } from './announcement-text';

describe('announcement paragraphs', () => {
  it('splits plain text on line breaks and drops blank lines', () => {
    expect(paragraphsOf('管理人现公开招募重整投资人。\n\n  意向投资人请于三十日内报名。\n')).toEqual([
      '管理人现公开招募重整投资人。',
      '意向投资人请于三十日内报名。',
    ]);
  });

  it('keeps the paragraphs of an HTML body and none of its tags', () => {
    expect(paragraphsOf('<p>第一段<strong>加粗</strong></p><p>第二段<br/>第三段&nbsp;</p>')).toEqual(['第一段加粗', '第二段', '第三段']);
  });

  it('leaves text that only looks like markup to React to escape', () => {
    expect(paragraphsOf('债权金额 > 500,000 元')).toEqual(['债权金额 > 500,000 元']);
  });
});
