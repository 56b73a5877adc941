import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export type FakeMode = 'normal' | 'hang' | 'garbage';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** What `handle` answers: JSON, or a plain text (some providers answer errors so). */
export type FakeAnswer = { status?: number } & ({ json: unknown } | { text: string });

/**
 * A provider API on 127.0.0.1 for one test file. `hang` never answers (to test timeouts), `garbage` answers
 * HTML; otherwise `handle` decides. Every request is recorded for the test to inspect; a form-encoded body is
 * read as an object of its fields.
 */
export async function startFakeServer(handle: (req: FakeRequest) => FakeAnswer) {
  const state = { mode: 'normal' as FakeMode, requests: [] as FakeRequest[] };
  const open = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const request = {
      method: req.method ?? 'GET',
      path: (req.url ?? '/').split('?')[0]!,
      headers: req.headers,
      body: !raw
        ? undefined
        : req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(raw))
          : JSON.parse(raw),
    };
    state.requests.push(request);
    if (state.mode === 'hang') return void open.add(res);
    if (state.mode === 'garbage')
      return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    const answer = handle(request);
    if ('text' in answer)
      return void res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain' }).end(answer.text);
    res
      .writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
      .end(JSON.stringify(answer.json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(async () => {
    for (const res of open) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { url: `http://127.0.0.1:${port}`, state };
}
