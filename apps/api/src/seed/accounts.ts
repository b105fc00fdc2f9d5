import type { UserRole } from '@manara/api-client/schemas';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../users/passwords';
import type { Database } from '../db/connection';
import { users } from '../db/schema';
import { userRow } from './factories';

export interface DemoAccount {
  role: UserRole;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** Public on purpose: printed at first start and in the README. They pass the sign-up rules. */
  password: string;
  /** A blocked learner, so the blocked screen and dialog can be seen without an admin. */
  blockReason?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'admin',
    firstName: 'Manara',
    lastName: 'Admin',
    email: 'admin@manara.local',
    phoneNumber: '01001234567',
    password: 'Manara#Admin1',
  },
  {
    role: 'user',
    firstName: 'Salma',
    lastName: 'Learner',
    email: 'learner@manara.local',
    phoneNumber: '01101234567',
    password: 'Manara#Learn1',
  },
  {
    role: 'user',
    firstName: 'Karim',
    lastName: 'Nabil',
    email: 'blocked@manara.local',
    phoneNumber: '01201234567',
    password: 'Manara#Block1',
    blockReason: 'Sharing paid course videos outside Manara.',
  },
];

/** Not the catalogue's key: the two seeds may run at the same time. */
const ACCOUNTS_SEED_LOCK_KEY = 4_217_002;

const hasAnyUser = async (db: Pick<Database, 'select'>) =>
  (await db.select({ one: sql`1` }).from(users).limit(1)).length > 0;

/**
 * Adds a verified admin, a verified learner and a blocked learner when the database has no account at all,
 * so running it on every start is safe. Returns the accounts it created.
 */
export async function seedDemoAccountsIfEmpty(db: Database, { now = new Date() }: { now?: Date } = {}): Promise<DemoAccount[]> {
  // Cheap check first: hashing costs real time and is wasted on every later start.
  if (await hasAnyUser(db)) return [];
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, ...account }) => userRow({ ...account, createdAt: now }, { passwordHash: await hashPassword(password), now })),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_SEED_LOCK_KEY})`);
    if (await hasAnyUser(tx)) return [];
    await tx.insert(users).values(rows);
    return [...DEMO_ACCOUNTS];
  });
}
