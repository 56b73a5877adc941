import argon2 from 'argon2';

/** Argon2id with the library's defaults (64 MiB, t=3, p=4), as OWASP recommends. */
export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;
export const timingSafeDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-Gbaka1!'));
