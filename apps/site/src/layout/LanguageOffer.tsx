import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useAddressLanguage } from '../navigation';

/** The bar itself loads only for the few readers it is offered to. */
const LanguageOfferBar = lazy(() => import('./LanguageOfferBar'));

const nothingToWatch = () => () => undefined;
/** Set by `public/start.js` on a first visit from a browser that prefers Arabic; cleared by a choice (`rememberLocale`). */
const offeredByStart = () => document.documentElement.dataset.offerArabic !== undefined;

/**
 * A reader whose browser prefers Arabic, on an English page with no choice of language made yet, is offered
 * (never sent to) the page's Arabic address, in Arabic; declining keeps English and is remembered
 * (docs/product/languages.md). Decided in the browser: the page itself is the same for every reader.
 */
export function LanguageOffer() {
  const english = useAddressLanguage() === 'en';
  // Never on the server, nor while the page it drew comes alive: the offer is the browser's to make.
  const offered = useSyncExternalStore(nothingToWatch, offeredByStart, () => false);
  const [declined, setDeclined] = useState(false);
  if (!english || !offered || declined) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar onDeclined={() => setDeclined(true)} />
    </Suspense>
  );
}
