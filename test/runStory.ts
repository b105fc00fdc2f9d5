import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import preview from '../.storybook/preview';

/**
 * Renders a story for a browser test, without its play function (the storybook project runs that): the
 * story's own setup with the test's `changes`; `handlers`, when given, are all the story's msw handlers.
 */
export function runStory<TMeta extends Meta>(
  meta: TMeta,
  story: StoryObj<TMeta>,
  { handlers, ...changes }: Partial<StoryObj<TMeta>> & { handlers?: Record<string, AnyHandler | AnyHandler[]> } = {},
) {
  return composeStory({ ...story, play: undefined, ...changes, ...(handlers === undefined ? {} : { parameters: { msw: { handlers } } }) }, meta, preview).run();
}
