import type { StoryContext } from '@storybook/react-vite';
import type { AnyHandler } from 'msw';
import { expect } from 'storybook/test';

type SendContext = Pick<StoryContext, 'canvas' | 'userEvent'>;

/**
 * A form's story while its request is on its way (the `loading` handlers given never answer): `send` fills
 * the form in and presses its button, which then reads `busyLabel`, is disabled and says it is busy, so it
 * cannot be pressed twice. Stories only; not exported from the feature.
 */
export const whileSending = (handlers: Record<string, AnyHandler | AnyHandler[]>, send: (context: SendContext) => Promise<unknown>, busyLabel: string) => ({
  parameters: { msw: { handlers } },
  play: async (context: SendContext) => {
    await send(context);
    const button = await context.canvas.findByRole('button', { name: busyLabel });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
});
