import { SERVER_DATA_ID } from '@manara/api-client/paths';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { startLocale } from './i18n';
import { AppRoutes } from './router';
import { Site, type ServerData } from './Site';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const script = document.getElementById(SERVER_DATA_ID);

/**
 * The answers the server rendered the page from, if it rendered it, or the ones it read for a signed-in
 * reader's page (docs/product/overview.md#signed-in-pages-start-with-their-data).
 */
function serverData(): ServerData {
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as ServerData) : {};
  } catch {
    return {};
  }
}

// A reader of Arabic gets its words before the first render: no English flashes first.
void Promise.all([startLocale(), script?.hasAttribute('data-signed-in') ? import('./signedInCache') : undefined]).then(([, signedIn]) => {
  const data = serverData();
  // A page the server drew was drawn signed out, or for the signed-in reader of this role.
  const site = (
    <Site data={data} cache={signedIn?.signedInCache(data)} drawnFor={root.dataset.renderedFor}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Site>
  );
  // A page the server rendered in the language the reader is now in comes alive as it is; any other page (one the
  // server does not render, or a language chosen since) is drawn afresh. Brought to life as a transition, React yields
  // to the browser as it goes: the page, already painted, keeps answering the reader meanwhile, rather than stand
  // frozen for as long as the whole page takes.
  if (root.dataset.renderedIn === document.documentElement.lang)
    startTransition(() => {
      hydrateRoot(root, site);
    });
  else {
    // Drawn afresh, the page puts its own <title> in the head; the one the server sent for readers without
    // JavaScript goes, so the page never has two.
    for (const title of document.head.querySelectorAll('title')) title.remove();
    createRoot(root).render(site);
  }
});
