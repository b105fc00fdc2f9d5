import { addressLanguage, inLanguage, type SiteLanguage } from '@manara/api-client/paths';
import { $locale } from '@manara/features/i18n';
import { useCallback, useEffect, type MouseEvent } from 'react';
import { Navigate, useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { rememberLocale, showIn } from './i18n';

/*
 * Every page has an address in each language (docs/product/languages.md): the reader stays in the language
 * of the address they are on. Pages and links name the English address (`sitePaths`); these put it in the
 * reader's language. Nothing in the site navigates around them (a lint rule holds it).
 */

/** The language of the page the reader is on, read from its address. */
export function useAddressLanguage(): SiteLanguage {
  return addressLanguage(useLocation().pathname);
}

/** `navigate` that goes to a page's address in the reader's language; a number steps through history. */
export function useSiteNavigate(): (to: string | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const lang = useAddressLanguage();
  return useCallback(
    (to: string | number, options?: NavigateOptions) => void (typeof to === 'number' ? navigate(to) : navigate(inLanguage(to, lang), options)),
    [navigate, lang],
  );
}

/** `<Navigate>` to a page's address in the reader's language. */
export function SiteNavigate({ to, replace }: { to: string; replace?: boolean }) {
  return <Navigate to={inLanguage(to, useAddressLanguage())} replace={replace} />;
}

/**
 * Keeps the site's words in the language of the address: a reader who goes back or forward across the
 * language switch, or follows a link of the other language, reads the page in its address's language.
 */
export function useLanguageOfAddress(): void {
  const lang = useAddressLanguage();
  useEffect(() => {
    if ($locale.get() !== lang) void showIn(lang);
  }, [lang]);
}

/**
 * The language switch: this page's address in the other language, and how to follow it. Following it
 * remembers the choice, then moves to the other address once the other language's words are in (Arabic's
 * load on the first switch), keeping the page's query and place.
 */
export function useLanguageSwitch(): { lang: SiteLanguage; href: string; follow: (event: MouseEvent<HTMLAnchorElement>) => void } {
  const other = useAddressLanguage() === 'ar' ? 'en' : 'ar';
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // The query is the reader's own: the page as drawn (and kept) for everyone links to the address alone.
  const href = inLanguage(pathname, other);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    rememberLocale(other);
    void showIn(other).then((shown) => (shown ? navigate(`${href}${search}${hash}`) : undefined));
  };
  return { lang: other, href, follow };
}
