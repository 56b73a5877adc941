import { describe, expect, it } from 'vitest';
import { refundMethodKey } from './refunds';

describe('refundMethodKey', () => {
  it('names the online methods from the shared messages, cash and unknown from the admin catalogue', () => {
    expect(refundMethodKey('mtn_momo')).toBe('messages:paymentMethodMtnMomo');
    expect(refundMethodKey('card')).toBe('messages:paymentMethodCard');
    expect(refundMethodKey('cash')).toBe('refunds.methods.cash');
    expect(refundMethodKey(null)).toBe('refunds.methods.unknown');
  });

  it("leaves a provider's own word to be shown as it is", () => {
    expect(refundMethodKey('wave')).toBeNull();
    expect(refundMethodKey('toString')).toBeNull();
  });
});
