import { style } from '@vanilla-extract/css';
import { visuallyHidden as hidden } from '../theme/styles';

/** Off screen but still read aloud: the clip pattern that keeps the text in the accessibility tree. */
export const visuallyHidden = style(hidden);
