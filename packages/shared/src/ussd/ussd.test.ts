import { describe, expect, it } from 'vitest';
import { ussdMessages, USSD_SCREEN_MAX } from '.';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('USSD texts', () => {
  it('have the same placeholders in fr, en and es, and none is a screen by itself', () => {
    const { fr, en, es } = ussdMessages;
    for (const key of Object.keys(fr) as (keyof typeof fr)[]) {
      expect(placeholders(en[key]), `en.${key}`).toEqual(placeholders(fr[key]));
      expect(placeholders(es[key]), `es.${key}`).toEqual(placeholders(fr[key]));
      for (const text of [fr[key], en[key], es[key]]) expect(text.length).toBeLessThan(USSD_SCREEN_MAX - 20);
    }
  });
});
