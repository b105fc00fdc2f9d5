import { LinkProvider } from '@manara/ui';
import { Outlet } from 'react-router-dom';
import { RouterLink } from './RouterLink';

/** Above every page, framed or not: ui links (cards, the login screen's links) go through the router. */
export function Root() {
  return (
    <LinkProvider component={RouterLink}>
      <Outlet />
    </LinkProvider>
  );
}
