import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CertificateCanvas, type CertificateCanvasHandle } from '..';
import { scanQrCode } from '../private/test-utils';
import { englishCertificate } from './fixtures';

/** Waits for the drawing, then gives the PNG the component hands out, decoded. */
async function drawnPng(layout: 'template' | 'plain') {
  const handle = createRef<CertificateCanvasHandle>();
  await render(<CertificateCanvas ref={handle} text={englishCertificate} layout={layout} label="Certificate" />);
  await expect.element(page.getByRole('img', { name: 'Certificate' })).toHaveAttribute('data-drawn', 'true');
  if (!handle.current) throw new Error('No handle');
  const png = await handle.current.toPng();
  return { png, bitmap: await createImageBitmap(png) };
}

describe('CertificateCanvas', () => {
  it.each(['template', 'plain'] as const)('gives a 1200x900 PNG whose QR code leads to the verification page (%s)', async (layout) => {
    const { png, bitmap } = await drawnPng(layout);
    expect(png.type).toBe('image/png');
    expect([bitmap.width, bitmap.height]).toEqual([1200, 900]);
    expect(scanQrCode(bitmap, bitmap.width, bitmap.height)).toBe(englishCertificate.verifyUrl);
  });
});
