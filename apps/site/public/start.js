// What runs before the site's code (decisions 037 and 056). A file rather than an inline script, so a
// Content-Security-Policy without 'unsafe-inline' allows it; deferred, it runs once the page is read.
//
// The language the site starts in is the address's: Arabic under /ar, English elsewhere (docs/product/languages.md).
// A reader who chose Arabic with the language switch and arrives at an address without a language (an old
// link, a bookmark, the front door) is taken to the Arabic one; for Arabic, its words start loading at once.
// The switch is a plain link, so it remembers the choice here too when followed before the site's code started.
//
(() => {
  const MAX_WAIT_FOR_PAINT_MS = 1000;
  let remembered;
  try {
    remembered = localStorage.getItem('manara.locale') ?? undefined;
  } catch {
    // Storage can be blocked by privacy settings: the address alone decides.
  }
  const isArabic = (pathname) => /^\/ar(?:\/|$)/i.test(pathname);
  const arabicAddress = isArabic(location.pathname);
  // Arriving from one of the site's pages in the other language is the language switch (or the offer) followed,
  // perhaps before the site's code had started to remember it: the reader's choice all the same. Links inside
  // the site otherwise keep the reader's language, so nothing else crosses.
  let from;
  try {
    from = new URL(document.referrer);
  } catch {
    // No referrer, or one the browser withheld: nothing was crossed.
  }
  if (from?.origin === location.origin && isArabic(from.pathname) !== arabicAddress) {
    remembered = arabicAddress ? 'ar' : 'en';
    try {
      localStorage.setItem('manara.locale', remembered);
    } catch {
      // Blocked storage: the choice lasts for this page only.
    }
  }
  if (remembered === 'ar' && !arabicAddress) {
    location.replace(`/ar${location.pathname === '/' ? '' : location.pathname}${location.search}${location.hash}`);
    return;
  }
  const lang = arabicAddress ? 'ar' : 'en';
  // A first visit from a browser that ranks Arabic above English is offered the Arabic address (never sent):
  // the site shows the offer (src/layout/LanguageOffer.tsx) where this flag says so.
  const ranked = (navigator.languages ?? [navigator.language]).map((tag) => String(tag).slice(0, 2).toLowerCase());
  const arabicRank = ranked.indexOf('ar');
  const englishRank = ranked.indexOf('en');
  if (!remembered && !arabicAddress && arabicRank !== -1 && (englishRank === -1 || arabicRank < englishRank)) {
    document.documentElement.dataset.offerArabic = '';
  }
  // The server writes its links to the reader (e-mails, the way back from paying) in the language they read in.
  if (!document.cookie.split('; ').includes(`manara_locale=${lang}`)) {
    document.cookie = `manara_locale=${lang}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;
  }
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';

  const files = (name) => (document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '').split(' ').filter(Boolean);
  const link = (attributes) => document.head.append(Object.assign(document.createElement('link'), { crossOrigin: '', ...attributes }));
  const preload = (href) => link({ rel: 'modulepreload', href });
  // Arabic's words are a chunk of their own: fetch it beside the first chunk, not after it.
  const arabic = lang === 'ar' ? files('manara:arabic') : [];
  // And its font, unless the server, having drawn Arabic text, already asked for it (decision 057).
  const [arabicFont] = lang === 'ar' ? files('manara:arabic-font') : [];
  if (arabicFont && !document.querySelector(`link[rel="preload"][href="${arabicFont}"]`)) {
    link({ rel: 'preload', as: 'font', type: 'font/woff2', href: arabicFont });
  }

  const [entry, ...chunks] = files('manara:code');
  if (entry === undefined) {
    arabic.forEach(preload);
    return;
  }
  const start = () => {
    [...chunks, ...arabic].forEach(preload);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') {
    start();
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    let started = false;
    const once = () => {
      if (started) return;
      started = true;
      painted.disconnect();
      start();
    };
    const painted = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    painted.observe({ type: 'paint', buffered: true });
    // A page that paints nothing a reader can see still comes alive.
    setTimeout(once, MAX_WAIT_FOR_PAINT_MS);
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();
