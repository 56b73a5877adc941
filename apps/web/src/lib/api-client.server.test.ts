import { expect, it, vi } from 'vitest';
import { api, setApiFetch } from './api-client';

vi.mock('@/i18n', () => ({ i18n: { language: 'fr', t: (key: string) => key } }));

// In a file of its own: setApiFetch turns the module into the server's client for good.
it('does not retry a failed read in the server’s render, which holds the other pages meanwhile', async () => {
  const fetchInProcess = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, message: 'Erreur interne du serveur' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
  setApiFetch(fetchInProcess);
  await expect(api.get('/travel/stations')).rejects.toMatchObject({ status: 500 });
  expect(fetchInProcess).toHaveBeenCalledTimes(1);
});
