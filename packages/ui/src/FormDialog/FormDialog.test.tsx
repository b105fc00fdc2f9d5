import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button, FormDialog, TextField } from '..';
import { describeModalContract } from '../private/modalContract';
import { expectNoAxeViolations } from '../private/test-utils';

function Page({ busy = false, error, onSubmit = (event) => event.preventDefault() }: { busy?: boolean; error?: string; onSubmit?: (event: { preventDefault: () => void }) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      <FormDialog open={open} onOpenChange={(event) => setOpen(event.open)} title="Edit User" submitLabel="Save" busyLabel="Updating..." busy={busy} onSubmit={onSubmit} {...(error ? { error } : {})}>
        <TextField label="Role" name="role" />
      </FormDialog>
    </main>
  );
}

describe('FormDialog', () => {
  describeModalContract({ renderOpen: () => render(<Page />), name: 'Edit User' });

  it('sends the form with Enter in a field, as a real form does', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(<Page onSubmit={onSubmit} />);
    await userEvent.type(page.getByRole('textbox', { name: 'Role' }), 'admin{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy: the submit is disabled and relabelled, and neither Escape nor Cancel closes it', async () => {
    await render(<Page busy />);
    await expect.element(page.getByRole('button', { name: /Updating/ })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  });

  it('announces a failure inside the form, and passes axe', async () => {
    await render(<Page error="Failed to update user role" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('Failed to update user role');
    await expectNoAxeViolations(document.body);
  });
});
