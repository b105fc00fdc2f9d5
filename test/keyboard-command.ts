import type { BrowserCommand } from 'vitest/node';

/**
 * A browser command: a real press of Shift in the test frame, before a file's stories draw anything. Chromium shows
 * a focus ring on what a script focuses (`:focus-visible`) only when the page's last real input was the keyboard,
 * so without this a story's screenshot would depend on whether a file before it, in the same page, typed or clicked.
 */
export const keyboardInputCommand: BrowserCommand<[]> = async (context) => {
  if (!('page' in context)) throw new Error('The keyboard reset needs the Playwright provider.');
  await (await context.frame()).locator('body').press('Shift');
};
