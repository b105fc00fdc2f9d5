import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormDialog, TextField, type FormDialogProps } from '..';
import { DialogPage, describeBusyModalContract, describeModalContract } from '../private/modalContract';
import { expectNoAxeViolations } from '../private/test-utils';

type PageProps = Partial<Pick<FormDialogProps, 'busy' | 'error' | 'description' | 'size' | 'children'>> & {
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onOpenChange?: FormDialogProps['onOpenChange'];
};

/** A screen that edits a user in a dialog, as an admin page does. */
function Page({ onSubmit = (event) => event.preventDefault(), onOpenChange, children, ...props }: PageProps) {
  return (
    <DialogPage opener="Edit" onOpenChange={onOpenChange}>
      {(control) => (
        <FormDialog {...control} title="Edit User" submitLabel="Save" busyLabel="Updating..." onSubmit={onSubmit} {...props}>
          {children ?? (
            <>
              <TextField label="First name" name="firstName" />
              <TextField label="Role" name="role" />
            </>
          )}
        </FormDialog>
      )}
    </DialogPage>
  );
}

const dialog = () => page.getByRole('dialog', { name: 'Edit User' });

describe('FormDialog', () => {
  describeModalContract({ renderOpen: () => render(<Page />), name: 'Edit User' });
  describeBusyModalContract({ page: Page, name: 'Edit User', action: 'Save', busyAction: 'Updating...' });

  it('holds a real form that is not validated by the browser, and starts on its first field', async () => {
    await render(<Page />);
    const form = dialog().element().querySelector('form');
    expect(form).not.toBeNull();
    expect(form?.noValidate).toBe(true);
    await expect.element(page.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('sends the form from its button, with the fields in it', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return Object.fromEntries(new FormData(event.currentTarget));
    });
    await render(<Page onSubmit={onSubmit} />);
    await userEvent.fill(page.getByRole('textbox', { name: 'First name' }), 'Mona');
    await userEvent.fill(page.getByRole('textbox', { name: 'Role' }), 'admin');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveReturnedWith({ firstName: 'Mona', role: 'admin' });
  });

  it('sends the form with Enter in a field, as a real form does', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => event.preventDefault());
    await render(<Page onSubmit={onSubmit} />);
    await userEvent.type(page.getByRole('textbox', { name: 'Role' }), 'admin{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('closes from Cancel without sending', async () => {
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    await render(<Page onSubmit={onSubmit} onOpenChange={onOpenChange} />);
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('announces a failure inside the form, above the buttons, and passes axe', async () => {
    await render(<Page error="Failed to update user role" />);
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Failed to update user role');
    const form = dialog().element().querySelector('form');
    expect(form?.contains(alert.element())).toBe(true);
    const cancel = page.getByRole('button', { name: 'Cancel' }).element();
    expect(alert.element().compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('is described by its description when it has one, and passes axe in the wide size', async () => {
    await render(<Page description="Mona Adel" size="lg" />);
    await expect.element(dialog()).toHaveAccessibleDescription('Mona Adel');
    await expect.element(dialog()).toHaveAttribute('data-size', 'lg');
    await expectNoAxeViolations(document.body);
  });

  it('scrolls inside itself when the form is taller than the window, its buttons in view without scrolling', async () => {
    const fields = Array.from({ length: 24 }, (_, index) => <TextField key={index} label={`Field ${index + 1}`} name={`field${index + 1}`} />);
    await render(<Page>{fields}</Page>);
    const box = dialog().element();
    await expect.element(dialog()).toBeVisible();
    const frame = box.getBoundingClientRect();
    expect(frame.height).toBeLessThanOrEqual(window.innerHeight);
    expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    expect(box.scrollTop).toBe(0);
    const save = page.getByRole('button', { name: 'Save' }).element().getBoundingClientRect();
    expect(save.top).toBeGreaterThanOrEqual(frame.top);
    expect(save.bottom).toBeLessThanOrEqual(frame.bottom);
    box.scrollTop = box.scrollHeight;
    expect(page.getByRole('button', { name: 'Save' }).element().getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.bottom);
  });

  it('uses English words unless given others', async () => {
    await render(
      <FormDialog open onOpenChange={() => undefined} title="Block User" onSubmit={(event) => event.preventDefault()}>
        <TextField label="Reason" name="reason" />
      </FormDialog>,
    );
    await expect.element(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  });
});
