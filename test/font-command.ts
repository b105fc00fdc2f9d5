import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';
import { readPageFonts, type TextInUnshippedFont } from './platform-fonts.js';

/** One DevTools protocol session per page, opened on first use. */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page) {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/** A browser command (run in Node, next to Playwright): the page's text drawn in fonts the project does not ship. */
export const textInUnshippedFontsCommand: BrowserCommand<[]> = async (context): Promise<TextInUnshippedFont[]> => {
  if (!('page' in context)) throw new Error('The font probe needs the Playwright provider.');
  return readPageFonts(await sessionOf(context.page as Page));
};
