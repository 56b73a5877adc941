import type { Partner } from '@gbaka/shared';
import type { PartnerRow } from './repository';

export function presentPartner(row: PartnerRow): Partner {
  return {
    _id: row.id,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
