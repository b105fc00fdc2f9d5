import { forwardRef } from 'react';
import { useLinkComponent, type LinkComponentProps } from '../LinkProvider';

export type RoutedLinkProps = Omit<LinkComponentProps, 'ref'>;

/** A link within the app, rendered by the app's link component (its router), like ui's own links. */
export const RoutedLink = forwardRef<HTMLAnchorElement, RoutedLinkProps>(function RoutedLink(props, ref) {
  const Link = useLinkComponent();
  return <Link ref={ref} {...props} />;
});
