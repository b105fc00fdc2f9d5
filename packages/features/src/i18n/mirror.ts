/** Plural forms Arabic uses beyond English's `one` and `other`. */
type ExtraArabicForms = 'zero' | 'two' | 'few' | 'many';

type PluralBase<TKey> = TKey extends `${infer TBase}_other` ? TBase : never;

/**
 * The shape of a translation that mirrors the English one: the same keys, strings for strings,
 * and for every English plural (`x_other`) the extra Arabic forms `x_zero`, `x_two`, `x_few`,
 * `x_many` are required too, so no count ever falls back to English.
 */
export type ArabicOf<T> = {
  [K in keyof T]: T[K] extends string ? string : ArabicOf<T[K]>;
} & {
  [K in `${PluralBase<keyof T>}_${ExtraArabicForms}`]: string;
};
