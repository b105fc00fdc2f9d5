import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LinkProvider, RoutedLink } from '..';
import { recordingLink } from '../private/recordingLink';

describe('RoutedLink', () => {
  it('is a plain link, ref included, without a provider', async () => {
    const ref = { current: null as HTMLAnchorElement | null };
    await render(
      <RoutedLink ref={ref} href="/about" aria-current="page">
        About
      </RoutedLink>,
    );
    const link = page.getByRole('link', { name: 'About' });
    await expect.element(link).toHaveAttribute('href', '/about');
    await expect.element(link).toHaveAttribute('aria-current', 'page');
    expect(ref.current).toBe(link.element());
  });

  it('goes through the app’s link component inside a provider', async () => {
    const navigate = vi.fn();
    await render(
      <LinkProvider component={recordingLink(navigate)}>
        <RoutedLink href="/about">About</RoutedLink>
      </LinkProvider>,
    );
    await page.getByRole('link', { name: 'About' }).click();
    expect(navigate).toHaveBeenCalledWith('/about');
  });
});
