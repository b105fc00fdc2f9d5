import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SearchInput, useTypedBeforeHydration } from '..';
import { expectNoAxeViolations } from '../private/test-utils';

function Controlled({ onSearch }: { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <SearchInput
      label="Search courses"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onSearch(event.target.value);
      }}
    />
  );
}

/** A controlled box that takes up what was typed into it before it was hydrated. */
function Hydrated({ onSearch }: { onSearch: (text: string) => void }) {
  const field = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  useTypedBeforeHydration(field, (typed) => {
    setText(typed);
    onSearch(typed);
  });
  return <SearchInput ref={field} label="Search courses" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('SearchInput', () => {
  it('is a search box named by its label, even when the label is hidden', async () => {
    await render(<SearchInput label="Search courses" placeholder="Search by course title" />);
    const input = page.getByRole('searchbox', { name: 'Search courses' });
    await expect.element(input).toHaveAttribute('placeholder', 'Search by course title');
    const label = page.getByText('Search courses').element().getBoundingClientRect();
    expect(label.width * label.height).toBeLessThanOrEqual(1);
  });

  it('can show its label', async () => {
    await render(<SearchInput label="Search courses" labelVisible />);
    await expect.element(page.getByText('Search courses')).toBeVisible();
  });

  it('in a form, gives it a hidden submit button that Enter presses and Tab passes by', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await render(
      <form role="search" onSubmit={onSubmit}>
        <SearchInput label="Search courses" submitLabel="Search" />
        <button type="button">After</button>
      </form>,
    );
    const submit = page.getByRole('button', { name: 'Search' });
    await expect.element(submit).toHaveAttribute('type', 'submit');
    const box = submit.element().getBoundingClientRect();
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    await userEvent.type(page.getByRole('searchbox'), 'IELTS{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'After' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
  });

  it('works uncontrolled', async () => {
    await render(<SearchInput label="Search courses" defaultValue="IELTS" />);
    const input = page.getByRole('searchbox');
    await userEvent.fill(input, 'Scholarships');
    await expect.element(input).toHaveValue('Scholarships');
  });

  it('works controlled', async () => {
    const onSearch = vi.fn();
    await render(<Controlled onSearch={onSearch} />);
    await userEvent.type(page.getByRole('searchbox'), 'abc');
    expect(onSearch).toHaveBeenLastCalledWith('abc');
    await expect.element(page.getByRole('searchbox')).toHaveValue('abc');
  });

  it('forwards its ref and keeps a given id', async () => {
    const ref = { current: null as HTMLInputElement | null };
    await render(<SearchInput ref={ref} id="course-search" label="Search courses" />);
    expect(ref.current?.id).toBe('course-search');
    await expect.element(page.getByLabelText('Search courses')).toHaveAttribute('id', 'course-search');
  });

  it('passes axe', async () => {
    const { container } = await render(<SearchInput label="Search courses" placeholder="Search by course title" />);
    await expectNoAxeViolations(container);
  });

  it('keeps, as typed, what was typed into the box the server drew before the page came alive', async () => {
    const onSearch = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Hydrated onSearch={onSearch} />);
    document.body.append(container);
    await userEvent.fill(page.getByRole('searchbox'), 'IELTS');

    const root = hydrateRoot(container, <Hydrated onSearch={onSearch} />);
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('IELTS'));
    // Now the state's: typing on changes it.
    await userEvent.type(page.getByRole('searchbox'), ' prep');
    await expect.element(page.getByRole('searchbox')).toHaveValue('IELTS prep');
    expect(onSearch).toHaveBeenCalledTimes(1);
    root.unmount();
    container.remove();
  });
});
