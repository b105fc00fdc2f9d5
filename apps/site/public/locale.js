// The language the site starts in: the remembered choice, else the one the server drew the page in, else
// the browser's first language we have, else English; for Arabic, its words start loading at once. A file
// rather than an inline script, so a Content-Security-Policy without 'unsafe-inline' allows it; deferred,
// it runs once the page is read and before the site's code (decision 056).
(() => {
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
  // Arabic's words are a chunk of their own: fetch it beside the first chunk, not after it.
  if (lang === 'ar') {
    const chunks = document.querySelector('meta[name="manara:arabic"]')?.getAttribute('content') ?? '';
    for (const href of chunks.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  }
})();
