import { style } from '@vanilla-extract/css';
import { vars } from '@manara/ui';

// The card and its parts are shared by every account screen.
export { card, divider, footer, form, google, link, screen, title } from './AuthLayout.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});
