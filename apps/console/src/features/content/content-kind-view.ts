import type { ContentAttachment, ContentDetail, SaveContentRequest } from '@bk/contracts';
import { contentFormSchema } from '@bk/contracts';
import {
  checkedContent,
  DomainError,
  type AnnouncementTypeCode,
  type ContentDraft,
  type ContentFieldDeclaration,
  type ContentFieldValue,
  type ContentKind,
} from '@bk/domain';
import type { Localized } from '@bk/web';

/**
 * What the console draws for a kind, derived from its declaration in the domain's catalogue:
 * the list's columns and filters, the form's parts, the form's values and their checks. Pure, so
 * a new kind's screens follow from its declaration without a line of UI.
 */

export type ListColumn =
  | { key: 'order' }
  | { key: 'title'; label: Localized }
  | { key: 'announcementType' }
  | { key: 'category' }
  | { key: 'field'; field: ContentFieldDeclaration }
  | { key: 'status' }
  | { key: 'updated' }
  | { key: 'actions' };

export const listColumnsOf = (kind: ContentKind): ListColumn[] => [
  ...(kind.ordered ? [{ key: 'order' } as const] : []),
  { key: 'title', label: kind.titleLabel },
  ...(kind.announcementType ? [{ key: 'announcementType' } as const] : []),
  ...(kind.shape === 'article' ? [{ key: 'category' } as const] : []),
  ...kind.fields.filter((field) => field.listed).map((field) => ({ key: 'field', field }) as const),
  { key: 'status' },
  { key: 'updated' },
  { key: 'actions' },
];

export type ListFilter = 'keyword' | 'announcementType' | 'category' | 'status' | 'label' | 'dateRange';

export const listFiltersOf = (kind: ContentKind): ListFilter[] => [
  'keyword',
  ...(kind.announcementType ? (['announcementType'] as const) : []),
  ...(kind.shape === 'article' ? (['category'] as const) : []),
  'status',
  'label',
  ...(kind.shape === 'article' ? (['dateRange'] as const) : []),
];

export type FormPart =
  | 'announcementType'
  | 'title'
  | 'category'
  | 'fields'
  | 'summary'
  | 'cover'
  | 'body'
  | 'attachments'
  | 'labels'
  | 'order'
  | 'schedule';

export const formPartsOf = (kind: ContentKind): FormPart[] => {
  const parts: (FormPart | false)[] = [
    kind.announcementType && 'announcementType',
    'title',
    kind.shape === 'article' && 'category',
    kind.fields.length > 0 && 'fields',
    kind.shape === 'article' && 'summary',
    kind.cover && 'cover',
    kind.body !== 'none' && 'body',
    kind.attachments && 'attachments',
    kind.shape !== 'singlePage' && 'labels',
    kind.ordered && 'order',
    kind.shape !== 'singlePage' && 'schedule',
  ];
  return parts.filter((part): part is FormPart => part !== false);
};

/** The form as the inputs hold it: text everywhere a person types, lists where they pick. */
export type ContentFormState = {
  announcementType: string;
  title: string;
  categoryCode: string;
  summary: string;
  body: string;
  coverFileId: string | null;
  attachments: ContentAttachment[];
  labelIds: string[];
  /** Tags are typed as one text, separated by commas (the domain splits them the same way). */
  fields: Record<string, string>;
  order: string;
};

const fieldText = (value: ContentFieldValue | undefined): string => (Array.isArray(value) ? value.join('，') : typeof value === 'string' ? value : '');

export const emptyFormState = (kind: ContentKind): ContentFormState => ({
  announcementType: '',
  title: '',
  categoryCode: '',
  summary: '',
  body: '',
  coverFileId: null,
  attachments: [],
  labelIds: [],
  fields: Object.fromEntries(kind.fields.map((field) => [field.key, ''])),
  order: kind.ordered ? '0' : '',
});

export const formStateOf = (kind: ContentKind, detail: ContentDetail): ContentFormState => ({
  announcementType: detail.announcementType === null ? '' : String(detail.announcementType),
  title: detail.title,
  categoryCode: detail.categoryCode === null ? '' : String(detail.categoryCode),
  summary: detail.summary,
  body: detail.body,
  coverFileId: detail.coverFileId,
  attachments: detail.attachments,
  labelIds: detail.labelIds,
  fields: Object.fromEntries(kind.fields.map((field) => [field.key, fieldText(detail.fields[field.key])])),
  order: detail.order === null ? '' : String(detail.order),
});

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The draft the domain checks: only the parts this kind has. */
export const draftOf = (kind: ContentKind, state: ContentFormState): ContentDraft => {
  const parts = new Set(formPartsOf(kind));
  return {
    kind: kind.key,
    title: state.title,
    summary: parts.has('summary') ? state.summary : undefined,
    body: parts.has('body') ? state.body : undefined,
    categoryCode: parts.has('category') ? numberOrNull(state.categoryCode) : null,
    labelIds: parts.has('labels') ? state.labelIds : [],
    coverFileId: parts.has('cover') ? state.coverFileId : null,
    attachments: parts.has('attachments') ? state.attachments : [],
    fields: Object.fromEntries(kind.fields.map((field) => [field.key, state.fields[field.key] ?? ''])),
    order: parts.has('order') ? numberOrNull(state.order) : null,
    announcementType: parts.has('announcementType') ? (numberOrNull(state.announcementType) as AnnouncementTypeCode | null) : null,
  };
};

/** Field errors keyed by form part, or by `fields.<key>` for a record's field. zh-CN messages. */
export type ContentFormErrors = Partial<Record<string, string>>;

const isBlankHtml = (html: string): boolean => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '' && !/<img\b/i.test(html);

/**
 * Every problem the editor can fix before sending: the contract's checks and the kind's required
 * parts all at once (so a first save of an empty form names each missing field), then the
 * domain's own check of the whole draft, the very one the server runs, for what remains.
 */
export const contentFormErrors = (kind: ContentKind, state: ContentFormState): ContentFormErrors => {
  const draft = draftOf(kind, state);
  const errors: ContentFormErrors = {};
  const parsed = contentFormSchema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
  }
  if (kind.announcementType && draft.announcementType === null) errors.announcementType ??= '请选择公告类型';
  if (kind.body === 'required' && isBlankHtml(state.body)) errors.body ??= '请填写正文';
  for (const field of kind.fields) {
    if (field.required && (state.fields[field.key] ?? '').trim() === '') {
      errors[`fields.${field.key}`] ??= `${field.type === 'choice' || field.type === 'file' ? '请选择' : '请填写'}${field.label.zh}`;
    }
  }
  if (Object.keys(errors).length > 0) return errors;
  try {
    checkedContent(draft);
    return {};
  } catch (error) {
    if (error instanceof DomainError) return { [String(error.details.field ?? 'title')]: error.messageZh };
    throw error;
  }
};

export const saveRequestOf = (
  kind: ContentKind,
  state: ContentFormState,
  edited: { contentId: string; version: number } | undefined,
  requestId: string,
): SaveContentRequest => {
  const draft = draftOf(kind, state);
  return {
    ...draft,
    labelIds: [...(draft.labelIds ?? [])],
    attachments: [...(draft.attachments ?? [])],
    fields: Object.fromEntries(Object.entries(draft.fields ?? {}).map(([key, value]) => [key, typeof value === 'string' ? value : value === null ? null : [...value]])),
    summary: draft.summary?.trim() || undefined,
    ...(edited ?? {}),
    requestId,
  } as SaveContentRequest;
};
