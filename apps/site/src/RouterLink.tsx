import type { LinkComponentProps } from '@manara/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';

/**
 * The link ui components render (through `LinkProvider`): same-site paths navigate on the client;
 * anything else (another origin, a download) stays a plain anchor.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<LinkComponentProps, 'ref'>>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  if (!href.startsWith('/') || href.startsWith('//')) {
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
