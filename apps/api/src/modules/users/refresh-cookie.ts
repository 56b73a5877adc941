import type { FastifyReply } from 'fastify';
import type { IssuedSession } from './sessions';

export const REFRESH_COOKIE = 'gbaka_refresh';

/** The refresh token's cookie (DESIGN §3): httpOnly, SameSite strict, sent only to /api/users. */
export function setRefreshCookie(reply: FastifyReply, session: IssuedSession, secure: boolean) {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/api/users',
    expires: session.refreshExpiresAt,
  });
}
