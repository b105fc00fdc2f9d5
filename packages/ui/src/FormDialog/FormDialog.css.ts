import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Wider than a message dialog: a form has fields side by side and a table may sit in it. */
export const wide = style({ inlineSize: 'min(40rem, calc(100vw - 2rem))' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
