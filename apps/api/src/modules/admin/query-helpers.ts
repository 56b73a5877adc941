/** An ILIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Offset of a 1-based page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

export function pagination(page: number, limit: number, total: number) {
  return { currentPage: page, totalPages: Math.max(1, Math.ceil(total / limit)), total, limit };
}

/** The rows of `db.execute`: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
