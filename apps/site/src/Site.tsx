import { SessionProvider } from '@manara/features/session';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';

/** What the server fetched for a page it rendered, by SWR key: the browser starts from the same answers. */
export type ServerData = Record<string, unknown>;

/**
 * Answers read for this reader just before the page was sent (docs/product/overview.md#signed-in-pages-start-with-their-data)
 * are not asked for again as their screen first shows them: the screen's first read is the server's. Later
 * reads (a screen opened again, the window focused) go to the API as usual.
 */
const readJustNow =
  (unshown: Set<string>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const serialized = key ? unstable_serialize(key) : '';
    // The key this hook first showed, if it came with the page; read when the hook is first drawn.
    const [sent] = useState(() => (unshown.has(serialized) ? serialized : undefined));
    const fresh = sent !== undefined && sent === serialized;
    // Once shown, the answer is the page's no more: the next screen to show it asks again.
    useEffect(() => {
      if (fresh) unshown.delete(serialized);
    }, [fresh, serialized]);
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };

/**
 * The site around its router: the same tree renders on the server and hydrates in the browser
 * (docs/product/public-pages.md#pages-arrive-rendered). `data` answers the hooks the server answered. A page
 * drawn on the server is drawn signed out: each hook still asks the API again once the page runs, so a
 * signed-in reader gets their own view. A signed-in page's data (`signedIn`) was read for its reader: it
 * starts the cache, and is not asked for again at once.
 */
export function Site({ data, signedIn = false, children }: { data: ServerData; signedIn?: boolean; children: ReactNode }) {
  const [config] = useState(() =>
    signedIn
      ? {
          // In the cache itself, not only a fallback: a change in place (the lesson player's progress) starts from them.
          provider: () => new Map(Object.entries(data).map(([key, value]) => [key, { data: value }])),
          use: [readJustNow(new Set(Object.keys(data)))],
        }
      : { fallback: data },
  );
  return (
    <StrictMode>
      <SWRConfig value={config}>
        <SessionProvider>{children}</SessionProvider>
      </SWRConfig>
    </StrictMode>
  );
}
