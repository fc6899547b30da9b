import { Pagination } from '@mantine/core';

/** Page numbers under a list, shown only when there is more than one page. */
export const PagePagination = ({ page, onChange }: { page: { total: number; pageSize: number; pageNum: number }; onChange: (pageNum: number) => void }) =>
  page.total > page.pageSize ? <Pagination total={Math.ceil(page.total / page.pageSize)} value={page.pageNum} onChange={onChange} size="sm" /> : null;
