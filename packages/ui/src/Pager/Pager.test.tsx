import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Pager } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

describe('Pager', () => {
  it('asks for the previous and next page', async () => {
    const onPageChange = vi.fn();
    await render(<Pager page={3} hasPrevious hasNext onPageChange={onPageChange} />);
    await page.getByRole('button', { name: 'Next page' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 4 });
    await page.getByRole('button', { name: 'Previous page' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 2 });
  });

  it('shows << and >> and the current page inside a named navigation', async () => {
    await render(<Pager page={3} hasPrevious hasNext onPageChange={() => undefined} />);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect.element(nav).toHaveTextContent('<<Page 3>>');
  });

  it('disables the buttons at the ends', async () => {
    const { rerender } = await render(<Pager page={1} hasPrevious={false} hasNext onPageChange={() => undefined} />);
    await expect.element(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await rerender(<Pager page={4} hasPrevious hasNext={false} onPageChange={() => undefined} />);
    await expect.element(page.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect.element(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('takes its words from props', async () => {
    await render(
      <Pager
        page={2}
        hasPrevious
        hasNext
        onPageChange={() => undefined}
        aria-label="Latest courses pages"
        previousLabel="الصفحة السابقة"
        nextLabel="الصفحة التالية"
        pageLabel={(current) => `صفحة ${current}`}
      />,
    );
    await expect.element(page.getByRole('navigation', { name: 'Latest courses pages' })).toHaveTextContent('صفحة 2');
    await expect.element(page.getByRole('button', { name: 'الصفحة السابقة' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'الصفحة التالية' })).toBeVisible();
  });

  it('passes axe', async () => {
    const { container } = await render(<Pager page={1} hasPrevious={false} hasNext onPageChange={() => undefined} />);
    await expectNoAxeViolations(container);
  });
});
