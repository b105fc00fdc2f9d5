import { inLanguage, isPageHref } from '@manara/api-client/paths';
import type { LinkComponentProps } from '@manara/ui';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { useAddressLanguage } from './navigation';

/**
 * The link ui components render (through `LinkProvider`): the site's pages navigate on the client, at their
 * address in the reader's language (a link that names its language with `hrefLang` goes where it says);
 * anything else (another origin, a path the server answers) stays a plain anchor, a full page load.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<LinkComponentProps, 'ref'>>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  const lang = useAddressLanguage();
  if (!isPageHref(href)) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={rest.hrefLang ? href : inLanguage(href, lang)} {...rest}>
      {children}
    </Link>
  );
});
