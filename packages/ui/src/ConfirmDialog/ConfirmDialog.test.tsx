import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConfirmDialog, type ConfirmDialogProps } from '..';
import { clickOutside, DialogPage, describeBusyModalContract, describeModalContract } from '../private/modalContract';
import { expectNoAxeViolations } from '../private/test-utils';

type PageProps = Partial<Pick<ConfirmDialogProps, 'onConfirm' | 'busy' | 'busyLabel' | 'error' | 'tone'>> & {
  onOpenChange?: ConfirmDialogProps['onOpenChange'];
};

/** A screen that asks before deleting, as an admin page does. */
function Page({ onOpenChange, ...props }: PageProps) {
  return (
    <DialogPage opener="Delete" onOpenChange={onOpenChange}>
      {(control) => (
        <ConfirmDialog
          {...control}
          title="Delete Lesson"
          description="Are you sure? You won't be able to revert this!"
          confirmLabel="Yes, delete it!"
          tone="danger"
          onConfirm={() => undefined}
          {...props}
        />
      )}
    </DialogPage>
  );
}

const dialog = () => page.getByRole('alertdialog', { name: 'Delete Lesson' });

describe('ConfirmDialog', () => {
  describeModalContract({ renderOpen: () => render(<Page />), name: 'Delete Lesson', role: 'alertdialog' });
  describeBusyModalContract({ page: (props) => <Page busyLabel="Deleting..." {...props} />, name: 'Delete Lesson', role: 'alertdialog', action: 'Yes, delete it!', busyAction: 'Deleting...' });

  it('is an alert dialog described by its question that starts on Cancel, the safe answer', async () => {
    await render(<Page />);
    await expect.element(dialog()).toHaveAccessibleDescription("Are you sure? You won't be able to revert this!");
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('asks the caller to act and stays open; Cancel closes it without acting', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    await render(<Page onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await userEvent.click(page.getByRole('button', { name: 'Yes, delete it!' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith();
    await expect.element(dialog()).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('opened busy: the box holds focus (Cancel cannot), and nothing confirms', async () => {
    const onConfirm = vi.fn();
    await render(<Page busy busyLabel="Deleting..." onConfirm={onConfirm} />);
    await expect.element(page.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect.element(dialog()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await clickOutside();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('announces why the action failed, inside the dialog, and passes axe', async () => {
    await render(<Page error="Learners are enrolled in this course." />);
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Learners are enrolled in this course.');
    expect(dialog().element().contains(alert.element())).toBe(true);
    await expectNoAxeViolations(document.body);
  });

  it('passes axe in the default tone too', async () => {
    await render(<Page tone="default" />);
    await expect.element(dialog()).toHaveAttribute('data-tone', 'default');
    await expectNoAxeViolations(document.body);
  });

  it('uses English words unless given others', async () => {
    await render(<ConfirmDialog open onOpenChange={() => undefined} title="Publish" description="Publish this course?" onConfirm={() => undefined} />);
    await expect.element(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('forwards its ref and rest props to the dialog box', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(
      <ConfirmDialog ref={ref} data-testid="box" open onOpenChange={() => undefined} title="Publish" description="Publish this course?" onConfirm={() => undefined} />,
    );
    await expect.element(page.getByTestId('box')).toHaveAttribute('role', 'alertdialog');
    expect(ref.current).toBe(page.getByTestId('box').element());
  });
});
