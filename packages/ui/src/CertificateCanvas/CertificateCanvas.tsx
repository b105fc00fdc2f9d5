import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type CanvasHTMLAttributes } from 'react';
import { cx } from '../private/cx';
import { useLatestCallback } from '../private/useLatestCallback';
import { canvasFill, certificateCanvas } from './CertificateCanvas.css';
import { certificatePng, drawCertificate, loadCertificateFonts, type CertificateLayout, type CertificateText } from './drawCertificate';

export interface CertificateCanvasHandle {
  /** The drawn certificate as a PNG, once drawn. */
  toPng: () => Promise<Blob>;
}

export interface CertificateCanvasProps extends Omit<CanvasHTMLAttributes<HTMLCanvasElement>, 'children' | 'width' | 'height'> {
  text: CertificateText;
  layout?: CertificateLayout;
  /** What the picture is called for assistive technology ("Certificate for Salma Learner"). */
  label: string;
  /** Called each time the certificate has been drawn (after its font has loaded). */
  onDrawn?: () => void;
}

/**
 * A certificate drawn on a 1200×900 canvas (the template or the plain layout), with its QR code, scaled to
 * its container. The font is loaded first, so Arabic names draw right to left in the shipped font.
 */
export const CertificateCanvas = forwardRef<CertificateCanvasHandle, CertificateCanvasProps>(function CertificateCanvas(
  { text, layout = 'template', label, onDrawn, className, ...rest },
  ref,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const announceDrawn = useLatestCallback(() => onDrawn?.());

  useEffect(() => {
    let current = true;
    setDrawn(false);
    void loadCertificateFonts().then(() => {
      if (!current || !canvas.current) return;
      drawCertificate(canvas.current, text, layout);
      setDrawn(true);
      announceDrawn();
    });
    return () => {
      current = false;
    };
  }, [text, layout, announceDrawn]);

  useImperativeHandle(ref, () => ({
    toPng: () => {
      if (!canvas.current) return Promise.reject(new Error('The certificate is not on the page.'));
      return certificatePng(canvas.current);
    },
  }));

  // The picture is named on its box: a canvas itself takes no role.
  return (
    <div role="img" aria-label={label} aria-busy={!drawn} data-drawn={drawn} className={cx(certificateCanvas, className)}>
      <canvas ref={canvas} className={canvasFill} {...rest} />
    </div>
  );
});
