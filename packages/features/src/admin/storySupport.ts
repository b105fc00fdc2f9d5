import { usersProfile } from '@manara/api-client/mocks';
import { toast } from '@manara/ui';
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, screen, waitFor, within, type userEvent } from 'storybook/test';
import * as styles from './storySupport.css';
import { sessionAs, withSession } from '../shared/session/storySupport';

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

/** Wholly on the screen: nothing of it above, below or beside the visible window. */
const onScreen = (element: Element) => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return top >= 0 && left >= 0 && bottom <= window.innerHeight && right <= window.innerWidth;
};

/**
 * A dialog fits the screen and its buttons are on it as it opens, however long its body: they stay in view
 * while it scrolls (decision 086).
 */
export async function expectActionsInView(dialog: HTMLElement, names: readonly string[]) {
  const title = dialog.querySelector('h2')?.textContent;
  await expect({ title, onScreen: onScreen(dialog) }).toEqual({ title, onScreen: true });
  for (const name of names) {
    await expect({ name, onScreen: onScreen(within(dialog).getByRole('button', { name })) }).toEqual({ name, onScreen: true });
  }
}

/**
 * A confirmation asks first: found by its title, with Cancel and `yes` on the screen and, where given, saying what
 * it will do (`description`); then `yes` is pressed. Returns the confirmation, for what it says next.
 */
export async function confirmWith(user: Pick<typeof userEvent, 'click'>, { title, yes, description }: { title: string; yes: string; description?: string }) {
  const confirm = await screen.findByRole('alertdialog', { name: title });
  if (description !== undefined) await expect(confirm).toHaveAccessibleDescription(description);
  await expectActionsInView(confirm, ['Cancel', yes]);
  await user.click(within(confirm).getByRole('button', { name: yes }));
  return confirm;
}

/**
 * Every placeholder on the page is read whole: measured in its input's own font, it is no wider than the
 * input's content box (the box less its padding). A placeholder cut short says nothing it was meant to say.
 */
export async function expectPlaceholdersFit() {
  await document.fonts.ready;
  const pen = document.createElement('canvas').getContext('2d');
  if (!pen) throw new globalThis.Error('No canvas to measure with');
  const cut: Array<{ placeholder: string; text: number; box: number }> = [];
  const inputs = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]');
  for (const input of inputs) {
    if (input.placeholder === '' || input.getClientRects().length === 0) continue;
    const box = getComputedStyle(input);
    const text = getComputedStyle(input, '::placeholder');
    pen.font = `${text.fontStyle} ${text.fontWeight} ${text.fontSize} ${text.fontFamily}`;
    pen.letterSpacing = text.letterSpacing === 'normal' ? '0px' : text.letterSpacing;
    const width = Math.ceil(pen.measureText(input.placeholder).width);
    const room = Math.floor(input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight));
    if (width > room) cut.push({ placeholder: input.placeholder, text: width, box: room });
  }
  await expect(cut).toEqual([]);
}

/** The phone the back office was tried on. */
export const ADMIN_PHONE = { options: { phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' } } };

/** What every admin page's stories share: signed in as an admin, padded, with the phone above among the viewports. */
export const ADMIN_STORIES = {
  parameters: { layout: 'padded', viewport: ADMIN_PHONE, msw: { handlers: { usersProfile: usersProfile.admin } } },
  decorators: [withSession],
  beforeEach: sessionAs('admin'),
};

/**
 * A story again on that phone: the same checks, then nothing wider than the screen, every placeholder whole in
 * its box, and its picture at 390 px
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
      await expectPlaceholdersFit();
    },
  };
}

/**
 * A dialog on that phone: the page cut at the screen's height, so the picture taken after the story is the
 * 390×844 screen the dialog was checked on, not the whole page stretched out (a dialog is centred on the window).
 */
export const oneScreen: Decorator = (Story) => createElement('div', { className: styles.oneScreen }, createElement(Story));
