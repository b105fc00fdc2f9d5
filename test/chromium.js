/** Debian's Chromium by default; any Chromium via CHROMIUM_PATH. Nothing is ever downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Root and no GPU in CI (sandbox, GPU); no calls home on a closed network (first run, QUIC, background
 * networking, component updates, sync); the same pixels on any host (hinting, colour profile, scrollbars).
 * No name resolves but this machine's, so no test can reach an outside service (YouTube above all)
 * even by mistake: the stand-ins the tests serve are the only ones there are.
 */
export const chromiumArgs = [
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];
