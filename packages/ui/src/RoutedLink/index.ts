export { RoutedLink } from './RoutedLink';
export type { RoutedLinkProps } from './RoutedLink';
