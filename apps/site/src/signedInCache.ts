import { useEffect, useState } from 'react';
import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import type { ServerData } from './Site';

/*
 * Loaded only for a signed-in reader's page that came with their data, beside the first chunk (the server names
 * it with the page's own code): every other page's first load goes without it.
 */

/**
 * Answers read for this reader just before the page was sent (docs/product/overview.md#signed-in-pages-start-with-their-data)
 * are not asked for again as their screen first shows them: the screen's first read is the server's. Later
 * reads (a screen opened again, the window focused) go to the API as usual.
 */
const readJustNow =
  (unshown: Set<string>): Middleware =>
  (useSWRNext) =>
  (key, fetcher, config) => {
    const serialized = unstable_serialize(key);
    // The key this hook first showed, if it came with the page; read when the hook is first drawn.
    const [sent] = useState(() => unshown.has(serialized) && serialized);
    const fresh = sent === serialized;
    // Once shown, the answer is the page's no more: the next screen to show it asks again.
    useEffect(() => {
      if (fresh) unshown.delete(serialized);
    }, [fresh, serialized]);
    return useSWRNext(key, fetcher, fresh ? { ...config, revalidateOnMount: false } : config);
  };

/**
 * The cache a signed-in page starts from: its data in the cache itself, not only a fallback, so a change in place
 * (the lesson player's progress) starts from it, and not asked for again as it is first shown.
 */
export const signedInCache = (data: ServerData): SWRConfiguration => ({
  provider: () => new Map(Object.entries(data).map(([key, value]) => [key, { data: value }])),
  use: [readJustNow(new Set(Object.keys(data)))],
});
