import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Button', () => {
  it('calls onClick when clicked', async () => {
    const onClick = vi.fn();
    await render(<Button onClick={onClick}>Enroll Now</Button>);
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit a surrounding form unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = await render(
      <form>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    container.querySelector('form')?.addEventListener('submit', onSubmit);
    await page.getByRole('button', { name: 'Plain' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Send' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('drawn on the server, a button waits, disabled but with its look, until the page is hydrated', async () => {
    const buttons = (
      <form>
        <Button>Plain</Button>
        <Button type="submit">Send</Button>
      </form>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(buttons);
    document.body.append(container);
    for (const button of container.querySelectorAll('button')) {
      expect(button.disabled).toBe(true);
      expect(getComputedStyle(button).opacity).toBe('1');
    }

    const root = hydrateRoot(container, buttons);
    await expect.element(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect.element(page.getByRole('button', { name: 'Plain' })).toBeEnabled();
    expect(container.querySelector('[data-waiting]')).toBeNull();
    root.unmount();
    container.remove();
  });

  it('while busy is disabled, says so with aria-busy and shows the busy label', async () => {
    await render(
      <Button busy busyLabel="Processing...">
        Enroll Now
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Processing...' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByText('Enroll Now')).not.toBeInTheDocument();
  });

  it('keeps its children while busy when no busy label is given', async () => {
    await render(<Button busy>Saving</Button>);
    await expect.element(page.getByRole('button', { name: 'Saving' })).toBeDisabled();
  });

  it('forwards its ref and passes other props to the <button>', async () => {
    const ref = { current: null as HTMLButtonElement | null };
    await render(
      <Button ref={ref} className="extra" aria-describedby="hint" data-testid="cta">
        Go
      </Button>,
    );
    const button = page.getByTestId('cta');
    await expect.element(button).toHaveClass('extra');
    await expect.element(button).toHaveAttribute('aria-describedby', 'hint');
    expect(ref.current).toBe(button.element());
  });

  it('passes axe in every variant and size, enabled and disabled', async () => {
    const { container } = await render(
      <div>
        {BUTTON_VARIANTS.flatMap((variant) =>
          BUTTON_SIZES.map((size) => (
            <Button key={`${variant}-${size}`} variant={variant} size={size}>
              {variant} {size}
            </Button>
          )),
        )}
        <Button disabled>Disabled</Button>
        <Button busy busyLabel="Processing...">
          Busy
        </Button>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
