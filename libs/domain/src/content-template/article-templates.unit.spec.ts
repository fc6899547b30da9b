import {
  articleTemplates,
  exampleTemplateValues,
  fillArticleTemplate,
  findArticleTemplate,
  missingTemplateVariables,
} from './article-templates';

const claim = findArticleTemplate('claimDeclaration')!;

describe('article templates', () => {
  it('every placeholder of every template names one of its variables, and every variable is used', () => {
    for (const template of articleTemplates) {
      const text = [template.title, ...template.paragraphs].join('\n');
      const used = new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]));
      expect([...used].sort()).toEqual(template.variables.map((variable) => variable.key).sort());
    }
  });

  it('filled with its examples, a template leaves no placeholder and needs nothing more', () => {
    for (const template of articleTemplates) {
      const values = exampleTemplateValues(template);
      const filled = fillArticleTemplate(template, values);
      expect(`${filled.title}${filled.html}`).not.toMatch(/\{\{|【/);
      expect(missingTemplateVariables(template, values)).toEqual([]);
    }
  });

  it('escapes values so a value can never become markup, and keeps a multiline value’s breaks', () => {
    const meeting = findArticleTemplate('creditorMeeting')!;
    const filled = fillArticleTemplate(meeting, {
      ...exampleTemplateValues(meeting),
      debtorName: '<img src=x onerror=alert(1)>公司',
      agenda: '一、报告\n二、表决',
    });
    expect(filled.html).toContain('&lt;img src=x onerror=alert(1)&gt;公司');
    expect(filled.html).not.toContain('<img');
    expect(filled.html).toContain('一、报告<br>二、表决');
  });

  it('marks a blank required value with its label and lists it as missing', () => {
    const values = { ...exampleTemplateValues(claim), claimDeadline: '  ' };
    expect(fillArticleTemplate(claim, values).html).toContain('【申报截止日期】');
    expect(missingTemplateVariables(claim, values).map((variable) => variable.key)).toEqual(['claimDeadline']);
  });

  it('drops a paragraph made only of a blank optional value', () => {
    const news = findArticleTemplate('workNews')!;
    const filled = fillArticleTemplate(news, { ...exampleTemplateValues(news), details: '' });
    expect(filled.html.match(/<p>/g)).toHaveLength(1);
  });
});
