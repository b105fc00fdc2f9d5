export { DataTable } from './DataTable';
export type { DataTableColumn, DataTablePaging, DataTableProps, DataTableRow } from './DataTable';
