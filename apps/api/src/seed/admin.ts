import type { Db } from '../db/client';
import { newId, randomToken } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { userRepository } from '../modules/users/repository';

/**
 * The first administrator: created at start when no user has that e-mail. Without ADMIN_PASSWORD a password is
 * generated and returned once, for main.ts to print; it is never stored in clear.
 */
export async function ensureAdmin(db: Db, email: string, password?: string) {
  const existing = await userRepository.findByEmailOrPhone(db, email.toLowerCase(), null);
  if (existing) return { created: false as const };
  const finalPassword = password ?? `${randomToken(9)}-Gb1!`;
  await userRepository.insert(db, {
    id: newId(),
    firstName: 'Admin',
    lastName: 'Gbaka',
    email: email.toLowerCase(),
    passwordHash: await hashPassword(finalPassword),
    role: 'admin',
  });
  return { created: true as const, generatedPassword: password ? undefined : finalPassword };
}
