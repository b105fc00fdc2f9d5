import { forwardRef, type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../private/cx';
import { heading, type HeadingLeading, type HeadingTone } from '../private/heading.css';
import { type LayoutAlign, type Space } from '../private/layout';
import * as layout from '../private/layout.css';
import { root } from '../Stack/Stack.css';

export const SECTION_TITLE_SIZES = ['lg', 'xl', '2xl'] as const;
export type SectionTitleSize = (typeof SECTION_TITLE_SIZES)[number];

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading; it also names the section for assistive technology. */
  title: ReactNode;
  /** The heading's level: 2 under the page's title, 3 inside another section. */
  level?: 2 | 3;
  titleSize?: SectionTitleSize;
  /** `brand` sets the heading in the brand colour. */
  tone?: HeadingTone;
  leading?: HeadingLeading;
  /** The space between the heading and each child. */
  gap: Space;
  align?: LayoutAlign;
  /** The heading's id, where something else in the section is named by it too; one is made otherwise. */
  titleId?: string;
}

/** A titled part of a page: a `section` named by its heading, its content stacked below it. */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { title, level = 2, titleSize = 'lg', tone = 'default', leading = 'inherit', gap, align = 'stretch', titleId: givenTitleId, className, children, ...rest },
  ref,
) {
  const madeTitleId = useId();
  const titleId = givenTitleId ?? madeTitleId;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section ref={ref} aria-labelledby={titleId} {...rest} className={cx(root, layout.gap[gap], layout.alignItems[align], className)}>
      <Heading id={titleId} className={heading({ size: titleSize, tone, leading })}>
        {title}
      </Heading>
      {children}
    </section>
  );
});
