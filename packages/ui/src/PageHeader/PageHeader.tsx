import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { heading, type HeadingLeading, type HeadingTone } from '../private/heading.css';
import { cx } from '../private/cx';
import * as layout from '../private/layout.css';
import { root } from '../Stack/Stack.css';
import * as styles from './PageHeader.css';

export const PAGE_HEADER_TONES = ['default', 'brand'] as const satisfies ReadonlyArray<HeadingTone>;
export type PageHeaderTone = (typeof PAGE_HEADER_TONES)[number];

export interface PageHeaderProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's one `h1`. */
  title: ReactNode;
  /** A line below the title, in muted text. */
  description?: ReactNode;
  /** `brand` sets the title in the brand colour. */
  tone?: PageHeaderTone;
  /** `tight` (the default) for a title that may run to two lines; `inherit` keeps the text's leading. */
  leading?: HeadingLeading;
  /** The title's id, for a landmark it names (`aria-labelledby`). */
  titleId?: string;
}

/** A page's title (its `h1`) and an optional line below it. */
export const PageHeader = forwardRef<HTMLDivElement, PageHeaderProps>(function PageHeader(
  { title, description, tone = 'default', leading = 'tight', titleId, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} {...rest} className={cx(root, layout.gap[2], className)}>
      <h1 id={titleId} className={heading({ size: '2xl', tone, leading })}>
        {title}
      </h1>
      {description !== undefined && <p className={styles.description}>{description}</p>}
    </div>
  );
});
