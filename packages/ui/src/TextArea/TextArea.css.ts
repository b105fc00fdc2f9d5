import { style } from '@vanilla-extract/css';
import { input } from '../TextField/TextField.css';
import { vars } from '../theme/vars.css';

/** TextField's look, several lines high, growing only downwards. */
export const textarea = style([input, { paddingBlock: vars.space[3], lineHeight: vars.typography.lineHeight.normal, resize: 'vertical' }]);
