import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusSchema, adminBusViewSchema } from '@gbaka/shared';
import { registerCrudRoutes } from '../crud-routes';
import { deleteBus } from './delete-bus';
import { countBuses, getBus, listBuses } from './read-buses';
import { createBus, updateBus } from './save-bus';

/** /api/admin/buses (SPEC §7 Admin: Buses). */
const adminBusRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCrudRoutes(app, {
    tags: ['admin: buses'],
    body: adminBusSchema,
    view: adminBusViewSchema,
    useCases: {
      count: countBuses,
      list: listBuses,
      get: getBus,
      create: createBus,
      update: updateBus,
      remove: deleteBus,
    },
  });
};

export default adminBusRoutes;
