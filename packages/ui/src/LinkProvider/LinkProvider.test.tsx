import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render, renderHook } from 'vitest-browser-react';
import { CourseCard, LinkProvider, useLinkComponent } from '..';
import { sampleCourse } from '../private/fixtures';
import { recordingLink } from '../private/recordingLink';

const navigate = vi.fn();
const RouterLink = recordingLink(navigate);

const withRouter = ({ children }: { children: ReactNode }) => <LinkProvider component={RouterLink}>{children}</LinkProvider>;

describe('LinkProvider', () => {
  it('hands out a plain anchor, ref included, when no provider is present', async () => {
    const { result } = await renderHook(() => useLinkComponent());
    const ref = { current: null as HTMLAnchorElement | null };
    await render(createElement(result.current, { href: '/CoursePage/c-1', ref }, 'Course'));
    const link = page.getByRole('link', { name: 'Course' });
    await expect.element(link).toHaveAttribute('href', '/CoursePage/c-1');
    expect(ref.current).toBe(link.element());
  });

  it('hands out the component it is given', async () => {
    const { result } = await renderHook(() => useLinkComponent(), { wrapper: withRouter });
    expect(result.current).toBe(RouterLink);
  });

  it('carries every link ui renders', async () => {
    navigate.mockClear();
    await render(<CourseCard {...sampleCourse} />, { wrapper: withRouter });
    await page.getByRole('link', { name: sampleCourse.title }).click();
    await page.getByRole('link', { name: 'Details' }).click();
    expect(navigate.mock.calls).toEqual([['/CoursePage/c-101'], ['/CoursePage/c-101']]);
  });
});
