import { createElement, type FormHTMLAttributes, type HTMLAttributes, type Ref } from 'react';
import type { vars } from '../theme/vars.css';
import { cx } from './cx';
import * as styles from './layout.css';

/** A step of the theme's space scale: `gap={4}` is `vars.space[4]`. */
export type Space = keyof typeof vars.space;

/** How children line up across the layout's direction. */
export type LayoutAlign = keyof typeof styles.alignItems;

/** The elements a layout primitive may render, so laying out never costs the document its semantics. */
export const LAYOUT_ELEMENTS = ['div', 'section', 'article', 'aside', 'header', 'footer', 'main', 'nav', 'ul', 'ol', 'li', 'dl', 'figure', 'form', 'fieldset', 'p'] as const;
export type LayoutElement = (typeof LAYOUT_ELEMENTS)[number];

export interface LayoutBoxProps extends HTMLAttributes<HTMLElement>, Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'action' | 'method'> {
  /** The element to render; `div` by default. Lists lose their bullets and indent. */
  as?: LayoutElement;
}

/** Renders `as` with the layout's classes, a list reset for lists, and the caller's class last. */
export function renderLayoutBox(as: LayoutElement, ref: Ref<HTMLElement>, props: HTMLAttributes<HTMLElement>, ...classNames: Array<string | false | undefined>) {
  const { className, ...rest } = props;
  const isList = as === 'ul' || as === 'ol';
  return createElement(as, { ref, ...rest, className: cx(...classNames, isList && styles.list, className) });
}
