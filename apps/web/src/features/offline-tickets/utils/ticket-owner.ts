import { tokenSubject } from '@/lib/auth/token-subject';
import { getToken } from '@/lib/token-storage';

/**
 * Who is signed in on this phone, known without a network: the session's profile needs the API, but the token stays
 * in storage until sign-out.
 */
export function currentTicketOwner(): string | null {
  return tokenSubject(getToken());
}
