import type { ContentKindKey } from '../content-kind/content-kind-catalogue';
import { escapeHtml } from '../format/html';

/**
 * Article templates: the notices a bankruptcy-affairs centre writes again and again. The back
 * office's articleGenerate screen fills one in and saves the result as a draft of the chosen
 * content kind; its `form` screen shows every template with a preview. Defined here, once, so the
 * two screens (and any later server-side use) agree on the wording and the variables.
 */
export type TemplateVariableKind = 'text' | 'date' | 'multiline';

export type TemplateVariable = {
  key: string;
  label: { zh: string; en: string };
  kind: TemplateVariableKind;
  required: boolean;
  /** What the form screen's preview shows, so an editor sees the finished shape. */
  example: string;
};

export type ArticleTemplateKey = 'claimDeclaration' | 'creditorMeeting' | 'investorRecruitment' | 'workNews';

export type ArticleTemplate = {
  key: ArticleTemplateKey;
  name: { zh: string; en: string };
  description: { zh: string; en: string };
  /** The content kind a draft of this template lands in unless the editor picks another. */
  suggestedKind: ContentKindKey;
  /** Title with {{variable}} placeholders. */
  title: string;
  /** Paragraphs with {{variable}} placeholders; each becomes one <p>, a multiline value keeps its breaks. */
  paragraphs: readonly string[];
  variables: readonly TemplateVariable[];
};

const debtor: TemplateVariable = {
  key: 'debtorName',
  label: { zh: '债务人名称', en: 'Debtor' },
  kind: 'text',
  required: true,
  example: '某某机械制造有限公司',
};
const court: TemplateVariable = {
  key: 'courtName',
  label: { zh: '受理法院', en: 'Court' },
  kind: 'text',
  required: true,
  example: '某某市中级人民法院',
};
const administrator: TemplateVariable = {
  key: 'administratorName',
  label: { zh: '管理人', en: 'Administrator' },
  kind: 'text',
  required: true,
  example: '某某律师事务所',
};
const contact: TemplateVariable = {
  key: 'contact',
  label: { zh: '联系方式', en: 'Contact' },
  kind: 'text',
  required: true,
  example: '张律师 0755-12345678',
};
const noticeDate: TemplateVariable = {
  key: 'noticeDate',
  label: { zh: '公告日期', en: 'Notice date' },
  kind: 'date',
  required: true,
  example: '2026-11-25',
};

