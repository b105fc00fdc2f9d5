import {
  forwardRef,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { cx } from '../private/cx';
import { Field, useField } from '../private/field';
import { EGYPT, type PhoneCountry } from './countries';
import { toNationalDigits } from './phoneDigits';
import * as styles from './PhoneField.css';

/** How long the country list waits after the last keystroke before it filters (docs/product/overview.md#debounce-and-timings). */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

/** A national number's length in the one country served (exactly 11 digits: docs/product/accounts.md#sign-up-rules). */
const DEFAULT_MAX_DIGITS = 11;

/**
 * The longest text the number field takes at once (docs/product/overview.md#lengths-and-formats): a pasted
 * `+20 101 234 5678` fits, and is then cut down to its national digits.
 */
const MAX_RAW_LENGTH = 16;

export interface PhoneFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'maxLength'> {
  /** The visible label of the number field. */
  label: string;
  /** What is wrong with the number. The field is then invalid and described by it. */
  error?: string;
  /** The countries the picker lists, the first chosen at first. Egypt only by default. */
  countries?: readonly PhoneCountry[];
  /** Names the country picker and its list. */
  countryLabel?: string;
  /** The search field's placeholder and name. */
  searchPlaceholder?: string;
  /** Shown when the search matches no country. */
  noMatchText?: string;
  /** The most digits the number may have. */
  maxDigits?: number;
  /** Another country was picked. */
  onCountryChange?: (event: { country: PhoneCountry }) => void;
}

const matches = (country: PhoneCountry, query: string) => {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const dialDigits = needle.replace(/^\+/, '');
  return (
    country.name.toLocaleLowerCase().includes(needle) ||
    country.code.toLocaleLowerCase() === needle ||
    (dialDigits !== '' && country.dialCode.replace('+', '').startsWith(dialDigits))
  );
};

function ChevronIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

/**
 * A labelled phone number with its country: a button showing the flag and dialling code opens a
 * searchable list (a combobox over a listbox: arrows move, Enter picks, Escape closes and focus
 * returns to the button). The number takes digits only, at most `maxDigits`.
 * Props and ref go to the number `<input>`, so form libraries register it like a native input.
 */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  {
    label,
    error,
    countries = [EGYPT],
    countryLabel = 'Country',
    searchPlaceholder = 'Search country...',
    noMatchText = 'No country found',
    maxDigits = DEFAULT_MAX_DIGITS,
    onCountryChange,
    id,
    className,
    disabled,
    onChange,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const field = useField({ id, error, describedBy });
  const { invalid } = field;
  const listId = `${field.controlId}-countries`;

  const [selectedCode, setSelectedCode] = useState(countries[0]?.code);
  const selected = countries.find((country) => country.code === selectedCode) ?? countries[0];

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [appliedQuery, setAppliedQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const shown = countries.filter((country) => matches(country, appliedQuery));
  const active = shown[Math.min(activeIndex, shown.length - 1)];

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (query === appliedQuery) return;
    const timer = setTimeout(() => {
      setAppliedQuery(query);
      setActiveIndex(0);
    }, COUNTRY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, appliedQuery]);

  const openPicker = () => {
    setQuery('');
    setAppliedQuery('');
    setActiveIndex(Math.max(0, countries.findIndex((country) => country.code === selected?.code)));
    setOpen(true);
  };

  const closePicker = ({ returnFocus }: { returnFocus: boolean }) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const pick = (country: PhoneCountry) => {
    if (country.code !== selected?.code) {
      setSelectedCode(country.code);
      onCountryChange?.({ country });
    }
    closePicker({ returnFocus: true });
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      openPicker();
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex(Math.min(activeIndex + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter':
        // Never submits the form around the field.
        event.preventDefault();
        if (active !== undefined) pick(active);
        break;
      case 'Escape':
        // Closes the list only, not a dialog the field may sit in.
        event.preventDefault();
        event.stopPropagation();
        closePicker({ returnFocus: true });
        break;
      case 'Tab':
        closePicker({ returnFocus: false });
        break;
    }
  };

  // Focus leaving the search field for anything but the picker's button (a click elsewhere) closes
  // the list. Options never take focus (they keep it in the field on mouse down).
  const onSearchBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget !== null && event.relatedTarget === buttonRef.current) return;
    setOpen(false);
  };

  const onNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = toNationalDigits(event.target.value, { country: selected, maxDigits });
    if (digits !== event.target.value) event.target.value = digits;
    onChange?.(event);
  };

  return (
    <Field label={label} error={error} field={field}>
      <div className={styles.anchor}>
        {/* A phone number reads left to right in Arabic too, dialling code first. */}
        <div className={styles.group} dir="ltr" data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
          <button
            ref={buttonRef}
            type="button"
            className={styles.countryButton}
            aria-label={selected === undefined ? countryLabel : `${countryLabel}: ${selected.name} ${selected.dialCode}`}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            disabled={disabled}
            onClick={() => (open ? closePicker({ returnFocus: false }) : openPicker())}
            onKeyDown={onButtonKeyDown}
          >
            {selected?.flag}
            <span>{selected?.dialCode}</span>
            <ChevronIcon />
          </button>
          <input
            ref={ref}
            // The number without its country code: HTML allows `tel-national` on a text field only; the keypad
            // still comes from `inputMode`.
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={MAX_RAW_LENGTH}
            disabled={disabled}
            {...field.controlProps}
            onChange={onNumberChange}
            {...rest}
            className={cx(styles.input, className)}
          />
        </div>
        {open && (
          <div className={styles.popup}>
            <input
              ref={searchRef}
              type="text"
              role="combobox"
              className={styles.search}
              placeholder={searchPlaceholder}
              aria-label={searchPlaceholder}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active === undefined ? undefined : `${listId}-${active.code}`}
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onSearchKeyDown}
              onBlur={onSearchBlur}
            />
            <div id={listId} role="listbox" aria-label={countryLabel} className={styles.list}>
              {shown.map((country) => (
                // The search field holds focus and the arrow keys (aria-activedescendant); a click picks.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={country.code}
                  id={`${listId}-${country.code}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={country.code === selected?.code}
                  data-active={country === active || undefined}
                  className={styles.option}
                  // Keeps focus in the search field, so the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(country)}
                >
                  {country.flag}
                  <span className={styles.countryName}>{country.name}</span>
                  <span className={styles.dialCode} dir="ltr">
                    {country.dialCode}
                  </span>
                </div>
              ))}
            </div>
            <p role="status" className={styles.empty}>
              {shown.length === 0 ? noMatchText : ''}
            </p>
          </div>
        )}
      </div>
    </Field>
  );
});
