import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CourseCard, CourseCardSkeleton } from '..';
import { sampleCourse } from '../private/fixtures';
import { expectNoAxeViolations } from '../private/test-utils';

describe('CourseCardSkeleton', () => {
  it('tells screen readers it is loading and hides the shapes', async () => {
    const { container } = await render(<CourseCardSkeleton />);
    const root = container.firstElementChild;
    expect(root).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByText('Loading course')).toBeInTheDocument();
    const shapes = Array.from(root?.children ?? []).filter((child) => child.textContent !== 'Loading course');
    expect(shapes).not.toHaveLength(0);
    expect(shapes.every((child) => child.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('takes its words from props', async () => {
    await render(<CourseCardSkeleton label="جارٍ تحميل الدورة" />);
    await expect.element(page.getByText('جارٍ تحميل الدورة')).toBeInTheDocument();
  });

  it('takes about the room of a card', async () => {
    const { container } = await render(
      <div style={{ display: 'grid', gridTemplateColumns: '22rem 22rem', alignItems: 'start' }}>
        <CourseCardSkeleton />
        <CourseCard {...sampleCourse} />
      </div>,
    );
    const [skeleton, card] = Array.from(container.firstElementChild?.children ?? [], (el) => el.getBoundingClientRect());
    expect(Math.abs((skeleton?.height ?? 0) - (card?.height ?? 0))).toBeLessThan(12);
  });

  it('passes axe', async () => {
    const { container } = await render(<CourseCardSkeleton />);
    await expectNoAxeViolations(container);
  });
});
