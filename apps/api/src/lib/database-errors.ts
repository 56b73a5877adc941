/**
 * What a failed query says, read in one place: PostgreSQL's SQLSTATE and constraint name, or the driver's network
 * code, whether the driver's error comes bare or wrapped by Drizzle (as its `cause`).
 */
export function sqlState(error: unknown): string | undefined {
  return stringField(error, 'code');
}

/** The constraint a failed statement broke. */
export function constraintOf(error: unknown): string | undefined {
  return stringField(error, 'constraint');
}

/** The unique index a statement collided with (SQLSTATE 23505), if that is why it failed. */
export const uniqueViolation = (error: unknown) =>
  sqlState(error) === '23505' ? constraintOf(error) : undefined;

/** Deadlock and serialization failures: the transaction did nothing and may simply be run again. */
export const isRetryable = (error: unknown) => ['40P01', '40001'].includes(sqlState(error) ?? '');

/** Network errors of the connection, and SQLSTATEs of a server shutting down, starting or full. */
const DATABASE_DOWN_CODES = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '53300'];
const DATABASE_DOWN_CODE_PREFIXES = ['08', '57P0'];
/** node-postgres reports a lost connection and a full pool without a code, in these words. */
const DATABASE_DOWN_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

/** The database cannot be reached right now (a restart, a failover, a full pool): worth a retry shortly. */
export function isDatabaseDown(error: unknown): boolean {
  const code = sqlState(error) ?? '';
  if (DATABASE_DOWN_CODES.includes(code) || DATABASE_DOWN_CODE_PREFIXES.some((p) => code.startsWith(p)))
    return true;
  const e = error as { message?: unknown; cause?: { message?: unknown } };
  return [e.message, e.cause?.message].some((m) => typeof m === 'string' && DATABASE_DOWN_MESSAGE.test(m));
}

/** SQLSTATEs of input values: invalid byte (22021), untranslatable (22P05), bad text (22P02), bad date (22007, 22008). */
export const isBadValueForDatabase = (error: unknown) =>
  ['22021', '22P05', '22P02', '22007', '22008'].includes(sqlState(error) ?? '');

function stringField(error: unknown, field: 'code' | 'constraint'): string | undefined {
  const e = error as Record<string, unknown> & { cause?: Record<string, unknown> };
  const value = typeof e?.[field] === 'string' ? e[field] : e?.cause?.[field];
  return typeof value === 'string' ? value : undefined;
}
