import { expect, test, type APIRequestContext } from '@playwright/test';
import { daysAhead } from './support/booking';
import { newUser, registerThroughApi } from './support/users';
import {
  ADMIN,
  apiGet,
  apiToken,
  authHeaders,
  bookThroughApi,
  expectNoSeriousViolations,
  fcfa,
  payThroughSandbox,
  signInAsAdmin,
  unique,
} from './admin-helpers';

interface Bus {
  _id: string;
  totalSeats: number;
  company: { _id: string };
}

/** A departure of its own, four days ahead, so that its seats are free whatever else the run books. */
async function newTrip(request: APIRequestContext, adminToken: string) {
  const { data: buses } = await apiGet<{ data: Bus[] }>(request, adminToken, '/admin/buses');
  const bus = buses[0]!;
  const response = await request.post('/api/admin/routes', {
    headers: authHeaders(adminToken),
    data: {
      from: 'Abidjan',
      to: 'Bouaké',
      departureDate: daysAhead(4),
      departureTime: '09:00',
      arrivalTime: '13:30',
      duration: '4h30',
      price: 6000,
      availableSeats: bus.totalSeats,
      companyName: bus.company._id,
      bus: bus._id,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string; price: number } }).data;
}

test('a paid booking cancelled by its traveller is refunded from the back office', async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const trip = await newTrip(request, adminToken);
  const traveller = newUser({ firstName: 'Koffi', lastName: unique('Rembourse').replace(' ', '') });
  await registerThroughApi(request, traveller);
  const booking = await bookThroughApi(request, traveller, trip, [3, 4]);
  expect(booking.totalPrice).toBe(12_780);

  // The traveller pays with Orange Money on the sandbox page, then cancels four days before departure.
  const travellerToken = await apiToken(request, traveller.email, traveller.password);
  await payThroughSandbox(request, travellerToken, booking._id);
  const cancelled = await request.put(`/api/travel/bookings/${booking._id}/status`, {
    headers: authHeaders(travellerToken),
    data: { status: 'cancelled' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  // The administrator finds it among the refunds to make, with what it takes to send the money back.
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Navigation de l’administration' })
    .getByRole('link', { name: 'Remboursements', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Remboursements', level: 1 })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(traveller.lastName) });
  await expect(row).toContainText(booking.reference);
  await expect(row).toContainText('Annulée par le voyageur');
  await expect(row).toContainText('Orange Money');
  await expect(row).toContainText('+225 07 11 22 33 44');
  await expect(row).toContainText(fcfa(12_780));
  await expectNoSeriousViolations(page);

  // Marked refunded after a confirmation: it leaves the list.
  await row.getByRole('button', { name: `Marquer remboursé : Koffi ${traveller.lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer le remboursement' });
  await expect(dialog).toContainText(fcfa(12_780));
  await dialog.getByRole('button', { name: 'Marquer remboursé' }).click();
  await expect(page.getByText('Remboursement enregistré')).toBeVisible();
  await expect(row).toBeHidden();

  // The server keeps the record: the refund stays out of the list after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Remboursements', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(traveller.lastName) })).toHaveCount(0);
  const { data: refunds } = await apiGet<{ data: { bookingId: string }[] }>(
    request,
    adminToken,
    '/admin/refunds',
  );
  expect(refunds.map((refund) => refund.bookingId)).not.toContain(booking._id);
});
