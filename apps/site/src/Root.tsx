import { LinkProvider } from '@manara/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { RouterLink } from './RouterLink';
import { RouteBoundary } from './RouteBoundary';
import { useLanguageOfAddress } from './navigation';

/**
 * Above every page, framed or not: ui links (cards, the login screen's links) go through the router.
 * The outer boundary catches a failing frame; the frame's own (in `Layout`) keeps it around a failing
 * page. While a page's code loads on the first visit nothing shows, as the page and its frame come
 * together; later the previous page stays on screen until the next one is ready (navigations are
 * transitions). The site's words follow the address's language (docs/product/languages.md).
 */
export function Root() {
  useLanguageOfAddress();
  return (
    <LinkProvider component={RouterLink}>
      <RouteBoundary>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteBoundary>
    </LinkProvider>
  );
}
