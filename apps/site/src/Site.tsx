import { SessionProvider } from '@manara/features/session';
import { StrictMode, type ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** What the server fetched for a page it rendered, by SWR key: the browser starts from the same answers. */
export type ServerData = Record<string, unknown>;

/**
 * The site around its router: the same tree renders on the server and hydrates in the browser
 * (docs/product/public-pages.md#pages-arrive-rendered). `data` answers the hooks the server answered;
 * each hook still asks the API again once the page runs, so a signed-in reader gets their own view.
 */
export function Site({ data, children }: { data: ServerData; children: ReactNode }) {
  return (
    <StrictMode>
      <SWRConfig value={{ fallback: data }}>
        <SessionProvider>{children}</SessionProvider>
      </SWRConfig>
    </StrictMode>
  );
}
