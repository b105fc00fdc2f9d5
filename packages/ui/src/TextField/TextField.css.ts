import { style } from '@vanilla-extract/css';
import { textControl } from '../private/field.css';
import { vars } from '../theme/vars.css';

export const input = style([
  textControl,
  {
    minBlockSize: '2.75rem',
    paddingInline: vars.space[4],
    selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
  },
]);
