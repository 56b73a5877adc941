import { describe, expect, it } from 'vitest';
import {
  adminPartnerListQuerySchema,
  canDecidePartner,
  partnerListQuerySchema,
  partnerRequestSchema,
} from './partner';
import { issues } from './test-helpers';

const request = { companyName: 'Sotra Express', email: 'Contact@Sotra.ci', phone: '27 20 00 00 00' };

describe('partnerRequestSchema', () => {
  it('normalises contact details and drops an empty message', () => {
    expect(partnerRequestSchema.parse({ ...request, message: '  ' })).toEqual({
      companyName: 'Sotra Express',
      email: 'contact@sotra.ci',
      phone: '+2252720000000',
      message: undefined,
    });
  });

  it('requires company name, e-mail and phone', () => {
    expect(issues(partnerRequestSchema, {})).toEqual({
      companyName: 'companyNameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
    });
  });

  it('limits the message to 2000 characters', () => {
    expect(partnerRequestSchema.safeParse({ ...request, message: 'x'.repeat(2000) }).success).toBe(true);
    expect(issues(partnerRequestSchema, { ...request, message: 'x'.repeat(2001) })).toEqual({
      message: 'messageTooLong',
    });
  });

  it('uses the Ivorian phone rule', () => {
    expect(issues(partnerRequestSchema, { ...request, phone: '+233 24 123 4567' })).toEqual({
      phone: 'phoneInvalid',
    });
  });
});

describe('partner administration', () => {
  it('filters by status, "all" meaning none', () => {
    expect(partnerListQuerySchema.parse({ status: 'all' })).toEqual({ search: undefined, status: undefined });
    expect(partnerListQuerySchema.parse({ status: 'pending', search: ' sotra ' })).toEqual({
      status: 'pending',
      search: 'sotra',
    });
    expect(issues(partnerListQuerySchema, { status: 'maybe' })).toEqual({ status: 'statusInvalid' });
  });

  it('decides only pending requests', () => {
    expect(['pending', 'approved', 'rejected'].map((s) => canDecidePartner(s as never))).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('adminPartnerListQuerySchema', () => {
  it('pages 100 requests by default and keeps the filters', () => {
    expect(adminPartnerListQuerySchema.parse({ status: 'all', search: ' sotra ' })).toEqual({
      page: 1,
      limit: 100,
      search: 'sotra',
      status: undefined,
    });
  });
});
