import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCompanySchema, companySchema } from '@gbaka/shared';
import { registerCrudRoutes } from '../crud-routes';
import { deleteCompany } from './delete-company';
import { countCompanies, getCompany, listCompanies } from './read-companies';
import { createCompany, updateCompany } from './save-company';

/** /api/admin/companies (SPEC §7 Admin: Companies). */
const adminCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    tags: ['admin: companies'],
    body: adminCompanySchema,
    view: companySchema,
    useCases: {
      count: countCompanies,
      list: listCompanies,
      get: getCompany,
      create: createCompany,
      update: updateCompany,
      remove: deleteCompany,
    },
  });
};

export default adminCompanyRoutes;
