import { MAX_POINTS } from '@manara/api-client/schemas';
import { Button } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { get, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useLocale, useValidationMessage } from '../shared/i18n';
import * as styles from './AdminScreen.css';
import type { CourseFormOutput, CourseFormValues } from './courseForms';
import { adminCoursesMessages } from './messages';

type ListName = 'learningPoints' | 'targetAudience';

export interface PointsFieldProps {
  name: ListName;
  /** The list's name, as its section on the course page is titled. */
  label: string;
  control: Control<CourseFormValues, unknown, CourseFormOutput>;
  register: UseFormRegister<CourseFormValues>;
  errors: FieldErrors<CourseFormValues>;
  /** The course's language: its points are written in it, whatever the admin's. */
  lang: 'en' | 'ar';
}

/** Where focus goes after a change: a point's input or one of its buttons, or Add a point. */
type Focus = { id: string; part: 'input' | 'up' | 'down' } | 'add';

/**
 * One of the course page's ordered lists ('What You'll Learn', 'Target Audience'; docs/product/admin.md#course-form):
 * a point a line, added, removed and moved up or down with 44 px buttons. Focus stays with the point that moved,
 * or goes to the next point (or Add a point) when one is removed, so the keyboard never loses its place.
 */
export function PointsField({ name, label, control, register, errors, lang }: PointsFieldProps) {
  const t = useStore(adminCoursesMessages);
  const { formatNumber } = useLocale();
  const translate = useValidationMessage();
  const { fields, append, remove, swap } = useFieldArray({ control, name });
  const legendId = useId();
  const root = useRef<HTMLFieldSetElement>(null);
  // Set by a move or a removal, used once the list has been drawn again.
  const pending = useRef<Focus>(undefined);
  const setFocus = (focus: Focus) => {
    pending.current = focus;
  };

  useEffect(() => {
    const focus = pending.current;
    if (focus === undefined) return;
    pending.current = undefined;
    const target =
      focus === 'add'
        ? root.current?.querySelector<HTMLElement>('[data-add]')
        : root.current?.querySelector<HTMLElement>(`[data-point="${focus.id}"] [data-part="${focus.part}"]`);
    // A point moved to an end has that button disabled: its input holds focus instead.
    const usable = target && !(target instanceof HTMLButtonElement && target.disabled) ? target : root.current?.querySelector<HTMLElement>(`[data-point="${focus === 'add' ? '' : focus.id}"] input`);
    usable?.focus();
  }, [fields]);

  const listError = translate((get(errors, name) as { message?: string } | undefined)?.message);
  return (
    <fieldset ref={root} className={styles.points} aria-describedby={listError ? `${legendId}-error` : undefined}>
      <legend id={legendId} className={styles.legend}>
        {label}
      </legend>
      {fields.length === 0 && <p className={styles.muted}>{t.noPoints}</p>}
      <ol className={styles.pointList}>
        {fields.map((field, index) => {
          const n = formatNumber(index + 1);
          const error = translate((get(errors, `${name}.${index}`) as { message?: string } | undefined)?.message ?? (get(errors, `${name}.${index}.text`) as { message?: string } | undefined)?.message);
          const errorId = `${legendId}-${field.id}-error`;
          return (
            <li key={field.id} className={styles.point} data-point={field.id}>
              <div className={styles.pointRow}>
                <input
                  className={styles.pointInput}
                  lang={lang}
                  dir={lang === 'ar' ? 'rtl' : 'ltr'}
                  aria-label={t.point({ list: label, n })}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  data-part="input"
                  {...register(`${name}.${index}.text`)}
                />
                <button
                  type="button"
                  className={styles.pointButton}
                  aria-label={t.moveUp({ list: label, n })}
                  data-part="up"
                  disabled={index === 0}
                  onClick={() => {
                    swap(index, index - 1);
                    setFocus({ id: field.id, part: 'up' });
                  }}
                >
                  <Chevron up />
                </button>
                <button
                  type="button"
                  className={styles.pointButton}
                  aria-label={t.moveDown({ list: label, n })}
                  data-part="down"
                  disabled={index === fields.length - 1}
                  onClick={() => {
                    swap(index, index + 1);
                    setFocus({ id: field.id, part: 'down' });
                  }}
                >
                  <Chevron up={false} />
                </button>
                <button
                  type="button"
                  className={styles.pointButton}
                  aria-label={t.removePoint({ list: label, n })}
                  onClick={() => {
                    const next = fields[index + 1] ?? fields[index - 1];
                    remove(index);
                    setFocus(next ? { id: next.id, part: 'input' } : 'add');
                  }}
                >
                  <Cross />
                </button>
              </div>
              {error && (
                <p id={errorId} className={styles.error}>
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {listError && (
        <p id={`${legendId}-error`} className={styles.error}>
          {listError}
        </p>
      )}
      <div>
        <Button variant="outline" size="lg" data-add="" disabled={fields.length >= MAX_POINTS} onClick={() => append({ text: '' })}>
          {t.addPoint}
        </Button>
      </div>
    </fieldset>
  );
}

/** An arrow drawn, not typed: the theme's fonts have no arrows. */
function Chevron({ up }: { up: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={up ? 'M5 12.5 10 7.5l5 5' : 'M5 7.5l5 5 5-5'} />
    </svg>
  );
}

/** Remove, drawn to match the arrows. */
function Cross() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l8 8M14 6l-8 8" />
    </svg>
  );
}
