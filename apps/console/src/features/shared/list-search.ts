import { z } from 'zod';

/** List pages: page and keyword live in the URL so a refresh or a shared link keeps them. */
export const listSearchSchema = z.object({
  page: z.number().int().min(1).max(100_000).optional().catch(undefined),
  keyword: z.string().trim().max(100).optional().catch(undefined),
});

export type ListSearch = z.output<typeof listSearchSchema>;

/** The loader's dependencies: what the list query is keyed by. */
export const listDeps = ({ search }: { search: ListSearch }) => ({
  page: search.page ?? 1,
  keyword: search.keyword ?? '',
});

/** A state filter kept in the URL; a code the kind does not know is dropped. */
export const stateCodeSearch = (isKnown: (code: number) => boolean) =>
  z.number().int().refine(isKnown).optional().catch(undefined);
