import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Badge, Button, DataTable, type DataTableColumn } from '..';

interface Person {
  id: string;
  name: string;
  email: string;
  role: string;
  blocked: boolean;
}

const PEOPLE: Person[] = [
  { id: '1', name: 'Mona Adel', email: 'mona@example.com', role: 'User', blocked: false },
  { id: '2', name: 'Omar Khaled', email: 'omar@example.com', role: 'Admin', blocked: false },
  { id: '3', name: 'Salma Nabil', email: 'salma@example.com', role: 'User', blocked: true },
];

const columns: Array<DataTableColumn<Person>> = [
  { id: 'name', header: 'Name', cell: (person) => person.name },
  { id: 'email', header: 'Email', cell: (person) => person.email },
  { id: 'role', header: 'Role', cell: (person) => person.role },
  { id: 'status', header: 'Status', cell: (person) => <Badge tone={person.blocked ? 'danger' : 'success'}>{person.blocked ? 'Blocked' : 'Active'}</Badge> },
  { id: 'actions', header: 'Actions', cell: (person) => <Button size="sm" variant="outline" aria-label={`Edit ${person.name}`}>Edit</Button> },
];

const meta = {
  title: 'UI/Admin/DataTable',
  component: DataTable<Person>,
  args: { columns, rows: PEOPLE, getRowId: (person: Person) => person.id, caption: 'Users' },
  parameters: { viewport: { options: { phone: { name: 'Phone', styles: { width: '360px', height: '740px' }, type: 'mobile' } } } },
} satisfies Meta<typeof DataTable<Person>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rows under column headers; the caption names the table. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Email', 'Role', 'Status', 'Actions']);
    await expect(within(table).getAllByRole('row')).toHaveLength(PEOPLE.length + 1);
    await expect(within(table).getByRole('button', { name: 'Edit Omar Khaled' })).toBeEnabled();
  },
};

/** The first page on its way: placeholder rows, and the table says it is busy. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Users Loading...' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** Nothing to list: one sentence across the columns. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: 'No data available' });
    await expect(cell).toHaveAttribute('colspan', String(columns.length));
  },
};

/** The rows could not be read: the reason, and a way to try again. */
export const Error: Story = {
  args: { errorText: 'Failed to fetch users', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch users');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Page 2 of several: both ways open; Next asks for page 3. */
export const Paged: Story = {
  args: { paging: { page: 2, hasPrevious: true, hasNext: true, onPageChange: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Page 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.paging?.onPageChange).toHaveBeenCalledWith({ page: 3 });
  },
};

/** Where the table is narrower than a phone's screen (a side panel), it scrolls inside its own box, which the keyboard can reach. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ inlineSize: '20rem' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Users' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/** The label before each cell on a phone, as the browser draws it. */
const labelOf = (cell: Element) => getComputedStyle(cell, '::before').content;

/** On a phone, each row is a card: every cell on its own line after its column's name; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Users' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const [first] = within(region).getAllByRole('row').slice(1);
    const cells = within(first ?? region).getAllByRole('cell');
    await expect(cells.map(labelOf)).toEqual(['"Name"', '"Email"', '"Role"', '"Status"', '"Actions"']);
    // The column headers are still there for screen readers.
    await expect(within(region).getAllByRole('columnheader')).toHaveLength(5);
    const [name, email] = cells;
    await expect((email?.getBoundingClientRect().top ?? 0) > (name?.getBoundingClientRect().top ?? 0)).toBe(true);
  },
};

const AR_COLUMNS: Array<DataTableColumn<Person>> = [
  { id: 'name', header: 'الاسم', cell: (person) => person.name },
  { id: 'role', header: 'الدور', cell: (person) => person.role },
  { id: 'amount', header: 'المبلغ', cell: () => '١٬٢٠٠٫٠٠ ج.م', align: 'end' },
];

/** Right to left: the first column on the right, figures on the left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    columns: AR_COLUMNS,
    rows: [
      { id: '1', name: 'منى عادل', email: '', role: 'مستخدم', blocked: false },
      { id: '2', name: 'عمر خالد', email: '', role: 'مشرف', blocked: false },
    ],
    caption: 'المستخدمون',
    paging: { page: 1, hasPrevious: false, hasNext: true, onPageChange: fn(), previousLabel: 'الصفحة السابقة', nextLabel: 'الصفحة التالية', pageLabel: (page) => `الصفحة ${page}` },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'المستخدمون' });
    await expect(within(table).getAllByRole('columnheader')[2]).toHaveAttribute('data-align', 'end');
    await expect(canvas.getByRole('button', { name: 'الصفحة السابقة' })).toBeDisabled();
  },
};

/** Arabic on a phone: the cards read right to left, each name on the right of its value. */
export const ArabicPhone: Story = {
  ...Arabic,
  globals: { locale: 'ar', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'المستخدمون' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const [cell] = within(region).getAllByRole('cell');
    await expect(labelOf(cell ?? region)).toBe('"الاسم"');
  },
};
