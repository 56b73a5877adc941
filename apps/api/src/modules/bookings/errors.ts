/** PostgreSQL's SQLSTATE of a failed query, whether the driver error comes bare or wrapped by Drizzle. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Deadlock and serialization failures: the transaction did nothing and may simply be run again. */
export const isRetryable = (error: unknown) => ['40P01', '40001'].includes(sqlState(error) ?? '');
