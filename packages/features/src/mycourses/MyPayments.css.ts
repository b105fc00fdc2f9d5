import { listReset, smallText, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const list = style([listReset, { display: 'grid', gap: vars.space[4], gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' }]);

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const facts = style({ display: 'grid', gap: vars.space[1], margin: 0 });

/** A name and its value on one row; a long value (a date) wraps within its side. */
export const fact = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space[3] });

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.typography.fontWeight.semibold, textAlign: 'end' });

export const receiptCourse = style({ fontWeight: vars.typography.fontWeight.semibold });

export const receipts = style([listReset, { display: 'grid', gap: vars.space[2] }]);

/** A receipt's row: the course and when, then the link, wrapping under them on a phone. */
export const receipt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const receiptWhen = style(smallText);

/** 44 px, pressed with a thumb. */
export const action = style({ minBlockSize: '2.75rem' });
