import { adminAudit } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AdminAuditScreen } from './AdminAuditScreen';
import { ADMIN_STORIES, onPhone } from './storySupport';

const meta = {
  title: 'Features/Admin/AdminAuditScreen',
  component: AdminAuditScreen,
  ...ADMIN_STORIES,
} satisfies Meta<typeof AdminAuditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of the entry whose action reads `action`. */
async function rowOf(canvas: ReturnType<typeof within>, table: string, action: string) {
  const log = await canvas.findByRole('table', { name: table }, { timeout: 3000 });
  const cell = await within(log).findByRole('cell', { name: action });
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${action}`);
  return row;
}

/** The calls the spy on `URL.createObjectURL` saw: the file the export hands over. */
const callsOf = (spy: unknown) => (spy as { mock: { calls: Array<[Blob]> } }).mock.calls;

/** A change line's value before, its arrow and its value after, in the order they sit in the line. */
function changeParts(row: HTMLElement, field: string) {
  const line = within(row)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(`${field}:`));
  if (!line) throw new Error(`No change of ${field}`);
  const part = (selector: string) => {
    const found = line.querySelector(selector);
    if (!found) throw new Error(`No ${selector} in ${line.textContent}`);
    return found;
  };
  return { before: part('[data-value="before"]'), arrow: part('[data-arrow]'), after: part('[data-value="after"]') };
}

/** Actions, objects, fields and values in words; each change reads before → after, left to right. */
export const Entries: Story = {
  play: async ({ canvas }) => {
    const table = 'Admin changes, newest first';
    const block = await rowOf(canvas, table, 'Blocked a learner');
    await expect(block).toHaveTextContent('Mona Adel');
    await expect(block).toHaveTextContent('mona@example.com');
    await expect(changeParts(block, 'Blocked on').after).toHaveTextContent('Nov 1, 2026, 12:00 PM');
    const blocked = changeParts(block, 'Blocked');
    await expect([blocked.before.textContent, blocked.after.textContent]).toEqual(['No', 'Yes']);
    // Left to right: the value before, the arrow pointing right, the value after.
    await expect(blocked.before.getBoundingClientRect().right).toBeLessThanOrEqual(blocked.arrow.getBoundingClientRect().left);
    await expect(blocked.arrow.getBoundingClientRect().right).toBeLessThanOrEqual(blocked.after.getBoundingClientRect().left);
    await expect(getComputedStyle(blocked.arrow).transform).toBe('none');

    const course = await rowOf(canvas, table, 'Edited a course');
    const price = changeParts(course, 'Current Price');
    await expect([price.before.textContent, price.after.textContent]).toEqual(['300.00 EGP', '350.00 EGP']);
    await expect(course).toHaveTextContent('مقابلات المنح الدراسية');
    const cancelled = await rowOf(canvas, table, 'Changed a subscription’s status');
    const status = changeParts(cancelled, 'Status');
    await expect([status.before.textContent, status.after.textContent]).toEqual(['Active', 'Cancelled']);
    // An action this screen does not know, on an object nothing names any more: shown, never dropped.
    const unknown = await rowOf(canvas, table, 'Other action (badge.award)');
    await expect(unknown).toHaveTextContent('Item e0f19360');
    await expect(canvas.getByRole('option', { name: 'Marked a payment refunded' })).toBeInTheDocument();
  },
};

/** The filtered log as a CSV file in words: the byte order mark, Cairo times Excel reads, one row per changed field. */
export const Export: Story = {
  beforeEach: () => {
    const saved = spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit-log');
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => {
      saved.mockRestore();
      click.mockRestore();
    };
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Admin changes, newest first' }, { timeout: 3000 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Action' }), 'Blocked a learner');
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Edited a course' })).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    const blob = callsOf(URL.createObjectURL)[0]?.[0];
    if (!blob) throw new Error('No file was saved');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await blob.text()).replace(/^\uFEFF/, '').split('\r\n');
    await expect(lines[0]).toBe('When (Cairo time),Who,Action,Object,Field,Before,After');
    await expect(lines.slice(1, -1)).toEqual([
      '2026-11-01 12:00,karim@example.com,Blocked a learner,Mona Adel (mona@example.com),Blocked,No,Yes',
      '2026-11-01 12:00,karim@example.com,Blocked a learner,Mona Adel (mona@example.com),Block reason,—,Sharing paid course videos',
      '2026-11-01 12:00,karim@example.com,Blocked a learner,Mona Adel (mona@example.com),Blocked on,—,"Nov 1, 2026, 12:00 PM"',
    ]);
    const link = HTMLAnchorElement.prototype.click as unknown as { mock: { contexts: HTMLAnchorElement[] } };
    await expect(link.mock.contexts[0]?.download).toMatch(/^manara-audit-user\.block-\d{4}-\d{2}-\d{2}\.csv$/);
  },
};

/** Nothing recorded yet: no file to download. */
export const Empty: Story = {
  parameters: { msw: { handlers: { adminAudit: adminAudit.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'No data available' }, { timeout: 3000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  },
};

/** In Arabic: the words, and each change read right to left, the arrow pointing from the value before to the value after. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'سجل التدقيق' }, { timeout: 3000 })).toBeVisible();
    const table = 'تغييرات المشرفين، الأحدث أولًا';
    const block = await rowOf(canvas, table, 'حظر متعلمًا');
    const blocked = changeParts(block, 'محظور');
    await expect([blocked.before.textContent, blocked.after.textContent]).toEqual(['لا', 'نعم']);
    // Right to left: the value before sits to the right of the arrow, the value after to its left, and the arrow,
    // drawn pointing right, is mirrored to point left, from before to after.
    await expect(blocked.before.getBoundingClientRect().left).toBeGreaterThanOrEqual(blocked.arrow.getBoundingClientRect().right);
    await expect(blocked.arrow.getBoundingClientRect().left).toBeGreaterThanOrEqual(blocked.after.getBoundingClientRect().right);
    await expect(getComputedStyle(blocked.arrow).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    // An English title inside the Arabic line stays whole and in its place.
    const course = await rowOf(canvas, table, 'عدّل دورة');
    const title = changeParts(course, 'العنوان');
    await expect(title.before).toHaveTextContent('Scholarship Interviews');
    await expect(title.before.getBoundingClientRect().left).toBeGreaterThan(title.after.getBoundingClientRect().right);
    await expect(course).toHaveTextContent('السعر الحالي');
    await expect(canvas.getByRole('option', { name: 'سجّل استرداد دفعة' })).toBeInTheDocument();
  },
};

/** On a 390 px phone, in English and in Arabic: the same page, no wider than the screen. */
export const Phone: Story = onPhone(Entries);
/** On a phone a long change wraps, its value after under its value before, so only the words are checked here. */
export const ArabicPhone: Story = onPhone({
  globals: Arabic.globals,
  play: async ({ canvas }) => {
    await expect(await rowOf(canvas, 'تغييرات المشرفين، الأحدث أولًا', 'حظر متعلمًا')).toBeVisible();
  },
});
