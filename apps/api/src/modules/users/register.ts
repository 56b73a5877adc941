import type { Language, registerRequestSchema } from '@gbaka/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AccessTokens } from '../../lib/access-token';
import { uniqueViolation } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { userRepository } from './repository';
import { issueSession } from './sessions';

type RegisterInput = z.output<typeof registerRequestSchema>;

/**
 * Creates a traveller account and signs it in; a taken e-mail or phone is a 409 naming the field. The account's
 * notices are sent in the language it registered in, then in the one it last signed in with.
 */
export async function registerUser(db: Db, tokens: AccessTokens, input: RegisterInput, language: Language) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await userRepository.findByEmailOrPhone(tx, input.email ?? null, input.phone ?? null);
    if (existing) throw duplicateError(existing.email === input.email ? 'email' : 'phone');
    const user = await userRepository
      .insert(tx, {
        id: newId(),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email ?? null,
        phone: input.phone ?? null,
        dateOfBirth: input.dateOfBirth,
        passwordHash,
        language,
      })
      .catch((error: unknown) => {
        // A concurrent registration with the same e-mail or phone loses the race on the unique index.
        const constraint = uniqueViolation(error);
        if (constraint === 'users_email_key') throw duplicateError('email');
        if (constraint === 'users_phone_key') throw duplicateError('phone');
        throw error;
      });
    return { user, session: await issueSession(tx, tokens, user) };
  });
}

/** A taken e-mail or phone: 409 naming the field (registration and the profile). */
export function duplicateError(field: 'email' | 'phone') {
  return new AppError('CONFLICT', field === 'email' ? 'emailTaken' : 'phoneTaken', {
    errors: [{ field, message: field === 'email' ? 'emailTaken' : 'phoneTaken' }],
  });
}
