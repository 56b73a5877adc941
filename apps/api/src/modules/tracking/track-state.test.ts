import { describe, expect, it } from 'vitest';
import { currentLeg, trackLeg, type LegPlaces } from './track-state';

const departsAt = new Date('2025-07-01T08:00:00Z');
const leg: LegPlaces = {
  departsAt,
  durationMinutes: 240,
  from: { latitude: 5.36, longitude: -4.0 },
  to: { latitude: 6.82, longitude: -5.28 },
};
const at = (iso: string) => new Date(`2025-07-01T${iso}:00Z`);
const confirmed = { status: 'confirmed' as const, holdExpiresAt: null };

describe('currentLeg', () => {
  const back = { departsAt: new Date('2025-07-03T08:00:00Z'), durationMinutes: 240 };

  it('follows the outbound leg until its arrival, then the return leg', () => {
    expect(currentLeg(leg, back, at('11:59'))).toBe('outbound');
    expect(currentLeg(leg, back, at('12:00'))).toBe('return');
    expect(currentLeg(leg, undefined, at('23:00'))).toBe('outbound');
  });
});

describe('trackLeg', () => {
  it('follows the schedule for a confirmed booking', () => {
    expect(trackLeg(confirmed, leg, at('07:00')).status).toBe('scheduled');
    expect(trackLeg(confirmed, leg, at('10:00'))).toMatchObject({ status: 'in_transit', progress: 0.5 });
    expect(trackLeg(confirmed, leg, at('12:00')).status).toBe('completed');
  });

  it('keeps an unpaid booking at the origin while its hold lasts, then calls it cancelled', () => {
    const pending = { status: 'pending_payment' as const, holdExpiresAt: at('10:10') };
    expect(trackLeg(pending, leg, at('10:00'))).toEqual({
      status: 'scheduled',
      progress: 0,
      latitude: 5.36,
      longitude: -4.0,
    });
    expect(trackLeg(pending, leg, at('10:10')).status).toBe('cancelled');
    expect(trackLeg({ status: 'pending_payment', holdExpiresAt: null }, leg, at('10:00')).status).toBe(
      'scheduled',
    );
  });

  it('trusts a booking marked completed or cancelled over the clock', () => {
    expect(trackLeg({ status: 'completed', holdExpiresAt: null }, leg, at('07:00'))).toMatchObject({
      status: 'completed',
      progress: 1,
      latitude: 6.82,
    });
    expect(trackLeg({ status: 'cancelled', holdExpiresAt: null }, leg, at('10:00'))).toMatchObject({
      status: 'cancelled',
      progress: 0,
    });
  });

  it('has no mid-way position when a city has no coordinates', () => {
    const blind = { ...leg, to: { latitude: null, longitude: null } };
    expect(trackLeg(confirmed, blind, at('10:00'))).toMatchObject({ latitude: null, longitude: null });
  });
});
