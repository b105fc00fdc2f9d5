import { toast } from '@manara/ui';
import { expect, waitFor, within } from 'storybook/test';

/*
 * For the admin screens' stories: their table, found by its caption, a row by the e-mail in it, and the
 * notices cleared. Stories only; not exported from the feature.
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

/**
 * The notices gone, so the picture taken after the story never depends on how far a fading one has got
 * (on a busy machine, a 4-second notice may be there or not). Play functions assert the notices' words first.
 */
export async function noNotices() {
  toast.dismissAll();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
}
