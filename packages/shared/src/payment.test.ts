import { describe, expect, it } from 'vitest';
import {
  canonicalQrPayload,
  paymentInitiateResponseSchema,
  paymentInitiateSchema,
  paymentStatusResponseSchema,
  sandboxCompleteSchema,
  ticketQrPayloadSchema,
} from './payment';
import { IDS } from './test-fixtures';
import { issues } from './test-helpers';

describe('payment requests', () => {
  it('initiate needs a booking id', () => {
    expect(paymentInitiateSchema.parse({ bookingId: IDS.booking })).toEqual({ bookingId: IDS.booking });
    expect(issues(paymentInitiateSchema, {})).toEqual({ bookingId: 'bookingIdRequired' });
    expect(issues(paymentInitiateSchema, { bookingId: 'nope' })).toEqual({ bookingId: 'invalidId' });
  });

  it('initiate answers with a payment URL', () => {
    const answer = {
      success: true,
      message: 'ok',
      paymentUrl: 'http://localhost:3000/api/payment/sandbox/abc',
    };
    expect(paymentInitiateResponseSchema.parse(answer)).toEqual(answer);
    expect(paymentInitiateResponseSchema.safeParse({ ...answer, paymentUrl: '' }).success).toBe(false);
  });

  it('check-status reports one of four statuses', () => {
    expect(paymentStatusResponseSchema.parse({ success: true, status: 'pending' }).status).toBe('pending');
    expect(paymentStatusResponseSchema.safeParse({ success: true, status: 'paid' }).success).toBe(false);
  });
});

describe('sandboxCompleteSchema', () => {
  it('normalises the payer phone', () => {
    expect(
      sandboxCompleteSchema.parse({ outcome: 'success', method: 'orange_money', phone: '07 12 34 56 78' }),
    ).toEqual({ outcome: 'success', method: 'orange_money', phone: '+2250712345678' });
  });

  it('needs a phone to pay by mobile money, not by card or to decline', () => {
    expect(issues(sandboxCompleteSchema, { outcome: 'success', method: 'mtn_momo', phone: '' })).toEqual({
      phone: 'phoneRequired',
    });
    expect(sandboxCompleteSchema.safeParse({ outcome: 'success', method: 'card' }).success).toBe(true);
    expect(sandboxCompleteSchema.safeParse({ outcome: 'cancelled', method: 'moov_money' }).success).toBe(
      true,
    );
  });

  it('refuses unknown outcomes and methods', () => {
    expect(issues(sandboxCompleteSchema, { outcome: 'maybe', method: 'wave' })).toEqual({
      outcome: 'invalidValue',
      method: 'invalidValue',
    });
  });
});

describe('ticket QR payload', () => {
  const payload = {
    bookingId: IDS.booking,
    passenger: 'Awa Koné',
    from: 'Abidjan',
    to: 'Yamoussoukro',
    date: '2025-07-01',
    time: '08:00',
    seats: [3, 4],
    company: 'Ivoire Transport',
    phone: '+2250712345678',
    totalPrice: 15975,
  };

  it('has the fields of the spec', () => {
    expect(ticketQrPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('signs the same text whatever the key order', () => {
    const shuffled = Object.fromEntries(Object.entries(payload).reverse()) as typeof payload;
    expect(canonicalQrPayload(shuffled)).toBe(canonicalQrPayload(payload));
    expect(Object.keys(JSON.parse(canonicalQrPayload(shuffled)))[0]).toBe('bookingId');
  });
});
