import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({ display: 'flex' });

export const wrap = style({ flexWrap: 'wrap' });

export const justify = styleVariants({
  start: {},
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});
