import { describe, expect, it } from 'vitest';
import {
  clearPendingBooking,
  readPendingBooking,
  samePassenger,
  savePendingBooking,
  selectionKey,
} from './pending-booking';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const passenger = {
  fullName: 'Awa Koné',
  email: 'awa@example.ci',
  phoneNumber: '+2250712345678',
  passengers: [
    { seat: 3, fullName: 'Awa Koné' },
    { seat: 4, fullName: 'Koffi Brou' },
  ],
};

describe('pending booking', () => {
  it('keys a selection by trips and sorted seats', () => {
    const a = selectionKey({ outbound: { routeId: 't1', seats: [4, 2] } });
    expect(a).toBe(selectionKey({ outbound: { routeId: 't1', seats: [2, 4] } }));
    expect(a).not.toBe(selectionKey({ outbound: { routeId: 't1', seats: [2] } }));
    expect(a).not.toBe(
      selectionKey({ outbound: { routeId: 't1', seats: [2, 4] }, return: { routeId: 't2', seats: [1, 2] } }),
    );
  });

  it('finds the booking of the same selection only', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    savePendingBooking({ bookingId: 'b1', holdExpiresAt: null, selection: 'x', passenger }, storage);
    expect(readPendingBooking('x', storage)?.bookingId).toBe('b1');
    expect(readPendingBooking('y', storage)).toBeNull();
    clearPendingBooking(storage);
    expect(readPendingBooking('x', storage)).toBeNull();
  });

  it('compares passengers field by field', () => {
    expect(samePassenger(passenger, { ...passenger })).toBe(true);
    expect(samePassenger(passenger, { ...passenger, email: 'other@example.ci' })).toBe(false);
    const renamed = [passenger.passengers[0]!, { seat: 4, fullName: 'Mariam Traoré' }];
    expect(samePassenger(passenger, { ...passenger, passengers: renamed })).toBe(false);
  });
});
