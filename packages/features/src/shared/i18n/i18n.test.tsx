import { useStore } from '@nanostores/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { $locale, addArabic, defineMessages, setLocale, type ArabicFor } from './i18n';

const probeMessages = defineMessages('i18nProbe', { greeting: 'Hello' });
const probeArabic = { greeting: 'مرحبًا' } satisfies ArabicFor<typeof probeMessages>;

/** The first load fails (as offline), the second waits until the test lets it through. */
let attempts = 0;
let letThrough: () => void = () => undefined;
addArabic(async () => {
  attempts += 1;
  if (attempts === 1) throw new Error('offline');
  if (attempts === 2) await new Promise<void>((resolve) => (letThrough = resolve));
  return { components: { i18nProbe: probeArabic } };
});

function Probe() {
  return <p>{useStore(probeMessages).greeting}</p>;
}

describe('languages on demand', () => {
  it('stays in English when Arabic cannot load, and tries again on the next choice', async () => {
    await render(<Probe />);
    await expect(setLocale('ar')).rejects.toThrow('offline');
    expect($locale.get()).toBe('en');
    await expect.element(page.getByText('Hello')).toBeVisible();
  });

  it('switches only once the words are in, and the last choice wins', async () => {
    await render(<Probe />);
    const toArabic = setLocale('ar');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($locale.get()).toBe('en');
    await setLocale('en');
    letThrough();
    await toArabic;
    expect($locale.get()).toBe('en');
    await expect.element(page.getByText('Hello')).toBeVisible();
  });

  it('once loaded, switches at once and never loads again', async () => {
    await render(<Probe />);
    void setLocale('ar');
    expect($locale.get()).toBe('ar');
    await expect.element(page.getByText('مرحبًا')).toBeVisible();
    expect(attempts).toBe(2);
  });
});
