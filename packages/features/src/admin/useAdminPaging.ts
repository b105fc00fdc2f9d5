import type { Pagination } from '@manara/api-client';
import type { DataTablePaging } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { adminCommonMessages } from './messages';

/** The table's paging in the reader's words, or none when everything fits on one page. */
export function useAdminPaging(pagination: Pagination | undefined, page: number, setPage: (page: number) => void): { paging?: DataTablePaging } {
  const t = useStore(adminCommonMessages);
  if (pagination === undefined || pagination.totalPages <= 1) return {};
  return {
    paging: {
      page,
      hasPrevious: pagination.hasPreviousPage,
      hasNext: pagination.hasNextPage,
      onPageChange: ({ page: next }) => setPage(next),
      previousLabel: t.previousPage,
      nextLabel: t.nextPage,
      pageLabel: (current) => t.page({ page: current, pages: pagination.totalPages }),
    },
  };
}
