import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PageHeader } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('PageHeader', () => {
  it('renders the title as the level-one heading with its id, passes props and ref to the root, and passes axe', async () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = await render(<PageHeader ref={ref} title="My profile" titleId="profile-title" description="Your details" data-kind="header" />);
    const heading = page.getByRole('heading', { level: 1, name: 'My profile' });
    await expect.element(heading).toHaveAttribute('id', 'profile-title');
    expect(ref.current?.dataset.kind).toBe('header');
    await expect.element(page.getByText('Your details')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('has no description paragraph when there is none', async () => {
    const { container } = await render(<PageHeader title="My courses" />);
    expect(container.querySelector('p')).toBeNull();
  });
});
