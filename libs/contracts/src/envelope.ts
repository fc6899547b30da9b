/** Every response uses the spec's envelope (§7). code 200 is success; anything else carries msg. */
export type ApiEnvelope<T> = { code: number; msg: string; data: T };

export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
