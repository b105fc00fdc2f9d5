import type { UserRole } from '@manara/api-client/schemas';
import type { Database } from '../db/connection';
import { payments, subscriptions, users } from '../db/schema';

/*
 * Deterministic people and purchases, for the demo's history and for tests that need many rows fast:
 * the same seed always gives the same users, dates and payments, so a screenshot or an expected count
 * never moves. They write rows directly (one password hash for everyone), not through the API.
 */

/** mulberry32: a tiny, well-known seeded generator; plenty for made-up names and dates. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    const item = list[int(0, list.length - 1)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  return { next, int, pick };
}

const FIRST_NAMES = ['Mona', 'Ahmed', 'Nour', 'Omar', 'Salma', 'Youssef', 'Mariam', 'Karim', 'Laila', 'Hassan', 'Farida', 'Mostafa', 'منى', 'أحمد', 'نور', 'يوسف'];
const LAST_NAMES = ['Adel', 'Hassan', 'El-Sayed', 'Fathy', 'Ibrahim', 'Mahmoud', 'Nabil', 'Khaled', 'Mostafa', 'Saad', 'عادل', 'حسن', 'إبراهيم', 'محمود'];
/** Egyptian mobile prefixes (Vodafone, Etisalat, Orange, WE). */
const MOBILE_PREFIXES = ['010', '011', '012', '015'];
const DAY_MS = 24 * 60 * 60 * 1000;

export interface UserSpec {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: UserRole;
  createdAt: Date;
  blockReason?: string;
}

/**
 * `count` made-up learners who joined over the `days` before `now`, oldest first. Every fifth
 * name is Arabic, as a third of the catalogue is; e-mails are unique and on example.com.
 */
export function buildUsers(count: number, { seed = 1, now, days = 180 }: { seed?: number; now: Date; days?: number }): UserSpec[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const phoneNumber = `${random.pick(MOBILE_PREFIXES)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
    const createdAt = new Date(now.getTime() - random.int(0, days * DAY_MS));
    return { firstName, lastName, email: `learner${seed}.${index + 1}@example.com`, phoneNumber, role: 'user' as const, createdAt };
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** A user's row, verified since they joined; a blocked one was blocked at `now`. */
export function userRow({ blockReason, createdAt, ...spec }: UserSpec, { passwordHash, now }: { passwordHash: string; now: Date }) {
  return {
    ...spec,
    ...(blockReason ? { isBlocked: true, blockReason, blockedAt: now } : {}),
    passwordHash,
    emailVerifiedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Inserts the users, all with one `passwordHash` (hashing each would cost real time). */
export async function insertUsers(db: Database, specs: readonly UserSpec[], options: { passwordHash: string; now: Date }) {
  if (specs.length === 0) return [];
  return db
    .insert(users)
    .values(specs.map((spec) => userRow(spec, options)))
    .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt });
}

export interface PurchaseSpec {
  userId: string;
  courseId: string;
  /** Whole piasters (1 EGP = 100); 0 is a free enrolment, with no payment. */
  amountPiasters: number;
  at: Date;
}

/**
 * A settled purchase as the provider would have confirmed it: a paid sandbox payment and the active
 * subscription it bought (a free course: the subscription alone).
 */
export async function insertPurchase(db: Database, { userId, courseId, amountPiasters, at }: PurchaseSpec) {
  return db.transaction(async (tx) => {
    let paymentId: string | null = null;
    if (amountPiasters > 0) {
      const [payment] = await tx
        .insert(payments)
        .values({ userId, courseId, amountPiasters, provider: 'sandbox', status: 'paid', paidAt: at, createdAt: at, updatedAt: at })
        .returning({ id: payments.id });
      paymentId = payment?.id ?? null;
    }
    const [subscription] = await tx
      .insert(subscriptions)
      .values({ userId, courseId, paymentId, amountPiasters, status: 'active', startDate: at, createdAt: at })
      .returning({ id: subscriptions.id });
    return { paymentId, subscriptionId: subscription?.id };
  });
}
