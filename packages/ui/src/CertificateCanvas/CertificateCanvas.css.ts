import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const certificateCanvas = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const canvasFill = style({ display: 'block', inlineSize: '100%', blockSize: '100%' });
