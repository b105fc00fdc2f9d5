import { addArabic, setLocale } from '@manara/features/i18n';
import { afterEach } from 'vitest';
import '../.storybook/test-page.css';

/** Arabic loads on demand, as on the site: a test that wants it awaits `setLocale('ar')`. */
addArabic(() => import('@manara/features/arabic').then(({ arabic }) => arabic));

afterEach(async () => {
  await setLocale('en');
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
});
