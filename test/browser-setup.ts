import { afterEach } from 'vitest';
import '../.storybook/test-page.css';

afterEach(() => {
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
});
