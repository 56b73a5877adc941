// The baseline of `npm run bench`: Fastify with one trivial JSON route and nothing else (no plugins, no
// logger, no database), run as its own process like the API, so that the ratio measures what the API adds.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { ok: true } }));
await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
