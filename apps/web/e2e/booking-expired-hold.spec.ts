import { expect, test } from '@playwright/test';
import { ADMIN } from './admin-helpers';
import { apiToken, bookThroughApi, daysAhead } from './support/booking';
import { startOwnServer } from './support/own-server';
import { newUser, registerThroughApi, signIn } from './support/users';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

// A seat hold of one minute needs a server of its own: the shared one holds seats for fifteen.
test('a hold that ran out reads "Expirée", not "Annulée", in the profile and the back office', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const server = await startOwnServer({ HOLD_MINUTES: '1' });
  try {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 360, height: 740 },
      locale: 'fr-FR',
      timezoneId: 'Africa/Abidjan',
    });
    const { request } = context;
    const user = newUser();
    await registerThroughApi(request, user);
    const token = await apiToken(request, user);
    const search = await request.get('/api/travel/routes/search', {
      params: { from: 'Abidjan', to: 'Yamoussoukro', departureDate: daysAhead(3), passengers: 1 },
    });
    const tripId = ((await search.json()) as { data: { outbound: { _id: string }[] } }).data.outbound[0]!._id;
    const lapsing = await bookThroughApi(request, token, tripId, [1]);
    const abandoned = await bookThroughApi(request, token, tripId, [2]);
    const cancel = await request.put(`/api/travel/bookings/${abandoned._id}/status`, {
      headers: { ...XHR, Authorization: `Bearer ${token}` },
      data: { status: 'cancelled' },
    });
    expect(cancel.status()).toBe(200);

    // The sweeper (every 30 s) cancels the hold once its minute is up, with the reason "payment_timeout".
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/travel/bookings/${lapsing._id}`, {
            headers: { ...XHR, Authorization: `Bearer ${token}` },
          });
          return ((await res.json()) as { data: { cancelReason?: string } }).data.cancelReason;
        },
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBe('payment_timeout');

    const page = await context.newPage();
    await signIn(page, user.email, user.password);
    await page.goto('/profile');
    const history = page.getByRole('region', { name: /Historique/ });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').filter({ hasText: 'EXPIRÉE' })).toHaveCount(1);
    await expect(history.getByRole('listitem').filter({ hasText: 'ANNULÉ' })).toHaveCount(1);
    await expect(page.getByText('Aucune réservation à venir')).toBeVisible();

    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/bookings');
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: 'Expirée' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Annulée' })).toHaveCount(1);
    await context.close();
  } finally {
    await server.stop();
  }
});
