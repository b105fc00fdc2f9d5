import { storeSessionHint } from '@manara/api-client/mocks';
import type { Decorator } from '@storybook/react-vite';
import { SessionProvider } from './SessionProvider';

/*
 * For stories of screens that read the session: the provider around the story, and who is there
 * when it opens. Stories only; not exported from the feature.
 */

export const withSession: Decorator = (Story) => (
  <SessionProvider>
    <Story />
  </SessionProvider>
);

/**
 * A story's `beforeEach`: a signed-in learner or admin (the cookies a login leaves) or a visitor, with
 * nothing left in `localStorage`; all of it is undone after the story, so none leaks into the next.
 */
export const sessionAs = (who: 'learner' | 'admin' | 'visitor') => () => {
  localStorage.clear();
  if (who === 'visitor') storeSessionHint(undefined);
  else storeSessionHint(who === 'admin' ? 'admin' : 'user');
  return () => {
    storeSessionHint(undefined);
    localStorage.clear();
  };
};
