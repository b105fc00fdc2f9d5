import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextArea } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('TextArea', () => {
  it('is named by its label and keeps line breaks', async () => {
    const { container } = await render(<TextArea label="Description" />);
    const field = page.getByRole('textbox', { name: 'Description' });
    await userEvent.fill(field, 'One\nTwo');
    await expect.element(field).toHaveValue('One\nTwo');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
  });

  it('an error makes it invalid and describes it, beside any description of the caller', async () => {
    const { container } = await render(
      <>
        <p id="hint">Shown on the course page.</p>
        <TextArea label="Description" error="description is required" aria-describedby="hint" />
      </>,
    );
    const field = page.getByRole('textbox', { name: 'Description' });
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription('description is required Shown on the course page.');
    await expectNoAxeViolations(container);
  });
});
