import type { ContactDetails } from '@manara/features/contact';

/*
 * How to reach the team, as the contact page and the footer show it: set when the site is built
 * (`VITE_CONTACT_PHONE`, `VITE_CONTACT_EMAIL`, `VITE_SOCIAL_FACEBOOK|INSTAGRAM|LINKEDIN|YOUTUBE`; README).
 * The defaults are placeholders, as the spec's are.
 */
const env = import.meta.env;

export const CONTACT_DETAILS: ContactDetails = {
  phone: env.VITE_CONTACT_PHONE || '+20 100 000 0000',
  email: env.VITE_CONTACT_EMAIL || 'hello@manara.local',
  socials: [
    { name: 'Facebook', href: env.VITE_SOCIAL_FACEBOOK || 'https://www.facebook.com/' },
    { name: 'Instagram', href: env.VITE_SOCIAL_INSTAGRAM || 'https://www.instagram.com/' },
    { name: 'LinkedIn', href: env.VITE_SOCIAL_LINKEDIN || 'https://www.linkedin.com/' },
    { name: 'YouTube', href: env.VITE_SOCIAL_YOUTUBE || 'https://www.youtube.com/' },
  ],
};

/**
 * Where the podcast is heard (`VITE_PODCAST_SPOTIFY`, `VITE_PODCAST_APPLE`, `VITE_PODCAST_YOUTUBE`); the
 * defaults are placeholders, as the spec's are.
 */
export const PODCAST_LINKS: ReadonlyArray<{ name: string; href: string }> = [
  { name: 'Spotify', href: env.VITE_PODCAST_SPOTIFY || 'https://open.spotify.com/' },
  { name: 'Apple Podcasts', href: env.VITE_PODCAST_APPLE || 'https://podcasts.apple.com/' },
  { name: 'YouTube', href: env.VITE_PODCAST_YOUTUBE || 'https://www.youtube.com/' },
];
