import type { LessonProgress } from '@manara/api-client';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { sendProgressReport } from './api/useLessonPlayerData';
import { ProgressReporter } from './progressReporter';

export interface ProgressReportEvents {
  /** A lesson's report was counted; `ended` when it carried the end of the video. */
  onAnswer: (lessonId: string, progress: LessonProgress, event: { ended: boolean }) => void;
  /** A lesson's report failed; `retrying` when it will be tried again by itself. */
  onFailure: (lessonId: string, error: unknown, event: { ended: boolean; retrying: boolean }) => void;
}

/**
 * The player's progress reporters, one per lesson for as long as the screen is open: what a lesson
 * played and could not deliver is still there, and still tried again, when another lesson is chosen
 * (docs/product/learning.md#in-the-player). Coming back online sends what failed at once.
 */
export function useProgressReporters(courseId: string, fallbackMessage: string, events: ProgressReportEvents) {
  const latest = useRef({ events, fallbackMessage });
  useLayoutEffect(() => {
    latest.current = { events, fallbackMessage };
  });
  const [reporters] = useState(() => new Map<string, ProgressReporter>());

  useEffect(() => {
    for (const reporter of reporters.values()) reporter.open();
    const online = () => {
      for (const reporter of reporters.values()) if (reporter.failing) reporter.retry();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      for (const reporter of reporters.values()) reporter.close();
    };
  }, [reporters]);

  return useCallback(
    (lessonId: string) => {
      const known = reporters.get(lessonId);
      if (known) return known;
      const reporter = new ProgressReporter({
        courseId,
        send: (body, { keepalive }) => sendProgressReport({ lessonId, body, keepalive, fallbackMessage: latest.current.fallbackMessage }),
        // An answer after the screen has gone (the keep-alive report on leaving) still updates the course's
        // progress that My Courses reads, and a course just completed still refreshes the certificates.
        onAnswer: (progress, event) => latest.current.events.onAnswer(lessonId, progress, event),
        onFailure: (error, event) => latest.current.events.onFailure(lessonId, error, event),
      });
      reporters.set(lessonId, reporter);
      return reporter;
    },
    [courseId, reporters],
  );
}
