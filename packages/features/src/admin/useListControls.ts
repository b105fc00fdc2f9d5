import type { Pagination } from '@manara/api-client';
import type { DataTablePaging } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS } from './constants';
import { adminCommonMessages } from './messages';
import { useDebouncedValue } from './useDebouncedValue';

/** What a list's page read gives the table: see `useAdminList` in `api/`. */
export interface ListPageRead {
  data?: { pagination: Pagination } | undefined;
  isLoading: boolean;
  errorMessage?: string | undefined;
  retry: () => void;
}

export interface ListControls<TFilters> {
  /** The page asked for, from 1. */
  page: number;
  /** The search box's text, as typed. */
  search: string;
  /** The search as the server gets it: trimmed, once typing has paused (`ADMIN_SEARCH_DEBOUNCE_MS`). */
  query: string;
  /** The filters chosen; `undefined` is "all". */
  filters: TFilters;
  /** A new search starts again from the first page. */
  setSearch: (text: string) => void;
  /** A new filter starts again from the first page. */
  setFilter: <TKey extends keyof TFilters>(key: TKey, value: TFilters[TKey]) => void;
  /**
   * The table's state from the page read: loading, the failure with its retry, and the paging in the
   * reader's words (none when everything fits on one page).
   */
  table: (read: ListPageRead) => { loading: boolean; onRetry: () => void; errorMessage: string | undefined; paging?: DataTablePaging };
}

/**
 * What every admin list page asks the server for and how its table pages: the page, the search and the
 * filters, where changing the search or a filter goes back to page 1 (docs/product/admin.md).
 */
export function useListControls<TFilters extends object = Record<never, never>>(initialFilters = {} as TFilters): ListControls<TFilters> {
  const t = useStore(adminCommonMessages);
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [filters, setFilters] = useState(initialFilters);
  const query = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  return {
    page,
    search,
    query,
    filters,
    setSearch: (text) => {
      setSearchText(text);
      setPage(1);
    },
    setFilter: (key, value) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    table: ({ data, isLoading, errorMessage, retry }) => {
      const state = { loading: isLoading, onRetry: retry, errorMessage };
      const pagination = data?.pagination;
      if (pagination === undefined || pagination.totalPages <= 1) return state;
      return {
        ...state,
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
    },
  };
}
