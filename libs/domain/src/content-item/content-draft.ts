import { SUMMARY_LENGTH } from '../constants/limits';
import type { AnnouncementTypeCode } from '../constants/announcement-types';
import type { ContentFieldDeclaration, ContentFieldValue, ContentFieldValues } from '../content-kind/content-field';
import { ContentKinds, ContentLimits, isContentKindKey, type ContentKind } from '../content-kind/content-kind-catalogue';
import { summarize } from '../format/summary';
import { DomainError } from '../shared/errors';
import { requireText } from '../shared/guards';
import { isMobilePhone } from '../validation/phone';
import { isUnifiedSocialCreditCode } from '../validation/unified-social-credit-code';
import { isAnnouncementType } from './announcement';
import type { ContentAttachment, ContentDraft, ContentFields } from './events';

export const invalidContentField = (field: string, en: string, zh: string): DomainError => new DomainError('VALIDATION_FAILED', en, zh, { field });

const characters = (text: string): number => Array.from(text).length;

/** A landline as people write it (区号-号码, optional extension) or a mobile number. */
const LANDLINE = /^(\+?86[- ]?)?0\d{2,3}[- ]?\d{7,8}([- ]\d{1,6})?$|^400[- ]?\d{3}[- ]?\d{4}$/;
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * An announcement names one of the six announcement types (spec §3); any other kind names none,
 * so a news item can never turn up in an announcement list by a stray field.
 */
const checkedAnnouncementType = (kind: ContentKind, value: number | null): AnnouncementTypeCode | null => {
  if (!kind.announcementType) {
    if (value !== null) throw invalidContentField('announcementType', 'Only announcements have an announcement type', '只有公告可以选择公告类型');
    return null;
  }
  if (value === null) throw invalidContentField('announcementType', 'Choose an announcement type', '请选择公告类型');
  if (!isAnnouncementType(value)) throw invalidContentField('announcementType', 'Unknown announcement type', '公告类型不正确');
  return value;
};

const checkedText = (declaration: ContentFieldDeclaration, value: string): string => {
  const { key, label } = declaration;
  const max = declaration.max ?? ContentLimits.fieldText;
  if (characters(value) > max) throw invalidContentField(`fields.${key}`, `${label.en} is longer than ${max} characters`, `${label.zh}不能超过${max}个字`);
  switch (declaration.type) {
    case 'url':
      if (!HTTP_URL.test(value)) throw invalidContentField(`fields.${key}`, `${label.en} must start with http:// or https://`, `${label.zh}须以 http:// 或 https:// 开头`);
      return value;
    case 'phone':
      if (!isMobilePhone(value) && !LANDLINE.test(value)) throw invalidContentField(`fields.${key}`, `${label.en} is not a phone number`, `请输入正确的${label.zh}`);
      return value;
    case 'creditCode':
      if (!isUnifiedSocialCreditCode(value.toUpperCase())) throw invalidContentField(`fields.${key}`, `${label.en} is not valid`, `请输入正确的${label.zh}`);
      return value.toUpperCase();
    case 'choice':
      if (!declaration.options?.some((option) => option.value === value)) throw invalidContentField(`fields.${key}`, `Unknown ${label.en}`, `请选择${label.zh}`);
      return value;
    default:
      return value;
  }
};

const checkedFieldValue = (declaration: ContentFieldDeclaration, raw: ContentFieldValue | undefined): ContentFieldValue => {
  const { key, label } = declaration;
  if (declaration.type === 'tags') {
    const tags = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[,，、]/) : []).map((tag) => tag.trim()).filter(Boolean);
    const max = declaration.max ?? ContentLimits.labels;
    if (tags.length > max) throw invalidContentField(`fields.${key}`, `At most ${max} ${label.en}`, `${label.zh}最多${max}项`);
    if (tags.some((tag) => characters(tag) > ContentLimits.tag))
      throw invalidContentField(`fields.${key}`, `Each of ${label.en} has at most ${ContentLimits.tag} characters`, `${label.zh}每项不能超过${ContentLimits.tag}个字`);
    if (declaration.required && tags.length === 0) throw invalidContentField(`fields.${key}`, `${label.en} is required`, `请填写${label.zh}`);
    return [...new Set(tags)];
  }
  if (Array.isArray(raw)) throw invalidContentField(`fields.${key}`, `${label.en} takes one value`, `${label.zh}格式不正确`);
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') {
    if (declaration.required) throw invalidContentField(`fields.${key}`, `${label.en} is required`, `${declaration.type === 'choice' || declaration.type === 'file' ? '请选择' : '请填写'}${label.zh}`);
    return null;
  }
  return checkedText(declaration, text);
};

