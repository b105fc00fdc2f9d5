import { Children, forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../private/cx';
import * as styles from './CourseGrid.css';

export type CourseGridProps = HTMLAttributes<HTMLUListElement>;

/**
 * A list of cards in one, two or three columns (below 640 px, from 640 px, from 1024 px of the
 * grid's own width). Each child becomes a list item, so screen readers announce "list, 6 items".
 * Props and ref go to the `<ul>`; a wrapper div is the size container the columns query.
 */
export const CourseGrid = forwardRef<HTMLUListElement, CourseGridProps>(function CourseGrid(
  { className, children, ...rest },
  ref,
) {
  return (
    <div className={styles.container}>
      <ul ref={ref} {...rest} className={cx(styles.list, className)}>
        {Children.map(children, (child) =>
          child === null || child === undefined || typeof child === 'boolean' ? null : (
            <li className={styles.item}>{child}</li>
          ),
        )}
      </ul>
    </div>
  );
});
