import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { lessonProgress, lessons } from '../db/schema';

/** Completed and total lessons of a course for the learner; the completed never exceed the total. */
export async function completionStatus(db: Pick<Database, 'select'>, { userId, courseId }: { userId: string; courseId: string }) {
  const [[totals], [done]] = await Promise.all([
    db.select({ lessons: count() }).from(lessons).where(eq(lessons.courseId, courseId)),
    db
      .select({ lessons: count() })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .where(and(eq(lessonProgress.userId, userId), eq(lessons.courseId, courseId), isNotNull(lessonProgress.completedAt))),
  ]);
  const total = totals?.lessons ?? 0;
  const completed = Math.min(done?.lessons ?? 0, total);
  return { completedLessons: completed, totalLessons: total, completionPercentage: total === 0 ? 0 : Math.round((completed / total) * 100) };
}