export const articleTemplates: readonly ArticleTemplate[] = [
  {
    key: 'claimDeclaration',
    name: { zh: '债权申报公告', en: 'Call for claims' },
    description: { zh: '法院受理破产申请后，通知债权人在期限内申报债权。', en: 'After the court accepts the case, creditors are told to file their claims in time.' },
    suggestedKind: 'news',
    title: '关于{{debtorName}}破产案件债权申报的公告',
    paragraphs: [
      '{{courtName}}已于{{acceptanceDate}}裁定受理{{debtorName}}破产清算一案，并指定{{administratorName}}担任管理人。',
      '请{{debtorName}}的债权人于{{claimDeadline}}前向管理人申报债权，书面说明债权数额和有无财产担保，并提交有关证据。未在上述期限内申报债权的，可以在破产财产最后分配前补充申报，但需承担为审查和确认补充申报债权所产生的费用。',
      '申报地址：{{claimAddress}}',
      '联系方式：{{contact}}',
      '{{administratorName}}',
      '{{noticeDate}}',
    ],
    variables: [
      debtor,
      court,
      administrator,
      { key: 'acceptanceDate', label: { zh: '受理日期', en: 'Acceptance date' }, kind: 'date', required: true, example: '2026-11-01' },
      { key: 'claimDeadline', label: { zh: '申报截止日期', en: 'Claim deadline' }, kind: 'date', required: true, example: '2026-12-31' },
      { key: 'claimAddress', label: { zh: '申报地址', en: 'Where to file' }, kind: 'text', required: true, example: '某某市某某区某某路 1 号 8 楼' },
      contact,
      noticeDate,
    ],
  },
  {
    key: 'creditorMeeting',
    name: { zh: '债权人会议通知', en: 'Creditors’ meeting notice' },
    description: { zh: '召开债权人会议的时间、地点、议程和参会要求。', en: 'When and where the creditors meet, the agenda and how to attend.' },
    suggestedKind: 'news',
    title: '{{debtorName}}第{{meetingOrdinal}}次债权人会议通知',
    paragraphs: [
      '{{debtorName}}破产一案由{{courtName}}受理，{{administratorName}}为管理人。经法院决定，第{{meetingOrdinal}}次债权人会议定于{{meetingDate}}召开。',
      '会议地点：{{meetingPlace}}',
      '会议议程：{{agenda}}',
      '依法申报债权的债权人有权参加债权人会议并行使表决权。参会的债权人应携带身份证明；委托代理人出席的，应提交授权委托书。',
      '联系方式：{{contact}}',
      '{{administratorName}}',
      '{{noticeDate}}',
    ],
    variables: [
      debtor,
      court,
      administrator,
      { key: 'meetingOrdinal', label: { zh: '会议次序', en: 'Meeting number' }, kind: 'text', required: true, example: '一' },
      { key: 'meetingDate', label: { zh: '会议时间', en: 'Meeting time' }, kind: 'text', required: true, example: '2026年12月20日上午9时30分' },
      { key: 'meetingPlace', label: { zh: '会议地点', en: 'Meeting place' }, kind: 'text', required: true, example: '某某市中级人民法院第三法庭' },
      {
        key: 'agenda',
        label: { zh: '会议议程', en: 'Agenda' },
        kind: 'multiline',
        required: true,
        example: '一、管理人报告工作\n二、核查债权表\n三、表决财产管理方案',
      },
      contact,
      noticeDate,
    ],
  },
  {
    key: 'investorRecruitment',
    name: { zh: '招募投资人公告', en: 'Call for investors' },
    description: { zh: '重整或预重整中公开招募意向投资人。', en: 'A public call for investors in a restructuring.' },
    suggestedKind: 'news',
    title: '{{debtorName}}重整投资人招募公告',
    paragraphs: [
      '{{courtName}}已裁定受理{{debtorName}}重整一案，{{administratorName}}担任管理人。为推进重整工作，现公开招募重整投资人。',
      '企业概况：{{companyProfile}}',
      '投资人条件：{{investorRequirements}}',
      '意向投资人请于{{registrationDeadline}}前向管理人报名，并缴纳报名保证金{{deposit}}。',
      '联系方式：{{contact}}',
      '{{administratorName}}',
      '{{noticeDate}}',
    ],
    variables: [
      debtor,
      court,
      administrator,
      {
        key: 'companyProfile',
        label: { zh: '企业概况', en: 'Company profile' },
        kind: 'multiline',
        required: true,
        example: '该公司成立于 2008 年，主营精密机械制造，拥有厂房 3 万平方米。',
      },
      {
        key: 'investorRequirements',
        label: { zh: '投资人条件', en: 'Investor requirements' },
        kind: 'multiline',
        required: true,
        example: '依法设立并有效存续的企业法人，具有相应的资金实力和良好的商业信誉。',
      },
      { key: 'registrationDeadline', label: { zh: '报名截止日期', en: 'Registration deadline' }, kind: 'date', required: true, example: '2026-12-15' },
      { key: 'deposit', label: { zh: '报名保证金', en: 'Deposit' }, kind: 'text', required: false, example: '人民币 100 万元' },
      contact,
      noticeDate,
    ],
  },
  {
    key: 'workNews',
    name: { zh: '工作动态', en: 'Work update' },
    description: { zh: '中心或协会的工作动态报道。', en: 'A report on the centre’s or association’s work.' },
    suggestedKind: 'centreNews',
    title: '{{headline}}',
    paragraphs: ['{{eventDate}}，{{organiser}}{{summary}}', '{{details}}'],
    variables: [
      { key: 'headline', label: { zh: '标题', en: 'Headline' }, kind: 'text', required: true, example: '破产事务中心召开年度工作会议' },
      { key: 'eventDate', label: { zh: '活动日期', en: 'Date' }, kind: 'date', required: true, example: '2026-11-20' },
      { key: 'organiser', label: { zh: '主办单位', en: 'Organiser' }, kind: 'text', required: true, example: '市破产事务管理中心' },
      { key: 'summary', label: { zh: '活动概要', en: 'What happened' }, kind: 'text', required: true, example: '召开年度工作会议，总结全年工作并部署下一阶段任务。' },
      {
        key: 'details',
        label: { zh: '详细内容', en: 'Details' },
        kind: 'multiline',
        required: false,
        example: '会议通报了全年受理破产案件情况，并就提升办理效率提出了具体要求。',
      },
    ],
  },
];

export const findArticleTemplate = (key: string): ArticleTemplate | undefined => articleTemplates.find((template) => template.key === key);

export type TemplateValues = Readonly<Record<string, string>>;

/** Required variables left blank: the draft cannot be created until they are filled. */
export const missingTemplateVariables = (template: ArticleTemplate, values: TemplateValues): TemplateVariable[] =>
  template.variables.filter((variable) => variable.required && (values[variable.key] ?? '').trim() === '');

/** The values each variable's example gives, for the template gallery's preview. */
export const exampleTemplateValues = (template: ArticleTemplate): TemplateValues =>
  Object.fromEntries(template.variables.map((variable) => [variable.key, variable.example]));

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

export type FilledTemplate = { title: string; html: string };

/**
 * The article a template gives with these values. Values are escaped (a value is text, never
 * markup); a blank one shows as 【label】 so the preview points at what is still missing; a
 * paragraph that consists only of an optional blank value is left out.
 */
export const fillArticleTemplate = (template: ArticleTemplate, values: TemplateValues): FilledTemplate => {
  const labelOf = (key: string) => template.variables.find((variable) => variable.key === key)?.label.zh ?? key;
  const isOptional = (key: string) => template.variables.find((variable) => variable.key === key)?.required === false;
  const valueOf = (key: string) => (values[key] ?? '').trim();
  const fill = (text: string, render: (value: string) => string) =>
    text.replace(PLACEHOLDER, (_, key: string) => {
      const value = valueOf(key);
      return value === '' ? render(`【${labelOf(key)}】`) : render(value);
    });
  const title = fill(template.title, (value) => value);
  const paragraphs = template.paragraphs.filter((paragraph) => {
    const keys = [...paragraph.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    const onlyPlaceholders = paragraph.replace(PLACEHOLDER, '').trim() === '';
    return !(onlyPlaceholders && keys.every((key) => isOptional(key) && valueOf(key) === ''));
  });
  const html = paragraphs.map((paragraph) => `<p>${fill(escapeHtml(paragraph), (value) => escapeHtml(value).replace(/\r?\n/g, '<br>'))}</p>`).join('');
  return { title, html };
};
