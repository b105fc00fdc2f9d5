import type { Decorator } from '@storybook/react-vite';

/**
 * A story decorator that sets the story in a box of the given class (one of `storyLayout.css`): a column as
 * wide as a card, a stack of fields, a frame tall enough for a dialog. Stories only.
 */
export const inStoryBox =
  (className: string): Decorator =>
  (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
