import { MAX_POINTS } from '@manara/api-client/schemas';
import { Button } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { get, type FieldErrors, type UseFormGetValues, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { useLocale, useValidationMessage } from '../shared/i18n';
import * as styles from './AdminScreen.css';
import type { CourseFormValues } from './courseForms';
import { adminCoursesMessages } from './messages';

type ListName = 'learningPoints' | 'targetAudience';

export interface PointsFieldProps {
  name: ListName;
  /** The list's name, as its section on the course page is titled. */
  label: string;
  register: UseFormRegister<CourseFormValues>;
  getValues: UseFormGetValues<CourseFormValues>;
  setValue: UseFormSetValue<CourseFormValues>;
  /** Once the form has been sent, every change is checked again, as a typed one is. */
  submitted: boolean;
  errors: FieldErrors<CourseFormValues>;
  /** The course's language: its points are written in it, whatever the admin's. */
  lang: 'en' | 'ar';
}

/** Where focus goes after a change: a point's input or one of its buttons, or Add a point. */
type Focus = { id: string; part: 'input' | 'up' | 'down' } | 'add';

/** A copy of the list with two of its items changed over. */
const swapped = <T,>(list: readonly T[], from: number, to: number): T[] => list.map((item, at) => (at === from ? list[to] : at === to ? list[from] : item) as T);

let lastPointId = 0;
const pointId = () => `point-${(lastPointId += 1).toString(36)}`;

/**
 * The list's points, each with an id that follows it as it moves (its key, and where focus goes). The values
 * stay the form's: each change writes the whole list back, and every input shows its point's text again.
 * React Hook Form's field arrays would do the same, but they come as part of the one module every form of the
 * site loads, 1.6 KB more on each (decision 088).
 */
function usePoints(name: ListName, getValues: UseFormGetValues<CourseFormValues>, setValue: UseFormSetValue<CourseFormValues>, submitted: boolean) {
  const [ids, setIds] = useState(() => getValues(name).map(pointId));
  const write = (points: CourseFormValues[ListName], next: string[]) => {
    setValue(name, points, { shouldDirty: true, shouldValidate: submitted });
    setIds(next);
  };
  return {
    fields: ids.map((id) => ({ id })),
    append: () => {
      const id = pointId();
      write([...getValues(name), { text: '' }], [...ids, id]);
      return id;
    },
    remove: (index: number) => {
      write(
        getValues(name).filter((_, at) => at !== index),
        ids.filter((_, at) => at !== index),
      );
    },
    swap: (from: number, to: number) => {
      write(swapped(getValues(name), from, to), swapped(ids, from, to));
    },
  };
}

/**
 * One of the course page's ordered lists ('What You'll Learn', 'Target Audience'; docs/product/admin.md#course-form):
 * a point a line, added, removed and moved up or down with 44 px buttons. Focus stays with the point that moved,
 * or goes to the next point (or Add a point) when one is removed, so the keyboard never loses its place.
 */
export function PointsField({ name, label, register, getValues, setValue, submitted, errors, lang }: PointsFieldProps) {
  const t = useStore(adminCoursesMessages);
  const { formatNumber } = useLocale();
  const translate = useValidationMessage();
  const { fields, append, remove, swap } = usePoints(name, getValues, setValue, submitted);
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
        <Button variant="outline" size="lg" data-add="" disabled={fields.length >= MAX_POINTS} onClick={() => setFocus({ id: append(), part: 'input' })}>
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
