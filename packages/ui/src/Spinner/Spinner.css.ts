import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  border: `4px solid ${vars.color.brandSoft}`,
  borderBlockStartColor: vars.color.brand,
  borderRadius: '50%',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
