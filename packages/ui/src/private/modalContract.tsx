import { useState, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { expectNoAxeViolations } from './test-utils';

type OpenChange = (event: { open: boolean }) => void;

export interface DialogPageProps {
  /** The words of the button outside the dialog that opens it again. */
  opener: string;
  /** Told of every request to open or close, before it is obeyed. */
  onOpenChange?: OpenChange | undefined;
  /** The dialog, given whether it is open and how to ask. */
  children: (control: { open: boolean; onOpenChange: OpenChange }) => ReactNode;
}

/** A page with a dialog that starts open, as a screen holds one: a button outside it opens it again. */
export function DialogPage({ opener, onOpenChange, children }: DialogPageProps) {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      {children({
        open,
        onOpenChange: (event) => {
          onOpenChange?.(event);
          setOpen(event.open);
        },
      })}
    </main>
  );
}

export interface ModalContractOptions {
  /** Renders the page with the modal open; the page must hold a focusable control outside it. */
  renderOpen: () => Promise<unknown>;
  /** The dialog's accessible name: its title. */
  name: string;
  /** `alertdialog` for a dialog that asks before acting. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * The behaviour every modal dialog shares, run by each dialog's own test: it is a labelled
 * `aria-modal` dialog, focus moves in and cannot leave by Tab, Escape closes it, and it passes axe
 * while open.
 */
export function describeModalContract({ renderOpen, name, role = 'dialog' }: ModalContractOptions) {
  describe('modal contract', () => {
    const dialog = () => page.getByRole(role, { name });

    it('is a modal dialog named by its title', async () => {
      await renderOpen();
      await expect.element(dialog()).toBeVisible();
      await expect.element(dialog()).toHaveAttribute('aria-modal', 'true');
    });

    it('takes focus and keeps it while Tab and Shift+Tab go round', async () => {
      await renderOpen();
      const box = dialog().element();
      await expect.poll(() => box.contains(document.activeElement)).toBe(true);
      for (let i = 0; i < 6; i += 1) {
        await userEvent.keyboard('{Tab}');
        expect(box.contains(document.activeElement)).toBe(true);
      }
      for (let i = 0; i < 6; i += 1) {
        await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
        expect(box.contains(document.activeElement)).toBe(true);
      }
    });

    it('closes on Escape', async () => {
      await renderOpen();
      await expect.element(dialog()).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog()).not.toBeInTheDocument();
    });

    it('passes axe while open', async () => {
      await renderOpen();
      await expect.element(dialog()).toBeVisible();
      await expectNoAxeViolations(document.body);
    });
  });
}

export interface BusyModalContractOptions {
  /** The page with the modal open, idle or with its action under way, telling `onOpenChange` of requests. */
  page: (props: { busy?: boolean; onOpenChange?: OpenChange }) => ReactElement;
  /** The dialog's accessible name: its title. */
  name: string;
  role?: 'dialog' | 'alertdialog';
  /** The action button's words, idle and while busy. */
  action: string;
  busyAction: string;
}

/** A point on the overlay, well away from the centred box. */
export const clickOutside = () => userEvent.click(page.elementLocator(document.body), { position: { x: 8, y: 8 } });

/**
 * What every dialog that runs an action shares (`useBusyModal`): idle, a click outside closes it; while the
 * action runs, its button is disabled and relabelled, nothing closes it, and focus stays inside.
 */
export function describeBusyModalContract({ page: Page, name, role = 'dialog', action, busyAction }: BusyModalContractOptions) {
  describe('busy contract', () => {
    const dialog = () => page.getByRole(role, { name });

    it('closes on a click outside when idle', async () => {
      await render(<Page />);
      await expect.element(dialog()).toBeVisible();
      await clickOutside();
      await expect.element(dialog()).not.toBeInTheDocument();
    });

    it('while busy: the action is disabled and relabelled, and neither Cancel, Escape nor a click outside closes it', async () => {
      const requests: boolean[] = [];
      await render(<Page busy onOpenChange={({ open }) => requests.push(open)} />);
      const busyButton = page.getByRole('button', { name: busyAction });
      await expect.element(busyButton).toBeDisabled();
      await expect.element(busyButton).toHaveAttribute('aria-busy', 'true');
      await expect.element(page.getByRole('button', { name: action })).not.toBeInTheDocument();
      await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      await expect.element(dialog()).toHaveAttribute('data-busy', 'true');
      await userEvent.keyboard('{Escape}');
      await clickOutside();
      await expect.element(dialog()).toBeVisible();
      expect(requests).toEqual([]);
      await expectNoAxeViolations(document.body);
    });

    it('keeps focus in the dialog when the button that had it turns busy', async () => {
      const { rerender } = await render(<Page />);
      await userEvent.click(page.getByRole('button', { name: action }));
      await rerender(<Page busy />);
      await expect.element(page.getByRole('button', { name: busyAction })).toBeDisabled();
      await expect.element(dialog()).toHaveFocus();
      await userEvent.keyboard('{Tab}');
      expect(dialog().element().contains(document.activeElement)).toBe(true);
    });
  });
}
