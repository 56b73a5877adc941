import type { User } from '@gbaka/shared';
import type { UserRow } from './repository';

/** The wire shape of a user (SPEC §3): never the hash, the counters or the lock. */
export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    role: row.role,
    isBanned: row.isBanned,
    createdAt: row.createdAt.toISOString(),
  };
}