const checkedFields = (kind: ContentKind, values: Readonly<Record<string, ContentFieldValue>>): ContentFieldValues => {
  const declared = new Set(kind.fields.map((field) => field.key));
  const unknown = Object.keys(values).find((key) => !declared.has(key));
  if (unknown !== undefined) throw invalidContentField(`fields.${unknown}`, `${kind.label.en} has no field ${unknown}`, `${kind.label.zh}没有该字段（${unknown}）`);
  return Object.fromEntries(kind.fields.map((field) => [field.key, checkedFieldValue(field, values[field.key])]));
};

const checkedAttachments = (kind: ContentKind, attachments: readonly ContentAttachment[]): ContentAttachment[] => {
  if (attachments.length === 0) return [];
  if (!kind.attachments) throw invalidContentField('attachments', `${kind.label.en} takes no attachments`, `${kind.label.zh}不能添加附件`);
  if (attachments.length > ContentLimits.attachments)
    throw invalidContentField('attachments', `At most ${ContentLimits.attachments} attachments`, `附件不能超过${ContentLimits.attachments}个`);
  const ids = new Set(attachments.map((attachment) => attachment.fileId));
  if (ids.size !== attachments.length) throw invalidContentField('attachments', 'An attachment is listed twice', '附件重复');
  return attachments.map((attachment) => ({ fileId: attachment.fileId, name: requireText('attachments', attachment.name, '附件名称', 200) }));
};

const checkedLabels = (labelIds: readonly string[]): string[] => {
  const unique = [...new Set(labelIds)];
  if (unique.length > ContentLimits.labels) throw invalidContentField('labelIds', `At most ${ContentLimits.labels} labels`, `标签不能超过${ContentLimits.labels}个`);
  return unique;
};

const checkedOrder = (kind: ContentKind, order: number | null): number | null => {
  if (order === null) return kind.ordered ? 0 : null;
  if (!kind.ordered) throw invalidContentField('order', `${kind.label.en} is not ordered by hand`, `${kind.label.zh}不能设置排序`);
  if (!Number.isInteger(order) || order < 0 || order > ContentLimits.order) throw invalidContentField('order', 'Order out of range', `排序须为0–${ContentLimits.order}的整数`);
  return order;
};

/** A draft checked against its kind's declaration; what the item stores. */
export const checkedContent = (draft: ContentDraft): ContentFields => {
  if (!isContentKindKey(draft.kind)) throw invalidContentField('kind', 'Unknown content kind', '内容类型不正确');
  const kind = ContentKinds[draft.kind];
  const title = requireText('title', draft.title, kind.titleLabel.zh, kind.titleMax);
  const body = (draft.body ?? '').trim();
  if (kind.body === 'none' && body !== '') throw invalidContentField('body', `${kind.label.en} has no text`, `${kind.label.zh}没有正文`);
  if (kind.body === 'required' && summarize(body, 1) === '' && !/<img\b/i.test(body)) throw invalidContentField('body', 'The text is required', '请填写正文');
  if (characters(body) > ContentLimits.body) throw invalidContentField('body', 'The text is too long', '正文过长');
  const summaryText = (draft.summary ?? '').trim();
  if (characters(summaryText) > SUMMARY_LENGTH)
    throw invalidContentField('summary', `summary is longer than ${SUMMARY_LENGTH} characters`, `摘要不能超过${SUMMARY_LENGTH}个字`);
  const coverFileId = draft.coverFileId?.trim() || null;
  if (coverFileId !== null && !kind.cover) throw invalidContentField('coverFileId', `${kind.label.en} has no cover image`, `${kind.label.zh}没有封面图`);
  const categoryCode = draft.categoryCode ?? null;
  if (categoryCode !== null && (!Number.isInteger(categoryCode) || categoryCode < 1)) throw invalidContentField('categoryCode', 'Unknown category', '栏目不正确');
  return {
    kind: kind.key,
    publishType: kind.publishType,
    pageListIndex: kind.pageListIndex,
    categoryCode,
    labelIds: checkedLabels(draft.labelIds ?? []),
    announcementType: checkedAnnouncementType(kind, draft.announcementType ?? null),
    title,
    summary: summaryText || summarize(body),
    body,
    coverFileId,
    attachments: checkedAttachments(kind, draft.attachments ?? []),
    fields: checkedFields(kind, draft.fields ?? {}),
    order: checkedOrder(kind, draft.order ?? null),
  };
};

/** Every file an item names (cover, attachments, file fields): the API verifies each is a stored file of the association. */
export const fileIdsOfContent = (content: ContentFields): string[] => {
  const kind = ContentKinds[content.kind];
  const fieldFiles = kind.fields.filter((field) => field.type === 'file').map((field) => content.fields[field.key]);
  return [
    ...new Set([content.coverFileId, ...content.attachments.map((attachment) => attachment.fileId), ...fieldFiles].filter((id): id is string => typeof id === 'string' && id !== '')),
  ];
};
