import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { runStory } from '../../../../test/runStory';
import { certificateFileName } from './certificateFileName';
import * as stories from './MyCertificatesScreen.stories';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('My Certificates', () => {
  test('Download Certificate saves a 1200x900 PNG named from the student and the course', async () => {
    const saved: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    await runStory(stories.default, stories.List);
    await userEvent.click(page.getByRole('button', { name: 'View Certificate' }).first());
    await expect.element(page.getByRole('img', { name: 'Certificate for Salma Learner' })).toHaveAttribute('data-drawn', 'true');
    await userEvent.click(page.getByRole('button', { name: 'Download Certificate' }));
    // Encoding 1200x900 pixels takes its time on a busy machine.
    await expect.poll(() => saved.length, { timeout: 10_000 }).toBe(1);
    expect(saved[0]?.download).toBe('Salma-Learner_Build-Your-Global-Profile_certificate.png');
    const png = await (await fetch(saved[0]?.href ?? '')).blob();
    expect(png.type).toBe('image/png');
    const bitmap = await createImageBitmap(png);
    expect([bitmap.width, bitmap.height]).toEqual([1200, 900]);
  });

  test('names the file in any script, without what file systems refuse', () => {
    expect(certificateFileName('سلمى  أحمد', 'بناء سيرتك: الذاتية')).toBe('سلمى-أحمد_بناء-سيرتك-الذاتية_certificate.png');
    expect(certificateFileName('A/B "C"', 'D*E?')).toBe('A-B-C_D-E_certificate.png');
  });
});
