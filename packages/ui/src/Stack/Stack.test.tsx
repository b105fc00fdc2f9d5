import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Stack } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Stack', () => {
  it('stacks its children a step of the space scale apart, passes props and ref to the root, and passes axe', async () => {
    const ref = createRef<HTMLElement>();
    const { container } = await render(
      <Stack ref={ref} as="section" gap={6} aria-label="Steps" data-testid="stack">
        <p>First</p>
        <p>Second</p>
      </Stack>,
    );
    const root = container.querySelector('section');
    expect(ref.current).toBe(root);
    expect(root?.getAttribute('aria-label')).toBe('Steps');
    const style = getComputedStyle(root as Element);
    expect([style.display, style.flexDirection, style.rowGap]).toEqual(['flex', 'column', '24px']);
    await expectNoAxeViolations(container);
  });

  it('renders a form with its own attributes, keeping the caller’s class', async () => {
    const { container } = await render(
      <Stack as="form" gap={4} noValidate className="mine" aria-label="Sign in">
        <button type="submit">Go</button>
      </Stack>,
    );
    const form = container.querySelector('form');
    expect(form?.noValidate).toBe(true);
    expect(form?.classList.contains('mine')).toBe(true);
    await expectNoAxeViolations(container);
  });
});
