import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { newId, randomToken } from '../lib/ids';
import { hashPassword } from '../lib/passwords';

/**
 * The first administrator: created at start when no user has that e-mail. Without ADMIN_PASSWORD a password is
 * generated and returned once, for main.ts to print; it is never stored in clear.
 */
export async function ensureAdmin(db: Db, email: string, password?: string) {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (existing) return { created: false as const };
  const finalPassword = password ?? `${randomToken(9)}-Gb1!`;
  await db.insert(users).values({
    id: newId(),
    firstName: 'Admin',
    lastName: 'Gbaka',
    email: email.toLowerCase(),
    passwordHash: await hashPassword(finalPassword),
    role: 'admin',
  });
  return { created: true as const, generatedPassword: password ? undefined : finalPassword };
}
