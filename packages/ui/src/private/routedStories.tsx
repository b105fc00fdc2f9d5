import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LinkProvider } from '../LinkProvider';
import { recordingLink } from './recordingLink';

/**
 * For the stories of a link followed through the app's router: the links render in a router
 * stand-in that reports to `navigate` where they go, cleared before each story.
 */
export function routedStories() {
  const navigate = fn();
  const RouterLink = recordingLink(navigate);
  const decorators: Decorator[] = [
    (Story) => (
      <LinkProvider component={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ];
  const beforeEach = () => {
    navigate.mockClear();
  };
  return { navigate, decorators, beforeEach };
}
