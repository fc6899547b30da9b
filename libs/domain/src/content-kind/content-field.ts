import type { MeetingStatus } from '../constants/meeting-link';
import type { Label } from '../shared/transitions';

/**
 * One structured field of a record kind (member unit, investor, link…). The value is stored in
 * the item's `fields` map under `key`; the decider checks it by `type`, the console draws the
 * form and list columns from the same declaration.
 * - text / longText: free text up to `max` characters
 * - url: http(s) address
 * - phone: a mobile or landline number
 * - creditCode: an 18-character unified social credit code (check digit verified)
 * - file: the id of a verified stored file (an image for logos and icons)
 * - choice: one of `options`
 * - tags: a list of short texts (industries, regions), at most `max` entries
 */
export type ContentFieldType = 'text' | 'longText' | 'url' | 'phone' | 'creditCode' | 'file' | 'choice' | 'tags';

export type ContentFieldOption = Label & { value: string };

export type ContentFieldDeclaration = {
  key: string;
  label: Label;
  type: ContentFieldType;
  required: boolean;
  /** Characters for text kinds, entries for tags. */
  max?: number;
  options?: readonly ContentFieldOption[];
  /** Shown as a column of the back-office list. */
  listed?: boolean;
  /** Staff only: never in a public read (an investor's contact person and number are theirs, not the public's). */
  staffOnly?: boolean;
};

/** A record's field values: text for single values, a list for tags, null when left empty. */
export type ContentFieldValue = string | readonly string[] | null;
export type ContentFieldValues = Readonly<Record<string, ContentFieldValue>>;

const field = (
  key: string,
  zh: string,
  en: string,
  type: ContentFieldType,
  options: Partial<Omit<ContentFieldDeclaration, 'key' | 'label' | 'type'>> = {},
): ContentFieldDeclaration => ({ key, label: { zh, en }, type, required: false, ...options });

const option = (value: string, zh: string, en: string): ContentFieldOption => ({ value, zh, en });

export const memberUnitFields: readonly ContentFieldDeclaration[] = [
  field('creditCode', '统一社会信用代码', 'Unified social credit code', 'creditCode', { required: true, listed: true }),
  field('memberLevel', '会员级别', 'Member level', 'choice', {
    required: true,
    listed: true,
    options: [
      option('president', '会长单位', 'President unit'),
      option('vicePresident', '副会长单位', 'Vice-president unit'),
      option('director', '理事单位', 'Director unit'),
      option('member', '会员单位', 'Member unit'),
    ],
  }),
  field('contact', '联系人', 'Contact', 'text', { max: 50, listed: true }),
  field('phone', '联系电话', 'Phone', 'phone', { listed: true }),
  field('address', '地址', 'Address', 'text', { max: 200 }),
  field('website', '网址', 'Website', 'url'),
  field('logoFileId', '标志', 'Logo', 'file'),
];

export const investorFields: readonly ContentFieldDeclaration[] = [
  field('creditCode', '统一社会信用代码', 'Unified social credit code', 'creditCode', { required: true, listed: true }),
  field('investorType', '投资人类型', 'Investor type', 'choice', {
    required: true,
    listed: true,
    options: [
      option('industrial', '产业投资人', 'Industrial investor'),
      option('financial', '财务投资人', 'Financial investor'),
      option('stateOwned', '国有平台', 'State-owned platform'),
      option('other', '其他', 'Other'),
    ],
  }),
  field('industries', '关注行业', 'Industries', 'tags', { max: 10, listed: true }),
  field('capitalScale', '资金规模', 'Capital scale', 'text', { max: 50, listed: true }),
  field('intentRegions', '意向地区', 'Intended regions', 'tags', { max: 10 }),
  field('contact', '联系人', 'Contact', 'text', { max: 50, staffOnly: true }),
  field('phone', '联系电话', 'Phone', 'phone', { staffOnly: true }),
  field('authenticationInfo', '认证信息', 'Authentication information', 'longText', { max: 500 }),
];

/** The values a visitor may see: every declared field but the staff-only ones, and nothing undeclared. */
export const publicFieldValues = (fields: readonly ContentFieldDeclaration[], values: ContentFieldValues): ContentFieldValues =>
  Object.fromEntries(fields.filter((declared) => !declared.staffOnly && declared.key in values).map((declared) => [declared.key, values[declared.key] ?? null]));

/**
 * A field's value as a reader sees it: a choice by its option's label, tags as one list, text as
 * typed; undefined when empty.
 */
export const fieldValueDisplay = (declared: ContentFieldDeclaration, value: ContentFieldValue | undefined): Label | string | undefined => {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  if (Array.isArray(value)) return value.join('、');
  if (declared.type === 'choice') return declared.options?.find((option) => option.value === value) ?? (value as string);
  return value as string;
};

/**
 * The investor fields that make up its authentication (GET investor/getAuthenticationInfo): who
 * it is (credit code), what kind of investor, and the authentication statement itself.
 */
export const investorAuthenticationFieldKeys = ['creditCode', 'investorType', 'authenticationInfo'] as const;

export const friendlyLinkFields: readonly ContentFieldDeclaration[] = [
  field('url', '链接地址', 'Address', 'url', { required: true, listed: true }),
];

export const iconLinkFields: readonly ContentFieldDeclaration[] = [
  field('url', '链接地址', 'Address', 'url', { required: true, listed: true }),
  field('iconFileId', '图标', 'Icon', 'file', { required: true, listed: true }),
];

/**
 * A meeting's status (spec §4 numbers 0–4 and names only each one's link label, MeetingLinkLabels);
 * what each status means is ours (libs/domain README).
 */
export const MeetingStatusLabels = {
  0: { zh: '待召开', en: 'Scheduled' },
  1: { zh: '测试中', en: 'Testing' },
  2: { zh: '进行中', en: 'In progress' },
  3: { zh: '表决中', en: 'Voting' },
  4: { zh: '已结束', en: 'Ended' },
} as const satisfies Record<MeetingStatus, Label>;

export const meetingFields: readonly ContentFieldDeclaration[] = [
  field('caseName', '案件名称', 'Case', 'text', { required: true, max: 100, listed: true }),
  field('meetingAt', '会议时间', 'Time', 'text', { required: true, max: 50, listed: true }),
  field('status', '会议状态', 'Status', 'choice', {
    required: true,
    listed: true,
    options: (Object.entries(MeetingStatusLabels) as [string, Label][]).map(([value, label]) => option(value, label.zh, label.en)),
  }),
  field('url', '会议地址', 'Address', 'url', { required: true }),
];
