import type { Language, registerRequestSchema } from '@gbaka/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import type { AccessTokens } from '../../lib/access-token';
import { uniqueViolation } from '../../lib/database-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { isPhoneOnly, phoneCodeError, provePhone } from './phone-claim';
import { phoneClaimRepository } from './phone-claim-repository';
import { userRepository, type NewUser } from './repository';
import { issueSession } from './sessions';

type RegisterInput = z.output<typeof registerRequestSchema>;

/**
 * Creates a traveller account and signs it in; a taken e-mail or phone is a 409 naming the field. The account's
 * notices are sent in the language it registered in, then in the one it last signed in with.
 *
 * A phone that booked over USSD already has an account without a password: with the code sent to that phone,
 * registering completes that account, so its tickets are there; without it, a 409 says how to get the code.
 * With the code, the tickets sold at a counter to that phone join the account too.
 */
export async function registerUser(db: Db, tokens: AccessTokens, input: RegisterInput, language: Language) {
  const passwordHash = await hashPassword(input.password);
  const phone = input.phone ?? null;
  const proved =
    phone !== null && input.phoneCode !== undefined && (await provePhone(db, phone, input.phoneCode));
  if (input.phoneCode !== undefined && !proved) throw phoneCodeError('phoneCode');

  return db.transaction(async (tx) => {
    const byEmail = input.email ? await userRepository.findByEmailOrPhone(tx, input.email, null) : null;
    const byPhone = phone ? await userRepository.findByEmailOrPhone(tx, null, phone) : null;
    if (byEmail && byEmail.id !== byPhone?.id) throw duplicateError('email');
    if (byPhone && !isPhoneOnly(byPhone)) throw duplicateError('phone');
    if (byPhone && !proved) {
      throw new AppError('CONFLICT', 'phoneHasTickets', {
        errors: [{ field: 'phone', message: 'phoneHasTickets' }],
        data: { phoneCodeNeeded: true },
      });
    }
    const account = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email ?? null,
      phone,
      dateOfBirth: input.dateOfBirth,
      passwordHash,
      language,
    };
    const user = byPhone
      ? (await userRepository.update(tx, byPhone.id, account))!
      : await insertAccount(tx, { id: newId(), ...account });
    if (proved) await phoneClaimRepository.attachUnowned(tx, user.id, phone);
    return { user, session: await issueSession(tx, tokens, user) };
  });
}

function insertAccount(tx: DbOrTx, user: NewUser) {
  return userRepository.insert(tx, user).catch((error: unknown) => {
    // A concurrent registration with the same e-mail or phone loses the race on the unique index.
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key') throw duplicateError('email');
    if (constraint === 'users_phone_key') throw duplicateError('phone');
    throw error;
  });
}

/** A taken e-mail or phone: 409 naming the field (registration and the profile). */
export function duplicateError(field: 'email' | 'phone') {
  return new AppError('CONFLICT', field === 'email' ? 'emailTaken' : 'phoneTaken', {
    errors: [{ field, message: field === 'email' ? 'emailTaken' : 'phoneTaken' }],
  });
}
