import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.typography.lineHeight.normal });
