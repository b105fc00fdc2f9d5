// Language and direction before the first paint, and so the language the site starts in:
// the remembered choice, else the browser's first language we have, else English; for Arabic, its
// words start loading at once. A file rather than an inline script, so a Content-Security-Policy
// without 'unsafe-inline' allows it.
(() => {
  let wanted = [];
  try {
    const remembered = localStorage.getItem('manara.locale');
    if (remembered) wanted = [remembered];
  } catch {
    // Storage can be blocked by privacy settings: go by the browser.
  }
  if (wanted.length === 0) wanted = navigator.languages ?? [navigator.language];
  const base = (tag) => String(tag).slice(0, 2).toLowerCase();
  const lang = wanted.map(base).find((code) => code === 'ar' || code === 'en') ?? 'en';
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
