import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Badge } from '../Badge/Badge';
import { cx } from '../private/cx';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { SuccessIcon } from '../private/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CourseOutline.css';

export interface OutlineLesson {
  id: string;
  title: string;
  /** The length as the reader reads it ('12.50', or '00:00' without one). */
  durationLabel: string;
  completed: boolean;
}

export interface OutlineSection {
  /** From 1, in the order the section first appears. */
  index: number;
  title: string;
  lessons: OutlineLesson[];
}

export interface CourseOutlineProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** The course's lessons in their sections, in order. */
  sections: OutlineSection[];
  /** The lesson on screen. */
  currentLessonId?: string | undefined;
  /** A lesson was chosen. */
  onSelectLesson: (event: { lessonId: string }) => void;
  /** Writes a section's number in the reader's digits. */
  formatNumber?: (value: number) => string;
  /** What the outline and its progress say, in the reader's language. */
  labels: {
    /** Names the outline ('Course content'). */
    title: string;
    /** 'Progress'. */
    progress: string;
    /** The progress in words ('3/10 lessons · 30%'). */
    progressText: string;
    /** The badge when every lesson is completed ('Completed'), and a completed lesson's state. */
    completed: string;
  };
}

/**
 * A course's sections and lessons beside the player: 'index - title' for each section, each lesson with
 * a check mark once completed and its length, the course's progress as a bar, and a Completed badge when
 * every lesson is. Choosing a lesson is a button press; the lesson on screen is marked as current.
 */
export const CourseOutline = forwardRef<HTMLElement, CourseOutlineProps>(function CourseOutline(
  { sections, currentLessonId, onSelectLesson, formatNumber = String, labels, className, ...rest },
  ref,
) {
  const titleId = useId();
  const lessons = sections.flatMap((section) => section.lessons);
  const done = lessons.filter((lesson) => lesson.completed).length;
  const total = lessons.length;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const complete = total > 0 && done >= total;

  return (
    <nav ref={ref} aria-labelledby={titleId} className={cx(styles.outline, className)} {...rest}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {labels.title}
        </h2>
        {complete && <Badge tone="success">{labels.completed}</Badge>}
      </div>
      <div className={styles.progress}>
        <ProgressBar percent={percent} label={labels.progress} valueText={labels.progressText} complete={complete} />
        <p className={styles.progressText}>{labels.progressText}</p>
      </div>
      <ol className={styles.sections}>
        {sections.map((section) => (
          <li key={section.index} className={styles.section}>
            <h3 className={styles.sectionTitle}>
              {formatNumber(section.index)} - <bdi>{section.title}</bdi>
            </h3>
            <ol className={styles.lessons}>
              {section.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <button
                    type="button"
                    className={styles.lesson}
                    aria-current={lesson.id === currentLessonId ? 'true' : undefined}
                    onClick={() => onSelectLesson({ lessonId: lesson.id })}
                  >
                    <span className={styles.check} data-completed={lesson.completed}>
                      {lesson.completed && <SuccessIcon aria-hidden="true" />}
                    </span>
                    <span className={styles.lessonTitle}>
                      <bdi>{lesson.title}</bdi>
                      {lesson.completed && <VisuallyHidden>, {labels.completed}</VisuallyHidden>}
                    </span>
                    <span className={styles.duration}>{lesson.durationLabel}</span>
                  </button>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
});
