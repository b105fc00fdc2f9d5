import { forwardRef, useMemo, type SVGAttributes } from 'react';
import { encode } from 'uqr';
import { cx } from '../private/cx';
import { qrCode } from './QrCode.css';

/** The quiet zone a reader needs around the code, in modules. */
const QUIET_ZONE = 4;

export interface QrCodeProps extends Omit<SVGAttributes<SVGSVGElement>, 'children' | 'viewBox'> {
  /** What the code holds: a URL, usually. */
  value: string;
  /** What the picture is called for those who cannot scan it ("QR code of the verification link"). */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
}

/**
 * A QR code drawn as one SVG path, dark on light whatever the theme or direction (readers need that
 * contrast), with its quiet zone. Error correction M: a printed code survives a smudge.
 */
export const QrCode = forwardRef<SVGSVGElement, QrCodeProps>(function QrCode({ value, label, size = 160, className, ...rest }, ref) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(value, { ecc: 'M', border: 0 });
    const runs: string[] = [];
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) runs.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`);
      });
    });
    return { path: runs.join(''), modules: count + QUIET_ZONE * 2 };
  }, [value]);

  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className={cx(qrCode, className)}
      data-modules={modules}
      {...rest}
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
});
