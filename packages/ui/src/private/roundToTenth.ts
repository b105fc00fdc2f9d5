/** One decimal: how a card shows its hours and how a rating is read out. */
export const roundToTenth = (value: number): number => Math.round(value * 10) / 10;
