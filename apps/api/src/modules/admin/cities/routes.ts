import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCitySchema, citySchema } from '@gbaka/shared';
import { registerCrudRoutes } from '../crud-routes';
import { deleteCity } from './delete-city';
import { countCities, getCity, listCities } from './read-cities';
import { createCity, updateCity } from './save-city';

/** /api/admin/cities (SPEC §7 Admin: Cities). */
const adminCityRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    tags: ['admin: cities'],
    body: adminCitySchema,
    view: citySchema,
    useCases: {
      count: countCities,
      list: listCities,
      get: getCity,
      create: createCity,
      update: updateCity,
      remove: deleteCity,
    },
  });
};

export default adminCityRoutes;
