import { describe, expect, it } from 'vitest';
import {
  checkboxField,
  numberField,
  optionalDecimalField,
  optionalTextField,
  optionalUrlField,
} from './form-fields';
import { issues } from './test-helpers';

describe('form fields', () => {
  it('reads numbers typed the local way, and blank as missing', () => {
    const price = numberField('priceInvalid', { min: 0 });
    expect(price.parse('15 000')).toBe(15000);
    expect(price.parse(7500)).toBe(7500);
    expect(issues(price, '')).toEqual({ '': 'priceInvalid' });
    expect(issues(price, 'abc')).toEqual({ '': 'priceInvalid' });
    expect(issues(price, '-1')).toEqual({ '': 'priceInvalid' });
    expect(issues(price, '1.5')).toEqual({ '': 'priceInvalid' });
  });

  it('omits blank decimals and reads decimal commas', () => {
    const latitude = optionalDecimalField('latitudeInvalid', -90, 90);
    expect(latitude.parse('')).toBeUndefined();
    expect(latitude.parse(undefined)).toBeUndefined();
    expect(latitude.parse('5,3599')).toBe(5.3599);
    expect(issues(latitude, '91')).toEqual({ '': 'latitudeInvalid' });
  });

  it('accepts only http(s) URLs', () => {
    const url = optionalUrlField();
    expect(url.parse(' https://gbaka.ci/logo.png ')).toBe('https://gbaka.ci/logo.png');
    expect(url.parse('')).toBeUndefined();
    expect(issues(url, 'javascript:alert(1)')).toEqual({ '': 'urlInvalid' });
    expect(issues(url, 'not a url')).toEqual({ '': 'urlInvalid' });
  });

  it('trims optional text to undefined', () => {
    expect(optionalTextField().parse('  ')).toBeUndefined();
    expect(optionalTextField().parse(' Lagunes ')).toBe('Lagunes');
  });

  it('reads checkboxes', () => {
    const box = checkboxField();
    expect([
      box.parse(true),
      box.parse('on'),
      box.parse('true'),
      box.parse(undefined),
      box.parse('false'),
    ]).toEqual([true, true, true, false, false]);
  });
});
