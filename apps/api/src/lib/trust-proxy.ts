import { isIP } from 'node:net';
import { z } from 'zod';

/** The names proxy-addr (Fastify's trustProxy) knows for the private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix (CIDR) or one of the range names; null when it is none of them. */
function entryProblem(entry: string): string | null {
  if (RANGE_NAMES.has(entry)) return null;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return `"${entry}" has a bad prefix length`;
  return null;
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For names the client. Unset (or `false`): nobody's, the client is the
 * socket's address, so that nobody escapes a rate limit with a header of their own. `true`: everybody's, only
 * for an instance that nothing but the proxy can reach. Otherwise a comma list of addresses, CIDR ranges or
 * `loopback` / `linklocal` / `uniquelocal`. A hop count is refused: Fastify 5 ignores it (it cannot tell the proxy
 * from a client that reaches the instance directly), so accepting it would silently trust nobody.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): boolean | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'a hop count cannot tell the proxy from a client: list the proxies (addresses or CIDR ranges)',
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    for (const entry of entries) {
      const problem = entryProblem(entry);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
    return entries;
  });
