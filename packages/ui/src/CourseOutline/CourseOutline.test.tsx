import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CourseOutline } from '..';
import { expectNoAxeViolations } from '../private/test-utils';
import { englishLabels, outlineSections } from './fixtures';

describe('CourseOutline', () => {
  it('chooses a lesson with the keyboard, and tells how far the course is', async () => {
    const onSelectLesson = vi.fn();
    const { container } = await render(<CourseOutline sections={outlineSections} currentLessonId="l-1" labels={englishLabels} onSelectLesson={onSelectLesson} />);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: /Why a global profile matters/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSelectLesson).toHaveBeenCalledWith({ lessonId: 'l-2' });
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '2/5 lessons · 40%');
    await expect.element(page.getByText('00:00')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('counts nothing as complete in a course without lessons', async () => {
    await render(<CourseOutline sections={[]} labels={{ ...englishLabels, progressText: '0/0' }} onSelectLesson={() => undefined} />);
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect.element(page.getByRole('progressbar')).toHaveAttribute('data-state', 'in-progress');
  });
});
