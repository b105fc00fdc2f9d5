import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CourseCard, CourseGrid } from '..';
import { sampleCourses } from '../private/fixtures';
import { expectNoAxeViolations } from '../private/test-utils';

const columnsAt = async (width: number) => {
  const { container, unmount } = await render(
    <div style={{ inlineSize: `${width}px` }}>
      <CourseGrid aria-label="Courses">
        <span>one</span>
      </CourseGrid>
    </div>,
  );
  const list = container.querySelector('ul');
  const columns = list ? getComputedStyle(list).gridTemplateColumns.split(' ').length : 0;
  await unmount();
  return columns;
};

describe('CourseGrid', () => {
  it('is a list with one item per child, skipping empty ones', async () => {
    await render(
      <CourseGrid>
        {sampleCourses.slice(0, 3).map((course) => (
          <CourseCard key={course.id} {...course} />
        ))}
        {null}
        {false}
      </CourseGrid>,
    );
    const list = page.getByRole('list');
    await expect.element(list).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(3);
  });

  it('uses one column below 640 px, two from 640 px and three from 1024 px of its own width', async () => {
    expect(await columnsAt(639)).toBe(1);
    expect(await columnsAt(640)).toBe(2);
    expect(await columnsAt(1023)).toBe(2);
    expect(await columnsAt(1024)).toBe(3);
  });

  it('passes axe', async () => {
    const { container } = await render(
      <CourseGrid aria-label="Latest Courses">
        {sampleCourses.map((course) => (
          <CourseCard key={course.id} {...course} />
        ))}
      </CourseGrid>,
    );
    await expectNoAxeViolations(container);
  });
});
