import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flexShrink: 0,
  fontSize: '1.1em',
  animation: `${spin} 0.8s linear infinite`,
});
