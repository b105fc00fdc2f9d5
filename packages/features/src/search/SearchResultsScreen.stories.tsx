import { buildCourse } from '@manara/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { SearchResultsScreen, type SearchResultsScreenProps } from './SearchResultsScreen';

const LONG = 'Write a statement of purpose that committees remember: structure, voice and evidence, with three drafts reviewed by mentors who won the same scholarships.';

const found = [
  buildCourse({ title: 'Scholarship Essays That Win', description: LONG, category: 'Manara', currentPrice: 850 }, 0),
  buildCourse({ title: 'Scholarship Interviews', description: 'Practise the questions panels ask.', category: 'Featured', currentPrice: 0 }, 1),
];

const searchTerms: string[] = [];

const meta = {
  title: 'Features/Search/SearchResultsScreen',
  component: SearchResultsScreen,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: {
        coursesSearch: http.get('*/api/courses/search', ({ request }) => {
          const term = new URL(request.url).searchParams.get('searchTerm') ?? '';
          searchTerms.push(term);
          return HttpResponse.json({ status: 'success', data: term === 'zzz' ? [] : found });
        }),
      },
    },
  },
  args: { query: 'scholarship', onSearch: fn<SearchResultsScreenProps['onSearch']>() },
  beforeEach: () => {
    searchTerms.length = 0;
  },
} satisfies Meta<typeof SearchResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Results': each course's title, its description cut at 100 characters, its category and price. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    const link = await canvas.findByRole('link', { name: 'Scholarship Essays That Win' });
    await expect(link).toHaveAttribute('href', `/CoursePage/${found[0]?._id}`);
    await expect(canvas.getByText(`${LONG.slice(0, 100)}...`)).toBeVisible();
    await expect(canvas.getByText('Practise the questions panels ask.')).toBeVisible();
    await expect(canvas.getByText('Featured')).toBeVisible();
    await expect(canvas.getByText('Manara')).toBeVisible();
    await expect(canvas.getByText(/850/)).toBeVisible();
    await expect(searchTerms).toEqual(['scholarship']);
  },
};

/** A new text goes to the address; the app then shows its results. */
export const NewSearch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search courses' });
    await expect(field).toHaveValue('scholarship');
    await userEvent.clear(field);
    await userEvent.type(field, '  IELTS {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ query: 'IELTS' });
  },
};

/** Nothing typed: 'write something!', and nothing is asked of the server. */
export const WriteSomething: Story = {
  args: { query: '   ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('write something!')).toBeVisible();
    await expect(searchTerms).toEqual([]);
  },
};

/** No course matches. */
export const NotFound: Story = {
  args: { query: 'zzz' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('course not found')).toBeVisible();
  },
};

/** The search failed: 'some thing went wrong', and a second try. */
export const Failed: Story = {
  parameters: { msw: { handlers: { coursesSearch: http.get('*/api/courses/search', () => HttpResponse.error()) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('some thing went wrong');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Waiting for the answer. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        coursesSearch: http.get('*/api/courses/search', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** In Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'النتائج' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Scholarship Essays That Win' })).toBeVisible();
  },
};
