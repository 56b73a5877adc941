import type { FastifyReply } from 'fastify';

/** Adds Accept-Language to the answer's Vary header (keeping what is there): caches keep a copy per language. */
export function varyOnLanguage(reply: FastifyReply): FastifyReply {
  const current = reply.getHeader('vary');
  return reply.header('vary', current ? `${String(current)}, Accept-Language` : 'Accept-Language');
}
