import type { UserInput } from '@manara/api-client/schemas';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The user as the contract's `UserSchema` reads it. Built field by field: nothing else (the hash) can slip out. */
export function toUser(row: UserRow): UserInput {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    ...(row.phoneNumber ? { phoneNumber: row.phoneNumber } : {}),
    ...(row.imageUrl ? { image: { url: row.imageUrl } } : {}),
    role: row.role,
    isBlocked: row.isBlocked,
    blockReason: row.blockReason,
    blockedAt: row.blockedAt ? row.blockedAt.toISOString() : null,
    // Subscriptions do not exist yet.
    courses: [],
  };
}
