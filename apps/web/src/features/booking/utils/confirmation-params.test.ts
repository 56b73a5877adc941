import { describe, expect, it } from 'vitest';
import { confirmationParams } from './confirmation-params';

describe('confirmationParams', () => {
  it('reads the token from the path first', () => {
    const params = confirmationParams({ token: 'tok' }, new URLSearchParams('bookingId=b1&token=other'));
    expect(params).toEqual({ token: 'tok', bookingId: 'b1', statusParam: null });
  });

  it('falls back on token then invoice_token', () => {
    expect(confirmationParams({}, new URLSearchParams('token=t1')).token).toBe('t1');
    expect(confirmationParams({}, new URLSearchParams('invoice_token=i1')).token).toBe('i1');
  });

  it('reads a status and ignores blanks', () => {
    const params = confirmationParams({ token: ' ' }, new URLSearchParams('status=failed&bookingId='));
    expect(params).toEqual({ token: null, bookingId: null, statusParam: 'failed' });
  });
});
