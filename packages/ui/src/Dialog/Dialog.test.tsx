import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button, Dialog } from '..';
import { describeModalContract } from '../private/modalContract';

/** A page with a button that opens the dialog, as a screen would use it. */
function Page({ initiallyOpen = false, onOpenChange }: { initiallyOpen?: boolean; onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Sign In</Button>
      <Dialog
        open={open}
        onOpenChange={(event) => {
          onOpenChange?.(event.open);
          setOpen(event.open);
        }}
        title="Error"
        tone="danger"
        description="Invalid email or password"
        closeLabel="OK"
      />
    </main>
  );
}

describe('Dialog', () => {
  describeModalContract({ renderOpen: () => render(<Page initiallyOpen />), name: 'Error' });

  it('is described by its message', async () => {
    await render(<Page initiallyOpen />);
    await expect.element(page.getByRole('dialog', { name: 'Error' })).toHaveAccessibleDescription('Invalid email or password');
  });

  it('closes from its button and gives focus back to what opened it', async () => {
    const onOpenChange = vi.fn();
    await render(<Page onOpenChange={onOpenChange} />);
    const opener = page.getByRole('button', { name: 'Sign In' });
    await userEvent.click(opener);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await expect.element(opener).toHaveFocus();
  });

  it('can send focus to a named control instead, when what opened it could not keep focus', async () => {
    function Named() {
      const [open, setOpen] = useState(true);
      const retry = useRef<HTMLButtonElement>(null);
      return (
        <main>
          <Button ref={retry}>Try again</Button>
          <Dialog open={open} onOpenChange={(event) => setOpen(event.open)} title="Error" returnFocusRef={retry} />
        </main>
      );
    }
    await render(<Named />);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });

  it('hides the page behind it from assistive technology', async () => {
    await render(<Page initiallyOpen />);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
