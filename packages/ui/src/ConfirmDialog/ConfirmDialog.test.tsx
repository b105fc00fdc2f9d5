import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button, ConfirmDialog } from '..';
import { describeModalContract } from '../private/modalContract';

function Page({ onConfirm = () => undefined, busy = false }: { onConfirm?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Delete</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(event) => setOpen(event.open)}
        title="Delete Lesson"
        description="Are you sure? You won't be able to revert this!"
        confirmLabel="Yes, delete it!"
        tone="danger"
        busy={busy}
        onConfirm={onConfirm}
      />
    </main>
  );
}

describe('ConfirmDialog', () => {
  describeModalContract({ renderOpen: () => render(<Page />), name: 'Delete Lesson', role: 'alertdialog' });

  it('is an alert dialog that starts on Cancel, the safe answer', async () => {
    await render(<Page />);
    await expect.element(page.getByRole('alertdialog', { name: 'Delete Lesson' })).toHaveAccessibleDescription("Are you sure? You won't be able to revert this!");
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('asks the caller to act and stays open; Cancel closes it without acting', async () => {
    const onConfirm = vi.fn();
    await render(<Page onConfirm={onConfirm} />);
    await userEvent.click(page.getByRole('button', { name: 'Yes, delete it!' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed while busy', async () => {
    await render(<Page busy />);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
  });
});
