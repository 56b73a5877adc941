import { setupServer } from 'msw/node';

/**
 * The API, mocked at the network level: the app's own client (fetch, retries, error envelopes) runs as in the
 * browser. A test says what each route it needs answers with `server.use(http.get('/api/...', ...))`; a request
 * no test expected fails the test (setup.ts), so that a forgotten call cannot pass unnoticed.
 */
export const server = setupServer();
