import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { QrCode } from '..';
import { expectNoAxeViolations, scanQrCode } from '../private/test-utils';

/** What a camera would read from the drawn code: the SVG rasterised, then decoded. */
async function scan(svg: Element): Promise<string | undefined> {
  const markup = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await image.decode();
  return scanQrCode(image, image.naturalWidth, image.naturalHeight);
}

describe('QrCode', () => {
  it.each([
    'https://manara.example/certificate/Zx8AbCdEfGhIjKlMnOpQrS',
    'https://manara.example/certificate/a-much-longer-identifier-that-needs-a-bigger-code?lang=ar&from=print',
  ])('draws a code that scans back to %s', async (value) => {
    await render(<QrCode value={value} label="QR code" size={240} />);
    const code = page.getByRole('img', { name: 'QR code' });
    expect(await scan(code.element())).toBe(value);
  });

  it('is a named image with no axe violations', async () => {
    const { container } = await render(<QrCode value="https://manara.example" label="QR code of the verification link" />);
    await expect.element(page.getByRole('img', { name: 'QR code of the verification link' })).toBeVisible();
    await expectNoAxeViolations(container);
  });
});
