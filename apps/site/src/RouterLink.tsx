import type { LinkComponentProps } from '@manara/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';

/** Paths the server answers, not the router (the API's redirects, such as Google sign-in, and media). */
const SERVER_PATHS = ['/api/', '/media/'];

/**
 * The link ui components render (through `LinkProvider`): the app's own paths navigate on the client;
 * anything else (another origin, a path the server answers) stays a plain anchor, a full page load.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<LinkComponentProps, 'ref'>>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  if (!href.startsWith('/') || href.startsWith('//') || SERVER_PATHS.some((path) => href.startsWith(path))) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={href} {...rest}>
      {children}
    </Link>
  );
});
