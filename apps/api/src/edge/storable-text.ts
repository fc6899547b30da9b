/**
 * Text PostgreSQL cannot store: a NUL character (text and jsonb refuse it) or a UTF-16 surrogate
 * without its partner (not a Unicode character at all, so it has no UTF-8 form). Such text must be
 * refused at the edge: once it reaches an append it can only fail, and a retried failure stalls the
 * command that carries it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isStorable = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/** Where in a parsed request (body or query) the first unstorable text sits, as a dotted path. */
export const findUnstorableText = (value: unknown, path: readonly string[] = []): string | undefined => {
  if (typeof value === 'string') return isStorable(value) ? undefined : path.join('.') || '(value)';
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorable(key)) return [...path, '(key)'].join('.');
      const found = findUnstorableText(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
};

export const unstorableTextMessage = (field: string): { zh: string; en: string } => ({
  zh: `${field} 含有无法识别的字符（如空字符或残缺的 Unicode 字符），请删除后重试`,
  en: `${field} contains characters that cannot be stored (a NUL or a broken Unicode character); remove them and try again`,
});
