import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from './client';

const url = process.env.TEST_DATABASE_URL;
// PGlite has no connection pool and no planner setting to carry: the test needs a PostgreSQL server.
if (!url) console.warn('client.test: skipped, PostgreSQL only (set TEST_DATABASE_URL)');

it.runIf(url)(
  'plans for data in memory on every pooled PostgreSQL connection (PostgreSQL only)',
  async () => {
    const database = await openDatabase({ url });
    try {
      // Asked at once, so that each query takes a connection of its own.
      const answers = await Promise.all(
        [1, 2, 3].map(() => database.db.execute<{ random_page_cost: string }>(sql`show random_page_cost`)),
      );
      expect(answers.map((a) => a.rows[0]?.random_page_cost)).toEqual(['1.1', '1.1', '1.1']);
    } finally {
      await database.close();
    }
  },
);
