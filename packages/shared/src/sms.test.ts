import { describe, expect, it } from 'vitest';
import { smsSize } from './sms';

describe('smsSize', () => {
  it('counts a GSM-7 text in 7-bit units: 160 in one SMS, then parts of 153', () => {
    expect(smsSize('')).toEqual({ encoding: 'gsm7', units: 0, segments: 1, nonGsm: [] });
    expect(smsSize('a'.repeat(160))).toMatchObject({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toMatchObject({ units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSize('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('keeps the French é, è, à, ù and Ç in GSM-7', () => {
    expect(smsSize('Présentez-vous à la gare, siège 3. Où ? Ça part à 8h, déjà !')).toMatchObject({
      encoding: 'gsm7',
      nonGsm: [],
    });
  });

  it('sends as UCS-2 (70, then parts of 67) a text with ô, î, ï, ç, ê, Spanish á or an en dash', () => {
    for (const c of ['ô', 'î', 'ï', 'ç', 'ê', 'á', 'í', 'ó', 'ú', '–']) {
      expect(smsSize(`Gbaka ${c}`), c).toMatchObject({ encoding: 'ucs2', nonGsm: [c] });
    }
    expect(smsSize('ô'.repeat(70))).toMatchObject({ units: 70, segments: 1 });
    expect(smsSize('ô'.repeat(71))).toMatchObject({ units: 71, segments: 2 });
    expect(smsSize('ô'.repeat(134))).toMatchObject({ segments: 2 });
    expect(smsSize('ô'.repeat(135))).toMatchObject({ segments: 3 });
  });

  it('counts the extension table twice and never splits one of its characters across parts', () => {
    expect(smsSize('€'.repeat(80))).toMatchObject({ encoding: 'gsm7', units: 160, segments: 1 });
    // 152 units then a two-unit €: the € starts the second part.
    expect(smsSize(`${'a'.repeat(152)}€${'a'.repeat(10)}`)).toMatchObject({ units: 164, segments: 2 });
    expect(smsSize(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ units: 306, segments: 3 });
  });

  it('counts an emoji as two UTF-16 units', () => {
    expect(smsSize('👍')).toMatchObject({ encoding: 'ucs2', units: 2, segments: 1 });
    expect(smsSize(`${'a'.repeat(66)}👍${'a'.repeat(10)}`)).toMatchObject({ units: 78, segments: 2 });
  });
});
