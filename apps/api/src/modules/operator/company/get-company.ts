import type { OperatorCompany } from '@gbaka/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import type { Staff } from '../staff-access';
import { staffRepository } from '../staff-repository';

/** GET /operator/company: the caller's company, their role there and the platform's commission rate. */
export async function getOperatorCompany(db: Db, staff: Staff): Promise<OperatorCompany> {
  const company = await staffRepository.company(db, staff.companyId);
  if (!company) throw notFound('companyNotFound');
  return {
    company: {
      _id: company.id,
      name: company.name,
      logo: company.logo,
      email: company.email,
      phone: company.phone,
      address: company.address,
    },
    role: staff.role,
    commissionRate: company.commissionRate,
  };
}
