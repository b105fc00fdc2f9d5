/*
 * Which fonts really drew a page's text, asked of Chromium itself (the DevTools protocol's
 * `CSS.getPlatformFontsForNode`), so a test can fail when text falls back to a font of the machine's
 * instead of one the project ships: such text renders differently on every machine, and its screenshots
 * with it (decision 062).
 */

/** The families the project ships (from npm), as Chromium names the faces it drew with. */
export const SHIPPED_FONT_FAMILIES: readonly string[] = ['Cairo', 'JetBrains Mono'];

/** The part of a DevTools protocol session this needs; Playwright's `CDPSession` is one. */
interface ProtocolSession {
  send(method: 'DOM.enable' | 'CSS.enable' | 'DOM.disable' | 'CSS.disable'): Promise<unknown>;
  send(method: 'DOM.getDocument', params: { depth: number; pierce: boolean }): Promise<{ root: ProtocolNode }>;
  send(method: 'CSS.getPlatformFontsForNode', params: { nodeId: number }): Promise<{ fonts: PlatformFont[] }>;
}

interface ProtocolNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  children?: ProtocolNode[];
  contentDocument?: ProtocolNode;
  shadowRoots?: ProtocolNode[];
}

interface PlatformFont {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

export interface TextInUnshippedFont {
  /** The start of the text, as the page has it. */
  text: string;
  /** The fonts that are not the project's, by family name. */
  fonts: string[];
}

const TEXT_NODE = 3;
const NOT_DRAWN = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'HEAD']);

/** Elements with text of their own (not only their children's), in every frame and shadow root. */
function elementsWithText(node: ProtocolNode, found: Array<{ nodeId: number; text: string }>) {
  if (NOT_DRAWN.has(node.nodeName)) return;
  const text = (node.children ?? [])
    .filter((child) => child.nodeType === TEXT_NODE)
    .map((child) => child.nodeValue)
    .join('')
    .trim();
  if (text) found.push({ nodeId: node.nodeId, text: text.slice(0, 60) });
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]) {
    elementsWithText(child, found);
  }
}

/**
 * Enables what the probe needs for one reading, and turns it off after: left on, Chromium would report every later
 * change to the page to the session (decision 112).
 */
export async function readPageFonts(session: ProtocolSession): Promise<TextInUnshippedFont[]> {
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  try {
    return await textInUnshippedFonts(session);
  } finally {
    await session.send('CSS.disable');
    await session.send('DOM.disable');
  }
}

/**
 * Every piece of text on the page (its frames included) that Chromium drew, in whole or in part, with a
 * font the project does not ship. Text that is not drawn (hidden, or in a closed element) has no fonts and
 * passes. Layout must be up to date and the project's fonts loaded (`document.fonts.ready`).
 */
async function textInUnshippedFonts(session: ProtocolSession, attempts = 3): Promise<TextInUnshippedFont[]> {
  const { root } = await session.send('DOM.getDocument', { depth: -1, pierce: true });
  const elements: Array<{ nodeId: number; text: string }> = [];
  elementsWithText(root, elements);
  const answers = await Promise.allSettled(elements.map(({ nodeId }) => session.send('CSS.getPlatformFontsForNode', { nodeId })));
  // The page changed while it was read (a late render replaced an element): read it again as it is now.
  const vanished = answers.find((answer) => answer.status === 'rejected');
  if (vanished) {
    if (attempts > 1) return textInUnshippedFonts(session, attempts - 1);
    throw vanished.reason;
  }
  return elements.flatMap(({ text }, index) => {
    const answer = answers[index];
    const fonts = (answer?.status === 'fulfilled' ? answer.value.fonts : []).map((font) => font.familyName).filter((family) => !SHIPPED_FONT_FAMILIES.includes(family));
    return fonts.length > 0 ? [{ text, fonts }] : [];
  });
}

/** One line per piece of text, for a failure message. */
export const describeUnshipped = (found: readonly TextInUnshippedFont[]) =>
  found.map(({ text, fonts }) => `  "${text}" drawn with ${fonts.join(', ')}`).join('\n');
