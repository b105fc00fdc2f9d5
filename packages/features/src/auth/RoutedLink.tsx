import { useLinkComponent, type LinkComponentProps } from '@manara/ui';
import { forwardRef } from 'react';

/** A link within the site, rendered by the app's link component (its router), like ui's own links. */
export const RoutedLink = forwardRef<HTMLAnchorElement, Omit<LinkComponentProps, 'ref'>>(function RoutedLink(props, ref) {
  const Link = useLinkComponent();
  return <Link ref={ref} {...props} />;
});
