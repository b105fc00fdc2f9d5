import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Checkbox', () => {
  it('toggles from the box and from its words', async () => {
    const onChange = vi.fn();
    await render(<Checkbox label="Remember me" onChange={onChange} />);
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect.element(box).toBeChecked();
    await userEvent.click(page.getByText('Remember me'));
    await expect.element(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('toggles with the space bar', async () => {
    await render(<Checkbox label="Remember me" />);
    const box = page.getByRole('checkbox');
    box.element().focus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
  });

  it('forwards its ref to the input', async () => {
    const ref = { current: null as HTMLInputElement | null };
    await render(<Checkbox ref={ref} label="Remember me" name="rememberMe" />);
    expect(ref.current?.name).toBe('rememberMe');
  });

  it('passes axe', async () => {
    const { container } = await render(<Checkbox label="Remember me" defaultChecked />);
    await expectNoAxeViolations(container);
  });
});
