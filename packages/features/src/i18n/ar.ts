import type { en } from './en';

/** Arabic mirrors the English keys exactly; the type makes a missing key a compile error. */
export const ar: typeof en = {
  common: {},
};
