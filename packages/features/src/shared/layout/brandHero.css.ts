import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

/** The brand-coloured band a listing page opens with (the catalogue, the services), its words centred. */
export const brandHero = style({
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
  textAlign: 'center',
  color: vars.color.onBrand,
  backgroundColor: vars.color.brand,
});
