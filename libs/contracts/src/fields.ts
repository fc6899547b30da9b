import { z } from 'zod';
import { validateNoIllegalCharacters, type ValidationResult } from '@bk/domain';

/**
 * Field builders shared by every schema, so each number is bounded by what its column can hold
 * (a version or page past PostgreSQL's integer range is a 400, not a failed query).
 */
export const PG_INTEGER_MAX = 2_147_483_647;
/** Far beyond any real list; keeps OFFSET arithmetic well inside a bigint. */
export const MAX_PAGE_NUM = 100_000;

/**
 * A number sent as a number, or as its decimal text (a form field, a query parameter). Unlike
 * z.coerce.number, an array (`[1]`), a boolean or an object is not taken for a number.
 */
export const numberInput = (message: string) => numberFrom(z.number({ message }), message);

/** Decimal text, as a form field or a query parameter carries a number. */
const NUMERIC_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/**
 * `schema` (a z.number with its checks), fed a number or its decimal text; anything else, an
 * array or a boolean included, is refused with `message`. The OpenAPI document shows both forms.
 */
export const numberFrom = <T extends z.ZodType<number, number>>(schema: T, message: string) =>
  z.union([schema, z.string().regex(NUMERIC_TEXT).transform(Number).pipe(schema)], { message });

/** Whitespace, and the invisible characters that show nothing (zero-width space, joiners, word joiner, BOM, soft hyphen). */
const INVISIBLE_ONLY = /^[\s\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]*$/u;

/** Text a reader would see as empty: a title of zero-width characters is no title. */
export const isBlankText = (text: string): boolean => INVISIBLE_ONLY.test(text);

/** A stream or configuration version the client read, named on its next write (optimistic concurrency). */
export const versionField = (message: string) =>
  numberFrom(z.number({ message }).int({ message }).min(1, { message }).max(PG_INTEGER_MAX, { message: '版本号超出范围，请刷新后重试' }), message);

/** A 1-based page number. */
export const pageNumField = numberFrom(
  z.number({ message: '页码无效' }).int({ message: '页码无效' }).min(1, { message: '页码无效' }).max(MAX_PAGE_NUM, { message: '页码超出范围' }),
  '页码无效',
).default(1);

/** An event number of a case stream (0 = before its first event). */
export const eventNumberField = (min: 0 | 1) =>
  numberFrom(
    z.number({ message: '事件序号无效' }).int({ message: '事件序号无效' }).min(min, { message: '事件序号无效' }).max(PG_INTEGER_MAX, {
      message: '事件序号超出范围',
    }),
    '事件序号无效',
  );

/** The Idempotency-Key header's value: one per submission attempt, kept across retries. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9._:-]{8,128}$/, { message: '请求标识无效（8–128 位字母、数字或 . _ : -）' });

/**
 * A name (of an enterprise, a person, a file): required, bounded, and free of the characters the
 * spec's illegal-string check refuses (§5: quotes, angle brackets, colons, whitespace…). Names end
 * up in file names, exports and headings, where such characters break things or mislead.
 */
export const nameField = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: `请填写${label}` })
    .max(max, { message: `${label}不能超过${max}个字` })
    .refine((value) => validateNoIllegalCharacters(value).ok, {
      message: `${label}${messageOf(validateNoIllegalCharacters('<'))}`,
    });

const messageOf = (result: ValidationResult): string => (result.ok ? '' : result.message.zh);
