import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, REQUEST_TIMEOUT_MS, retryDelay, setSessionExpiredHandler } from './api-client';
import { ApiError } from './api-error';
import { getToken, setToken } from './token-storage';

vi.mock('@/i18n', () => ({
  i18n: {
    language: 'es',
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  },
}));

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function mockFetch(handler: Handler) {
  const fetchMock = vi.fn((url: string, init: RequestInit) =>
    Promise.resolve().then(() => handler(url, init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function header(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

/** Settles a promise while fake time runs, without an unhandled rejection in between. */
async function settle<T>(promise: Promise<T>, ms = 60_000): Promise<{ value?: T; error?: unknown }> {
  const result = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return result;
}

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSessionExpiredHandler(() => {});
});

describe('requests', () => {
  it('sends cookies, the XHR marker, the language and the bearer token', async () => {
    setToken('abc');
    const fetchMock = mockFetch(() => json(200, { success: true, data: 1 }));
    await expect(
      api.get('/users/profile', { query: { page: 2, search: '', x: undefined } }),
    ).resolves.toEqual({
      success: true,
      data: 1,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/profile?page=2');
    expect(init.credentials).toBe('include');
    expect(header(init, 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(header(init, 'Accept-Language')).toBe('es');
    expect(header(init, 'Authorization')).toBe('Bearer abc');
  });

  it('sends JSON bodies and no Authorization header without a token', async () => {
    const fetchMock = mockFetch(() => json(201, { success: true }));
    await api.post('/users/register', { firstName: 'Awa' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe('{"firstName":"Awa"}');
    expect(header(init, 'Content-Type')).toBe('application/json');
    expect(header(init, 'Authorization')).toBeUndefined();
  });

  it("rejects with the server's message and field errors", async () => {
    const errors = [{ field: 'email', message: 'Un compte existe déjà avec cet email' }];
    mockFetch(() => json(409, { success: false, message: 'Conflit', errors }));
    const { error } = await settle(api.post('/users/register', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Conflit', status: 409, errors, requiresLogin: false });
  });

  it('treats a 200 answer with success false as an error', async () => {
    mockFetch(() => json(200, { success: false, message: 'Refusé' }));
    const { error } = await settle(api.get('/x'));
    expect(error).toMatchObject({ message: 'Refusé', status: 200 });
  });

  it('falls back to "unknown error" with the status when the body has no message', async () => {
    const fetchMock = mockFetch(() => new Response('oops', { status: 404 }));
    const { error } = await settle(api.get('/x'));
    expect(error).toMatchObject({ message: 'common:errors.unknown {"status":404}', status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('retries', () => {
  it('doubles the delay from 1 s and caps it at 5 s', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  it('retries a read 3 times on network errors, waiting 1 s, 2 s then 4 s', async () => {
    const fetchMock = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = api
      .get('/travel/cities/all')
      .then(() => undefined)
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'common:errors.network', status: 0 });
  });

  it('retries a read on 5xx and 429, then succeeds', async () => {
    const answers = [json(503, {}), json(429, {}), json(200, { success: true, data: 'ok' })];
    const fetchMock = mockFetch(() => answers.shift()!);
    const { value } = await settle(api.get<{ data: string }>('/travel/companies'));
    expect(value?.data).toBe('ok');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('returns the last 5xx answer after 3 retries', async () => {
    const fetchMock = mockFetch(() => json(500, { success: false, message: 'Erreur interne du serveur' }));
    const { error } = await settle(api.get('/x'));
    expect(error).toMatchObject({ message: 'Erreur interne du serveur', status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('does not retry a 4xx answer', async () => {
    const fetchMock = mockFetch(() => json(404, { success: false, message: 'Introuvable' }));
    await settle(api.get('/x'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry writes', async () => {
    const fetchMock = mockFetch(() => json(503, { success: false, message: 'Indisponible' }));
    const { error } = await settle(api.post('/travel/bookings', {}));
    expect(error).toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up on a request after 45 s and retries it as a network failure', async () => {
    const fetchMock = mockFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const result = api.post('/x', {}).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ message: 'common:errors.network', status: 0 });
  });

  it('stops retrying when the caller cancels', async () => {
    const fetchMock = mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const controller = new AbortController();
    const result = api.get('/x', { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new DOMException('cancelled', 'AbortError'));
    const error = await result;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('refresh on 401', () => {
  function withProfile(validToken: string, refresh: () => Response) {
    return mockFetch((url, init) => {
      if (url === '/api/users/refresh') return refresh();
      return header(init, 'Authorization') === `Bearer ${validToken}`
        ? json(200, { success: true, data: { firstName: 'Awa' } })
        : json(401, { success: false, message: 'Authentification requise' });
    });
  }

  it('refreshes once, stores the new token and repeats the request', async () => {
    setToken('old');
    const fetchMock = withProfile('new', () => json(200, { success: true, token: 'new' }));
    const { value } = await settle(api.get('/users/profile'));
    expect(value).toEqual({ success: true, data: { firstName: 'Awa' } });
    expect(getToken()).toBe('new');
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/api/users/profile', '/api/users/refresh', '/api/users/profile']);
    const refreshInit = fetchMock.mock.calls[1]![1];
    expect(refreshInit.method).toBe('POST');
    expect(refreshInit.credentials).toBe('include');
  });

  it('shares one refresh between simultaneous 401s', async () => {
    setToken('old');
    const fetchMock = withProfile('new', () => json(200, { success: true, token: 'new' }));
    const { value } = await settle(Promise.all([api.get('/users/profile'), api.put('/users/profile', {})]));
    expect(value).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/users/refresh')).toHaveLength(1);
  });

  it('ends the session when the refresh is refused', async () => {
    setToken('old');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    withProfile('never', () => json(401, { success: false, message: 'Refresh invalide' }));
    const { error } = await settle(Promise.all([api.get('/users/profile'), api.get('/travel/bookings/my')]));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'common:errors.sessionExpired',
      requiresLogin: true,
      status: 401,
    });
    expect(getToken()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh twice for the same request', async () => {
    setToken('old');
    const fetchMock = withProfile('never', () => json(200, { success: true, token: 'new' }));
    const { error } = await settle(api.get('/users/profile'));
    expect(error).toMatchObject({ message: 'Authentification requise', status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not refresh an anonymous 401 such as a wrong password', async () => {
    const fetchMock = mockFetch(() => json(401, { success: false, message: 'Identifiants invalides' }));
    const { error } = await settle(api.post('/users/login', { emailOrPhone: 'a', password: 'b' }));
    expect(error).toMatchObject({ message: 'Identifiants invalides', status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
