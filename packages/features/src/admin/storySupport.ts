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

/** A dialog's buttons are on the screen as it opens, however long its body: they stay in view while it scrolls. */
export async function expectActionsInView(dialog: HTMLElement, names: readonly string[]) {
  for (const name of names) {
    const { top, bottom } = within(dialog).getByRole('button', { name }).getBoundingClientRect();
    await expect({ name, top: top >= 0, bottom: bottom <= window.innerHeight }).toEqual({ name, top: true, bottom: true });
  }
}

/** The phone the back office was tried on. */
export const ADMIN_PHONE = { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } };

/**
 * A story again on that phone: the same checks, then nothing wider than the screen, and its picture at 390 px
 * (docs/product/admin.md#on-a-phone, decision 086).
 */
export function onPhone<S extends { globals?: object; play?: (context: never) => unknown }>(story: S): S {
  const play = story.play as ((context: unknown) => unknown) | undefined;
  return {
    ...story,
    globals: { ...story.globals, viewport: { value: 'phone', isRotated: false } },
    play: async (context: unknown) => {
      await play?.(context);
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}
