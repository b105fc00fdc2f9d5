import { style } from '@vanilla-extract/css';

/** A dialog's phone story: the page no taller than the screen, so its picture is the screen the dialog was checked on. */
export const oneScreen = style({ maxBlockSize: '100dvh', overflow: 'hidden' });
