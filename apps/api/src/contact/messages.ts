import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { contactMessages } from '../db/schema';
import { periodic } from '../periodic';
import type { Mailer } from '../mail/mailer';
import { contactMessageMail } from './mail';

/*
 * The contact form's messages (docs/product/public-pages.md#contact): stored first, then delivered to the
 * team's inbox; a delivery that fails is tried again later, with longer waits, until it goes through.
 */

type MessageRow = typeof contactMessages.$inferSelect;

/** Waits after a failed attempt: 1, 2, 4 … minutes, never more than an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
/** A claimed message is not claimed again for this long, even if its sender stops half way. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

export async function storeContactMessage(db: Database, message: { firstName: string; lastName: string; email: string; message: string }, now: Date): Promise<MessageRow> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, createdAt: now, nextAttemptAt: now })
    .returning();
  if (!row) throw new Error('The message was not stored');
  return row;
}

/**
 * Sends every message that is due, each at most once at a time (a claim moves its next attempt forward
 * before it is sent, so two servers never send one twice). Answers how many went and how many failed.
 */
export async function deliverDueMessages(
  db: Database,
  { mailer, inbox, now, onError }: { mailer: Mailer; inbox: string; now: Date; onError: (error: unknown) => void },
): Promise<{ delivered: number; failed: number }> {
  const due = db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(isNull(contactMessages.deliveredAt), lte(contactMessages.nextAttemptAt, now)))
    .orderBy(contactMessages.nextAttemptAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(contactMessages)
    .set({ attempts: sql`${contactMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(contactMessages.id, due))
    .returning();
  let delivered = 0;
  for (const row of claimed) {
    try {
      await mailer.sendNotice(contactMessageMail({ inbox, ...row }));
      await db.update(contactMessages).set({ deliveredAt: new Date() }).where(eq(contactMessages.id, row.id));
      delivered += 1;
    } catch (error) {
      onError(error);
      await db
        .update(contactMessages)
        .set({ nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) })
        .where(eq(contactMessages.id, row.id));
    }
  }
  return { delivered, failed: claimed.length - delivered };
}

/** Delivers what is due every `intervalMs`, one round at a time, until stopped (`periodic`). */
export function startContactDelivery(
  db: Database,
  { mailer, inbox, intervalMs, now = () => new Date(), onError }: { mailer: Mailer; inbox: string; intervalMs: number; now?: () => Date; onError: (error: unknown) => void },
): { deliverNow(): Promise<void>; stop(): Promise<void> } {
  const delivery = periodic(() => deliverDueMessages(db, { mailer, inbox, now: now(), onError }), { intervalMs, onError });
  return { deliverNow: delivery.runNow, stop: delivery.stop };
}
