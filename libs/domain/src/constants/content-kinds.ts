/**
 * Content kinds (spec §3): publish types 1–8 and page-list indices 1–12. The spec gives the
 * ranges but not what each number stands for, so they are typed codes without invented names.
 */
export const PUBLISH_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type PublishType = (typeof PUBLISH_TYPES)[number];

export const PAGE_LIST_INDICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type PageListIndex = (typeof PAGE_LIST_INDICES)[number];

export const isPublishType = (value: number): value is PublishType => (PUBLISH_TYPES as readonly number[]).includes(value);

export const isPageListIndex = (value: number): value is PageListIndex => (PAGE_LIST_INDICES as readonly number[]).includes(value);
