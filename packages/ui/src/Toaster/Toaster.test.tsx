import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { toast, Toaster } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

afterEach(() => {
  toast.dismissAll();
});

describe('Toaster', () => {
  it('shows a toast in a labelled live region and removes it when its time is up', async () => {
    await render(
      <>
        <Toaster label="Notifications" />
        <button type="button" style={{ position: 'fixed', insetBlockEnd: 0, insetInlineStart: 0 }}>
          Elsewhere
        </button>
      </>,
    );
    // A pointer resting over the toasts pauses them (Sonner keeps a hovered toast); an earlier
    // test's click may have left it there.
    await userEvent.hover(page.getByRole('button', { name: 'Elsewhere' }));
    toast.success('Profile updated successfully!', { duration: 300 });
    const message = page.getByText('Profile updated successfully!');
    await expect.element(message).toBeVisible();
    await expect.element(page.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    await expect.poll(() => message.query(), { timeout: 3000 }).toBeNull();
  });

  it('keeps a toast while its time is not up', async () => {
    await render(<Toaster />);
    toast.error('Failed to update profile', { duration: 10_000 });
    const message = page.getByText('Failed to update profile');
    await expect.element(message).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect.element(message).toBeVisible();
  });

  it('follows the reading direction it is given', async () => {
    const { container } = await render(<Toaster dir="rtl" />);
    toast.info('تم الحفظ');
    await expect.element(page.getByText('تم الحفظ')).toBeVisible();
    expect(container.ownerDocument.querySelector('[data-sonner-toaster]')?.getAttribute('dir')).toBe('rtl');
  });

  it('passes axe with a toast showing', async () => {
    await render(<Toaster />);
    toast.success('Password updated successfully!', { duration: 10_000 });
    await expect.element(page.getByText('Password updated successfully!')).toBeVisible();
    await expectNoAxeViolations(document.body);
  });
});
