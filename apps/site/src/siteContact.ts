/*
 * Where the podcast is heard (`VITE_PODCAST_SPOTIFY`, `VITE_PODCAST_APPLE`, `VITE_PODCAST_YOUTUBE`); the
 * defaults are placeholders, as the spec's are. How to reach the team comes from the server
 * (docs/product/public-pages.md#contact-details).
 */
const env = import.meta.env;

export const PODCAST_LINKS: ReadonlyArray<{ name: string; href: string }> = [
  { name: 'Spotify', href: env.VITE_PODCAST_SPOTIFY || 'https://open.spotify.com/' },
  { name: 'Apple Podcasts', href: env.VITE_PODCAST_APPLE || 'https://podcasts.apple.com/' },
  { name: 'YouTube', href: env.VITE_PODCAST_YOUTUBE || 'https://www.youtube.com/' },
];
