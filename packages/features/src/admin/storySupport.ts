import { waitFor, within } from 'storybook/test';

/*
 * For the admin screens' stories: their table, found by its caption, and a row by the e-mail in it.
 * Stories only; not exported from the feature.
 */

type Canvas = ReturnType<typeof within>;

export function adminTable(caption: string) {
  const table = (canvas: Canvas) => canvas.findByRole('table', { name: caption }, { timeout: 3000 });
  const rowOf = async (canvas: Canvas, email: string) => {
    const found = await table(canvas);
    return waitFor(() => {
      const row = within(found).getByRole('cell', { name: email }).closest('tr');
      if (!row) throw new globalThis.Error(`No row for ${email}`);
      return row;
    });
  };
  return { table, rowOf };
}
