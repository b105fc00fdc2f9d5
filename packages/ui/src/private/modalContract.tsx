import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
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
