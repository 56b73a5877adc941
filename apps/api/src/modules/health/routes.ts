import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** GET /api/health: the process answers and its database too (503 otherwise, for load balancers). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => {
    await app.database.ping();
    return { status: 'ok' as const, database: app.database.kind };
  });
};

export default healthRoutes;
