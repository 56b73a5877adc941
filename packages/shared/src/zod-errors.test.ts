import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerFormSchema, resetPasswordSchema } from './auth';
import { bookingSchema } from './booking';
import { tripSchema } from './catalogue';
import { partnerRequestSchema } from './partner';
import { allMessages, expectOnlyKeys } from './test-helpers';
import { keyErrorMap, toFieldErrors } from './zod-errors';

describe('keyErrorMap', () => {
  it('turns zod defaults into catalogue keys', () => {
    const schema = z.object({ n: z.number().max(3), s: z.string().max(2), e: z.enum(['a']), m: z.string() });
    const result = schema.safeParse({ n: 4, s: 'abc', e: 'b' }, { error: keyErrorMap });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['n', 'valueTooLarge'],
      ['s', 'tooLong'],
      ['e', 'invalidValue'],
      ['m', 'fieldRequired'],
    ]);
  });

  it('gives way to a schema key', () => {
    const result = z.string({ error: 'phoneRequired' }).safeParse(undefined, { error: keyErrorMap });
    expect(result.error?.issues[0]?.message).toBe('phoneRequired');
  });

  it('leaves no untranslatable message in request or response schemas', () => {
    for (const [schema, input] of [
      [registerFormSchema, { firstName: 5, acceptTerms: 'yes' }],
      [loginRequestSchema, { emailOrPhone: 'x'.repeat(300), password: 'x'.repeat(200) }],
      [resetPasswordSchema, null],
      [partnerRequestSchema, { companyName: [], message: 7 }],
      [tripSchema, { _id: 1, price: 'cheap', from: {} }],
      [bookingSchema, {}],
    ] as const) {
      expectOnlyKeys(allMessages(schema, input));
    }
  });
});

describe('toFieldErrors', () => {
  it('gives the API its errors array, translated', () => {
    const result = partnerRequestSchema.safeParse({ companyName: '', email: 'x', phone: '08' });
    if (result.success) throw new Error('expected a failure');
    expect(toFieldErrors(result.error, 'en')).toEqual([
      { field: 'companyName', message: 'Company name is required' },
      { field: 'email', message: 'Invalid e-mail format' },
      { field: 'phone', message: 'Invalid Ivorian phone number' },
    ]);
  });
});
