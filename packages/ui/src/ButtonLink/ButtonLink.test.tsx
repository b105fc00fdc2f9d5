import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS, ButtonLink, LinkProvider } from '..';
import { recordingLink } from '../private/recordingLink';
import { expectNoAxeViolations } from '../private/test-utils';

describe('ButtonLink', () => {
  it('is a plain link without a provider, forwarding its ref and other props to the <a>', async () => {
    const ref = { current: null as HTMLAnchorElement | null };
    await render(
      <ButtonLink ref={ref} href="/courses" className="extra" aria-current="page" data-testid="cta">
        Browse Courses
      </ButtonLink>,
    );
    const link = page.getByRole('link', { name: 'Browse Courses' });
    await expect.element(link).toHaveAttribute('href', '/courses');
    await expect.element(link).toHaveAttribute('aria-current', 'page');
    await expect.element(link).toHaveClass('extra');
    expect(ref.current).toBe(page.getByTestId('cta').element());
  });

  it('goes through the app’s link component inside a provider, by click and by Enter', async () => {
    const navigate = vi.fn();
    await render(
      <LinkProvider component={recordingLink(navigate)}>
        <ButtonLink href="/mycourses">My Courses</ButtonLink>
      </LinkProvider>,
    );
    await page.getByRole('link', { name: 'My Courses' }).click();
    await userEvent.keyboard('{Enter}');
    expect(navigate.mock.calls).toEqual([['/mycourses'], ['/mycourses']]);
  });

  it('looks like the Button of the same variant and size', async () => {
    await render(
      <div>
        <Button variant="outline" size="lg" fullWidth>
          Action
        </Button>
        <ButtonLink href="/" variant="outline" size="lg" fullWidth>
          Place
        </ButtonLink>
        <ButtonLink href="/">Default</ButtonLink>
        <Button>Default action</Button>
      </div>,
    );
    const classes = (name: string, role: 'button' | 'link') => page.getByRole(role, { name, exact: true }).element().className;
    expect(classes('Place', 'link')).toBe(classes('Action', 'button'));
    expect(classes('Default', 'link')).toBe(classes('Default action', 'button'));
    expect(classes('Default', 'link')).not.toBe(classes('Place', 'link'));
  });

  it('passes axe in every variant and size', async () => {
    const { container } = await render(
      <div>
        {BUTTON_VARIANTS.flatMap((variant) =>
          BUTTON_SIZES.map((size) => (
            <ButtonLink key={`${variant}-${size}`} href={`/${variant}/${size}`} variant={variant} size={size}>
              {variant} {size}
            </ButtonLink>
          )),
        )}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
