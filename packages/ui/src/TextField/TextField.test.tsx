import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('TextField', () => {
  it('is named by its label and takes typing', async () => {
    await render(<TextField label="Email" type="email" />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await userEvent.fill(input, 'mona@example.com');
    await expect.element(input).toHaveValue('mona@example.com');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('an error makes it invalid and describes it, beside any description of the caller', async () => {
    await render(
      <>
        <p id="hint">We never share it.</p>
        <TextField label="Email" error="Invalid email address" aria-describedby="hint" />
      </>,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Invalid email address We never share it.');
  });

  it('an empty error is no error', async () => {
    await render(<TextField label="Email" error="" />);
    await expect.element(page.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('forwards its ref and keeps a given id', async () => {
    const ref = { current: null as HTMLInputElement | null };
    await render(<TextField ref={ref} id="login-email" label="Email" />);
    expect(ref.current?.id).toBe('login-email');
  });

  it('passes axe, valid and invalid', async () => {
    const { container } = await render(
      <div>
        <TextField label="Email" />
        <TextField label="Password" type="password" error="Password is required" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
