import axe from 'axe-core';
import jsQR from 'jsqr';

/**
 * Runs axe on one rendered component and fails with a list a person can act on: rule, impact,
 * what it means, and each offending element with axe's own summary of how to fix it.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const { violations } = await axe.run(container, {
    // "region" asks that all page content sit inside landmarks: a page-level rule, meaningless
    // for one component rendered alone.
    rules: { region: { enabled: false } },
  });
  if (violations.length === 0) return;
  const report = violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      return `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations:\n${report}`);
}

/** What a phone's camera reads from the QR code in a picture: the picture drawn on a canvas, then decoded. */
export function scanQrCode(picture: CanvasImageSource, width: number, height: number): string | undefined {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(picture, 0, 0);
  return jsQR(context.getImageData(0, 0, width, height).data, width, height)?.data;
}
