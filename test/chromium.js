/** Debian's Chromium by default; any Chromium via CHROMIUM_PATH. Nothing is ever downloaded. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Root and no GPU in CI (sandbox, GPU); no calls home on a closed network (first run, QUIC, background
 * networking, component updates, sync); the same pixels on any host (hinting, colour profile, scrollbars).
 */
export const chromiumArgs = [
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
