import { describe, expect, it } from 'vitest';
import { PAYMENT_DISPLAY, paymentDisplayStatus } from './payment-display';

describe('paymentDisplayStatus', () => {
  it('says failed when the booking could not be loaded', () => {
    expect(paymentDisplayStatus({ loadError: true, statusParam: 'success' })).toBe('failed');
  });

  it('trusts the status parameter first', () => {
    expect(paymentDisplayStatus({ statusParam: 'completed', bookingStatus: 'cancelled' })).toBe('success');
    expect(paymentDisplayStatus({ statusParam: 'failed', bookingStatus: 'confirmed' })).toBe('failed');
    expect(paymentDisplayStatus({ statusParam: 'CANCELLED' })).toBe('cancelled');
    expect(paymentDisplayStatus({ statusParam: 'pending' })).toBe('pending');
    expect(paymentDisplayStatus({ statusParam: 'weird' })).toBe('unknown');
  });

  it.each([
    ['confirmed', 'success'],
    ['active', 'success'],
    ['cancelled', 'cancelled'],
    ['canceled', 'cancelled'],
    ['pending', 'pending'],
    ['pending_payment', 'pending'],
    ['completed', 'success'],
  ] as const)('then reads booking status %s as %s', (bookingStatus, expected) => {
    expect(paymentDisplayStatus({ bookingStatus, checkStatus: 'pending' })).toBe(expected);
  });

  it('tells a declined or abandoned try of a booking still waiting for its payment, never "pending"', () => {
    for (const bookingStatus of ['pending', 'pending_payment']) {
      expect(paymentDisplayStatus({ bookingStatus, checkStatus: 'failed' })).toBe('failed');
      expect(paymentDisplayStatus({ bookingStatus, checkStatus: 'cancelled' })).toBe('cancelled');
    }
    // A booking the try did not leave waiting keeps its own answer.
    expect(paymentDisplayStatus({ bookingStatus: 'confirmed', checkStatus: 'failed' })).toBe('success');
    expect(paymentDisplayStatus({ bookingStatus: 'cancelled', checkStatus: 'failed' })).toBe('cancelled');
  });

  it('then asks the status check, a failing check meaning success', () => {
    expect(paymentDisplayStatus({ checkStatus: 'failed' })).toBe('failed');
    expect(paymentDisplayStatus({ checkStatus: 'pending' })).toBe('pending');
    expect(paymentDisplayStatus({ checkStatus: 'error' })).toBe('success');
  });

  it('says success when nothing else is known', () => {
    expect(paymentDisplayStatus({})).toBe('success');
    expect(paymentDisplayStatus({ statusParam: '', bookingStatus: null })).toBe('success');
  });

  it('has a title and a tone for each status', () => {
    expect(PAYMENT_DISPLAY.success).toEqual({ title: 'paymentConfirmed', tone: 'green' });
    expect(PAYMENT_DISPLAY.pending.tone).toBe('yellow');
  });
});
