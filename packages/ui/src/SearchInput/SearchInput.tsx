import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { cx } from '../private/cx';
import { SearchIcon } from '../private/icons';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './SearchInput.css';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The field's name for assistive technology; the placeholder is no label. */
  label: string;
  /** Show the label above the field; by default only screen readers get it. */
  labelVisible?: boolean;
  /**
   * Inside a search form: the words of its submit button, there for what reads the form (HTML's implicit
   * submission, validators, screen readers' form lists) but hidden, and no tab stop: Enter in the field sends it.
   */
  submitLabel?: string;
}

/**
 * A search field with a magnifier. Props, ref and `className` go to the `<input>`, so it works
 * controlled or uncontrolled exactly like a native input.
 */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  { label, labelVisible = false, submitLabel, id, className, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className={labelVisible ? styles.label : visuallyHidden}>
        {label}
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.icon} />
        <input ref={ref} id={inputId} type="search" {...rest} className={cx(styles.input, className)} />
      </div>
      {submitLabel !== undefined && (
        <button type="submit" tabIndex={-1} className={visuallyHidden}>
          {submitLabel}
        </button>
      )}
    </div>
  );
});
