import { isAnnouncementType, type AnnouncementTypeCode } from '@bk/domain';
import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isRealDay = (value: string): boolean => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const dayField = z.string().refine(isRealDay).optional().catch(undefined);

export type ContentListSearchOptions<Status extends string> = {
  /** Category codes known up front (any other in the URL is dropped); absent: any positive code, the server's list decides. */
  categories?: readonly string[];
  statuses: readonly Status[];
  /** The `table` screen filters by kind too. */
  kinds?: readonly string[];
};

/**
 * A content list's state in the URL (page, keyword, category, status, label, date range), so a
 * refresh or a shared link shows the same rows. Anything invalid is dropped rather than failing
 * the page, and a range given backwards is turned round.
 */
export const contentListSearchSchema = <Status extends string>({ categories, statuses, kinds }: ContentListSearchOptions<Status>) =>
  z
    .object({
      page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
      keyword: z.string().trim().max(100).optional().catch(undefined),
      category: z
        .union([z.string(), z.number()])
        .transform(String)
        .refine((code) => (categories ? categories.includes(code) : /^[1-9]\d{0,3}$/.test(code)))
        .optional()
        .catch(undefined),
      status: z
        .string()
        .refine((value): value is Status => (statuses as readonly string[]).includes(value))
        .transform((value) => value as Status)
        .optional()
        .catch(undefined),
      label: z.string().trim().min(1).max(64).optional().catch(undefined),
      from: dayField,
      to: dayField,
      type: z.coerce
        .number()
        .int()
        .refine(isAnnouncementType)
        .transform((code) => code as AnnouncementTypeCode)
        .optional()
        .catch(undefined),
      kind: z
        .string()
        .refine((value) => kinds?.includes(value) ?? false)
        .optional()
        .catch(undefined),
    })
    .transform((search) =>
      search.from !== undefined && search.to !== undefined && search.from > search.to ? { ...search, from: search.to, to: search.from } : search,
    );

export type ContentListSearch<Status extends string = string> = z.output<ReturnType<typeof contentListSearchSchema<Status>>>;

/** Any filter set (the kind is a choice of list, not a filter). */
export const isFiltered = (search: ContentListSearch): boolean =>
  Boolean(search.keyword || search.category || search.status || search.label || search.from || search.to || search.type);
