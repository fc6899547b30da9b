import { diffChars, diffLines, type ChangeObject } from 'diff';

/** One run of text in a diff: kept, added by the newer revision, or removed from the older one. */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

export type FieldDiff = { field: string; label: string; parts: DiffPart[] };

/** What of a revision is compared: plain-text fields (title, summary, the kind's fields) and the body's HTML. */
export type RevisionText = { fields: Readonly<Record<string, string>>; bodyHtml: string };

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|blockquote|pre|table|ul|ol)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&amp;': '&' };

/**
 * The text a reader sees in a body: one line per block, tags gone, entities decoded, an image as
 * [图片] so that adding or removing one shows in the diff. Pure string work, so it runs the same in
 * the browser and in unit tests.
 */
export const htmlToText = (html: string): string =>
  html
    .replace(/<img\b[^>]*>/gi, '[图片]')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity]!)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');

/** Past this many edits a character diff is no help to a reader (and slow): compare whole lines. */
const MAX_CHARACTER_EDITS = 500;

const partsOf = (changes: ChangeObject<string>[]): DiffPart[] =>
  changes.map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }));

/** Character diff (Chinese has no spaces to split words on), falling back to lines for large rewrites. */
export const diffText = (before: string, after: string): DiffPart[] => {
  if (before === after) return before === '' ? [] : [{ kind: 'same', text: before }];
  const characters = diffChars(before, after, { maxEditLength: MAX_CHARACTER_EDITS });
  return partsOf(characters ?? diffLines(before, after));
};

export const hasChanges = (parts: readonly DiffPart[]): boolean => parts.some((part) => part.kind !== 'same');

/**
 * The fields that changed between two revisions, in the order of `labels` (the kind's form order),
 * then the body. The first revision is compared with nothing: everything in it shows as added.
 */
export const diffRevisions = (
  previous: RevisionText | undefined,
  current: RevisionText,
  labels: readonly { field: string; label: string }[],
  bodyLabel: string,
): FieldDiff[] => {
  const before = previous ?? { fields: {}, bodyHtml: '' };
  const fieldDiffs = labels.map(({ field, label }) => ({
    field,
    label,
    parts: diffText(before.fields[field] ?? '', current.fields[field] ?? ''),
  }));
  const body = { field: 'body', label: bodyLabel, parts: diffText(htmlToText(before.bodyHtml), htmlToText(current.bodyHtml)) };
  return [...fieldDiffs, body].filter((diff) => hasChanges(diff.parts));
};
