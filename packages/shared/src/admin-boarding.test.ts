import { describe, expect, it } from 'vitest';
import {
  boardBodySchema,
  boardingTiming,
  boardingVerifySchema,
  BOARDING_REASON_MESSAGES,
} from './admin-boarding';
import { isMessageKey } from './messages';
import { IDS } from './test-fixtures';
import { issues } from './test-helpers';

const now = new Date('2025-07-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('boardingTiming', () => {
  it('opens 12 h before departure and closes 6 h after', () => {
    expect(boardingTiming(at('2025-07-01T22:00:00Z'), now)).toBe('open');
    expect(boardingTiming(at('2025-07-01T22:01:00Z'), now)).toBe('early');
    expect(boardingTiming(at('2025-07-01T04:00:00Z'), now)).toBe('open');
    expect(boardingTiming(at('2025-07-01T03:59:00Z'), now)).toBe('late');
  });
});

describe('boardingVerifySchema', () => {
  it('needs a QR text or a reference', () => {
    expect(issues(boardingVerifySchema, {})).toEqual({ reference: 'boardingInputRequired' });
    expect(issues(boardingVerifySchema, { qr: ' ', reference: '' })).toEqual({
      reference: 'boardingInputRequired',
    });
    expect(boardingVerifySchema.parse({ reference: ' BOOK-1a2b3c4d ' })).toEqual({
      reference: 'BOOK-1a2b3c4d',
    });
  });

  it('checks the optional trip id', () => {
    expect(issues(boardingVerifySchema, { qr: '{}', tripId: 'bus 3' })).toEqual({ tripId: 'invalidId' });
    expect(boardingVerifySchema.parse({ qr: '{}', tripId: IDS.trip }).tripId).toBe(IDS.trip);
  });
});

describe('boardBodySchema', () => {
  it('accepts no body at all', () => {
    expect(boardBodySchema.parse(undefined)).toEqual({});
    expect(boardBodySchema.parse({ tripId: IDS.trip })).toEqual({ tripId: IDS.trip });
  });
});

describe('BOARDING_REASON_MESSAGES', () => {
  it('names a catalogue key for every reason', () => {
    expect(Object.values(BOARDING_REASON_MESSAGES).every(isMessageKey)).toBe(true);
  });
});
