import type { ReactNode } from 'react';

/** Stands for the user's words while our sentence is formatted; no message contains it. */
const SLOT = '\u0000';

/**
 * A sentence of ours around someone's words (a lesson's title, a name), wherever the language puts them:
 * the words sit in a `<bdi>`, so an English title in an Arabic sentence, or the reverse, keeps its own
 * direction and leaves the sentence's order alone (docs/product/overview.md#what-it-does).
 */
export function withUserText(sentence: (slot: string) => string, userText: string): ReactNode {
  const [before = '', after = ''] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <bdi>{userText}</bdi>
      {after}
    </>
  );
}
