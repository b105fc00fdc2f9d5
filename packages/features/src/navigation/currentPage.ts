/** A link is current on its own page and the pages under it; Home only on itself. Paths ignore case (docs/product/routes.md: /Contact). */
export function isCurrent(href: string, path: string): boolean {
  const current = path.toLowerCase();
  return href === '/' ? current === '/' : current === href || current.startsWith(`${href}/`);
}

/** `aria-current` for a link to `href` on the page at `path`. */
export const ariaCurrent = (href: string, path: string) => (isCurrent(href, path) ? ('page' as const) : undefined);
