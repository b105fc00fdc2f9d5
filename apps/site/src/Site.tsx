import { SessionProvider } from '@manara/features/session';
import { StrictMode, useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

/** What the server fetched for a page it rendered, by SWR key: the browser starts from the same answers. */
export type ServerData = Record<string, unknown>;

/**
 * The site around its router: the same tree renders on the server and hydrates in the browser
 * (docs/product/public-pages.md#pages-arrive-rendered). `data` answers the hooks the server answered. A public
 * page is drawn signed out: each hook still asks the API again once the page runs, so a signed-in reader gets
 * their own view. A signed-in page's data was read for its reader: `cache` (`signedInCache`) starts from it,
 * and does not ask for it again at once; drawn on the server, it was drawn for a reader of role `drawnFor`
 * (docs/product/overview.md#signed-in-pages-start-with-their-data).
 */
export function Site({ data, cache, drawnFor, children }: { data: ServerData; cache?: SWRConfiguration; drawnFor?: string; children: ReactNode }) {
  const [config] = useState(() => cache ?? { fallback: data });
  return (
    <StrictMode>
      <SWRConfig value={config}>
        <SessionProvider drawnFor={drawnFor}>{children}</SessionProvider>
      </SWRConfig>
    </StrictMode>
  );
}
