// What runs before the site's code (decisions 037 and 056). A file rather than an inline script, so a
// Content-Security-Policy without 'unsafe-inline' allows it; deferred, it runs once the page is read.
//
// The language the site starts in: the remembered choice, else the one the server drew the page in, else
// the browser's first language we have, else English; for Arabic, its words start loading at once.
//
// On a page the server drew, the site's code itself (named in <meta name="manara:code">, the first chunk
// first): asked for once the page has painted, so the first screen's bytes (text, pictures, fonts) go
// first; the code only brings a page that already shows to life. A page in a background tab paints
// nothing, so there it is asked for at once.
(() => {
  const MAX_WAIT_FOR_PAINT_MS = 1000;
  const root = document.getElementById('root');
  const rendered = root?.dataset.renderedIn;
  let remembered;
  try {
    remembered = localStorage.getItem('manara.locale') ?? undefined;
  } catch {
    // Storage can be blocked by privacy settings: go by the page or the browser.
  }
  const base = (tag) => String(tag).slice(0, 2).toLowerCase();
  const wanted = remembered ? [remembered] : rendered ? [rendered] : (navigator.languages ?? [navigator.language]);
  const lang = wanted.map(base).find((code) => code === 'ar' || code === 'en') ?? 'en';
  // A choice made before the server was told of it: tell it now, for the next page (as src/i18n.ts does).
  if (remembered && !document.cookie.split('; ').includes(`manara_locale=${lang}`)) {
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
