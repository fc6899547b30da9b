import type { SearchSnippetPart } from '@bk/contracts';

const SNIPPET_BEFORE = 30;
const SNIPPET_LENGTH = 120;
const MAX_TERMS = 5;

/** The keyword's terms: split on any space (full-width too), at most five, each once. */
export const searchTerms = (keyword: string): string[] => [...new Set(keyword.split(/[\s\u3000]+/).filter(Boolean))].slice(0, MAX_TERMS);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The stored text is HTML without its tags: its entities are turned back into characters and runs of space folded. */
const plain = (text: string): string =>
  text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text in parts, each occurrence of a term (any case) marked. */
export const markTerms = (text: string, terms: readonly string[]): SearchSnippetPart[] => {
  if (terms.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(`(${[...terms].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: terms.some((term) => term.toLocaleLowerCase() === part.toLocaleLowerCase()) }));
};

/** A window of the text around the first occurrence of any term, marked; the start of the text when none occurs in it. */
export const snippetAround = (text: string, terms: readonly string[]): SearchSnippetPart[] => {
  const flat = plain(text);
  const lower = flat.toLocaleLowerCase();
  const first = Math.min(...terms.map((term) => lower.indexOf(term.toLocaleLowerCase())).filter((index) => index >= 0), Number.MAX_SAFE_INTEGER);
  const start = first === Number.MAX_SAFE_INTEGER ? 0 : Math.max(0, first - SNIPPET_BEFORE);
  const window = Array.from(flat.slice(start)).slice(0, SNIPPET_LENGTH).join('');
  const parts = markTerms(window, terms);
  const ellipsisBefore = start > 0 ? [{ text: '…', match: false }] : [];
  const ellipsisAfter = start + window.length < flat.length ? [{ text: '…', match: false }] : [];
  return [...ellipsisBefore, ...parts, ...ellipsisAfter];
};
