import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DataTable, type DataTableColumn } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

interface Row {
  id: string;
  title: string;
  price: string;
}

const columns: Array<DataTableColumn<Row>> = [
  { id: 'title', header: 'Title', cell: (row) => row.title },
  { id: 'price', header: 'Current Price', cell: (row) => row.price, align: 'end' },
];
const rows: Row[] = [
  { id: 'a', title: 'Essay Clinic', price: '450.00 EGP' },
  { id: 'b', title: 'Interviews', price: '0.00 EGP' },
];
const props = { columns, rows, getRowId: (row: Row) => row.id, caption: 'Courses' };

describe('DataTable', () => {
  it('renders a captioned table with column headers, rows in order, and figures aligned to the end', async () => {
    const { container } = await render(<DataTable {...props} />);
    const table = page.getByRole('table', { name: 'Courses' });
    await expect.element(table).toBeVisible();
    expect(page.getByRole('columnheader').elements().map((header) => header.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(page.getByRole('row').elements().slice(1).map((row) => row.textContent)).toEqual(['Essay Clinic450.00 EGP', 'Interviews0.00 EGP']);
    const priceCell = page.getByRole('cell', { name: '450.00 EGP' }).element();
    expect(getComputedStyle(priceCell).textAlign).toBe('end');
    await expectNoAxeViolations(container);
  });

  it('keeps the rows it has while the next page loads, and says the table is busy', async () => {
    const { container } = await render(<DataTable {...props} loading />);
    await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(page.getByRole('row').elements()).toHaveLength(3);
    await expectNoAxeViolations(container);
  });

  it('says when there is nothing, across every column', async () => {
    const { container } = await render(<DataTable {...props} rows={[]} emptyText="No courses found" />);
    await expect.element(page.getByRole('cell', { name: 'No courses found' })).toHaveAttribute('colspan', '2');
    await expectNoAxeViolations(container);
  });

  it('shows a failure as an alert with a retry instead of the table', async () => {
    const onRetry = vi.fn();
    const { container } = await render(<DataTable {...props} errorText="Failed to fetch courses" onRetry={onRetry} retryLabel="Try Again" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to fetch courses');
    expect(page.getByRole('table').elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });
});
