import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ContentStatusFilter } from '@bk/contracts';
import type { ContentKind } from '@bk/domain';
import type { ContentListSearch } from './content-list-search';
import type { ContentListParams } from './content-queries';
import type { ContentScreen } from './content-screens';

export type ContentSearch = ContentListSearch<ContentStatusFilter>;

/** The list a screen shows for its search: ordered kinds on one page, so the whole order can be arranged. */
export const listParamsOf = (kind: ContentKind, search: ContentSearch): ContentListParams => ({
  kind: kind.key,
  page: kind.ordered ? 1 : (search.page ?? 1),
  keyword: search.keyword ?? '',
  status: search.status,
  categoryCode: search.category === undefined ? undefined : Number(search.category),
  labelId: search.label,
  dateFrom: search.from,
  dateTo: search.to,
  announcementType: search.type,
  pageSize: kind.ordered ? MAX_PAGE_SIZE : DEFAULT_PAGE_SIZE,
});

export const kindOfSearch = (screen: ContentScreen, search: ContentSearch): ContentKind =>
  screen.kinds.find((kind) => kind.key === search.kind) ?? screen.kinds[0]!;
