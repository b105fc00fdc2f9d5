import { style } from '@vanilla-extract/css';
import { focusRing, row } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const root = style([row(2), { display: 'inline-flex', fontSize: vars.typography.fontSize.sm, color: vars.color.text, cursor: 'pointer' }]);

export const input = style({
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});
