import type { PaginationSchema } from '@manara/api-client/schemas';
import type * as v from 'valibot';

/** Three full rows of the three-column course grid. */
export const COURSE_PAGE_SIZE = 9;

export function paginate({ page, pageSize, total }: { page: number; pageSize: number; total: number }): v.InferInput<
  typeof PaginationSchema
> {
  const totalPages = Math.ceil(total / pageSize);
  return {
    total,
    page,
    limit: pageSize,
    totalPages,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  };
}
