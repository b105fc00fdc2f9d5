import { adminHandlers, contactHandlers, courseHandlers, learningHandlers, paymentHandlers, programHandlers, userHandlers } from '@manara/api-client/mocks';
import { addArabic, directionOf, isLocale, loadLocale, setLocale, type Locale } from '@manara/features/i18n';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { create } from 'storybook/theming';
import { SWRConfig } from 'swr';
// The contract alone (no styles): the kit's entry would load its stylesheets before any story asks for them.
import { vars } from '../packages/ui/src/theme/vars.css';

/*
 * A story waits up to 10 s for what it expects to appear (`findBy…`, `waitFor`), not the library's 1 s: a screen's
 * code and its mocked answers arrive later on a busy machine running many stories at once (decision 112). What a
 * story expects never to appear is asked with `queryBy…`, which does not wait.
 */
configure({ asyncUtilTimeout: 10_000 });

/** Arabic loads on demand, as on the site; a loader brings it before an Arabic story renders. */
addArabic(() => import('@manara/features/arabic').then(({ arabic }) => arabic));
const localeOf = (globals: Record<string, unknown>): Locale => (isLocale(globals.locale) ? globals.locale : 'en');

/** The locale toolbar switches language and direction, as the site's language switch does. */
const withLocale: Decorator = (Story, { globals }) => {
  const locale = localeOf(globals);
  // At once: the loader has brought the words (the toolbar may still be a moment ahead of them).
  void setLocale(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  return (
    <div dir={directionOf(locale)}>
      <Story />
    </div>
  );
};

/** Every story gets a fresh SWR cache, so one story's data never leaks into the next. */
const withFreshCache: Decorator = (Story) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
    <Story />
  </SWRConfig>
);

/** An API call no handler answers is a bug in the story: say so loudly. */
/**
 * The worker's script sits beside Storybook's iframe.html, so a built Storybook works from any folder of a file
 * server; the test runner's page serves it from the root.
 */
const workerUrl = () => (location.pathname.endsWith('/iframe.html') ? new URL('mockServiceWorker.js', location.href).pathname : '/mockServiceWorker.js');

const startWorker = async () => {
  const worker = setupWorker();
  await worker.start({
    serviceWorker: { url: workerUrl() },
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
};

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startWorker), ({ globals }) => loadLocale(localeOf(globals))],
  decorators: [withFreshCache, withLocale],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    msw: { handlers: { ...courseHandlers, ...contactHandlers, ...userHandlers, ...paymentHandlers, ...learningHandlers, ...adminHandlers, ...programHandlers } },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The written pages and the props pages are set in the kit's own faces, never a device's font.
    docs: { theme: create({ base: 'light', fontBase: vars.typography.fontFamily.body, fontCode: vars.typography.fontFamily.mono }) },
    options: { storySort: { order: ['Kit', ['Getting started', 'Theming', 'Right-to-left and Arabic', 'Accessibility']] } },
  },
};

export default preview;
