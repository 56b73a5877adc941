import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSearchQuerySchema,
  countResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  pageSchema,
  successSchema,
  translate,
  type ApiMessageKey,
  type Pagination,
} from '@gbaka/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/authentication';
import { errors, listOf, security, withMessage } from './responses';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The routes of one back-office resource (SPEC §7 Admin), each calling one use case, with the same envelopes,
 * status codes and toasts everywhere: a resource registers the ones it has, and writes by hand only what is its
 * own (a ban, an approval, a bulk delete). Only the wiring is shared: schemas, rules and audit stay the resource's.
 */
export function crudRoutes<V extends z.ZodType>(app: AdminApp, tags: string[], viewSchema: V) {
  type View = z.output<V>;
  // Fastify's types cannot follow a generic schema, so the routes see plain ones and the use cases keep their
  // types: what reaches a use case is what the route's schema has just validated and parsed.
  const view: z.ZodType = viewSchema;
  const parsed = <S extends z.ZodType>(value: unknown) => value as z.output<S>;
  const options = <P extends object, R extends Record<number, z.ZodType>>(parts: P, response: R) => ({
    schema: { tags, security, ...parts, response: { ...response, ...errors } },
  });
  const byId = { params: idParamsSchema };

  return {
    /** GET /count, answered in both shapes the spec reads: `count` and `data.count`. */
    count(useCase: (db: Db) => Promise<number>) {
      app.get('/count', options({}, { 200: countResponseSchema }), async () => {
        const count = await useCase(app.db);
        return { success: true as const, count, data: { count } };
      });
    },

    /** GET /count answering counts per status in `data`. */
    counts<C extends z.ZodType>(counts: C, useCase: (db: Db) => Promise<z.output<C>>) {
      const data: z.ZodType = counts;
      app.get('/count', options({}, { 200: successSchema(data) }), async () => ({
        success: true as const,
        data: await useCase(app.db),
      }));
    },

    /** GET /, the whole list filtered by `query`. */
    list<Q extends z.ZodType>(query: Q, useCase: (db: Db, query: z.output<Q>) => Promise<View[]>) {
      const querystring: z.ZodType = query;
      app.get('/', options({ querystring }, { 200: listOf(view) }), async (request) => ({
        success: true as const,
        data: await useCase(app.db, parsed<Q>(request.query)),
      }));
    },

    /** GET /, one page of the list filtered by `query`, with its `pagination`. */
    page<Q extends z.ZodType>(
      query: Q,
      useCase: (db: Db, query: z.output<Q>) => Promise<{ data: View[]; pagination: Pagination }>,
    ) {
      const querystring: z.ZodType = query;
      app.get('/', options({ querystring }, { 200: pageSchema(view) }), async (request) => ({
        success: true as const,
        ...(await useCase(app.db, parsed<Q>(request.query))),
      }));
    },

    get(useCase: (db: Db, id: string) => Promise<View>) {
      app.get('/:id', options(byId, { 200: successSchema(view) }), async (request) => ({
        success: true as const,
        data: await useCase(app.db, request.params.id),
      }));
    },

    create<B extends z.ZodType>(
      body: B,
      useCase: (db: Db, actor: AuthUser, body: z.output<B>) => Promise<View>,
    ) {
      const schema: z.ZodType = body;
      app.post('/', options({ body: schema }, { 201: withMessage(view) }), async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await useCase(app.db, request.user!, parsed<B>(request.body)),
          message: translate(request.lang, 'recordCreated'),
        }),
      );
    },

    update<B extends z.ZodType>(
      body: B,
      useCase: (db: Db, actor: AuthUser, id: string, body: z.output<B>) => Promise<View>,
    ) {
      const schema: z.ZodType = body;
      app.put('/:id', options({ ...byId, body: schema }, { 200: withMessage(view) }), async (request) => ({
        success: true as const,
        data: await useCase(app.db, request.user!, request.params.id, parsed<B>(request.body)),
        message: translate(request.lang, 'recordUpdated'),
      }));
    },

    remove(useCase: (db: Db, actor: AuthUser, id: string) => Promise<void>) {
      app.delete('/:id', options(byId, { 200: messageResponseSchema }), async (request) => {
        await useCase(app.db, request.user!, request.params.id);
        return { success: true as const, message: translate(request.lang, 'recordDeleted') };
      });
    },

    /** `PUT` or `POST /:id/<action>`: one change to one row, answered with the row and the toast it calls for. */
    action(
      method: 'put' | 'post',
      path: `/:id/${string}`,
      useCase: (db: Db, actor: AuthUser, id: string) => Promise<View>,
      message: (row: View) => ApiMessageKey,
    ) {
      app[method](path, options(byId, { 200: withMessage(view) }), async (request) => {
        const row = await useCase(app.db, request.user!, request.params.id);
        return { success: true as const, data: row, message: translate(request.lang, message(row)) };
      });
    },
  };
}

/** The use cases of a reference list of the back office; each owns its transaction and audit entry. */
export interface CrudUseCases<Body, View> {
  count: (db: Db) => Promise<number>;
  list: (db: Db, search?: string) => Promise<View[]>;
  get: (db: Db, id: string) => Promise<View>;
  create: (db: Db, actor: AuthUser, body: Body) => Promise<View>;
  update: (db: Db, actor: AuthUser, id: string, body: Body) => Promise<View>;
  remove: (db: Db, actor: AuthUser, id: string) => Promise<void>;
}

/**
 * SPEC §7's whole set for a reference list (companies, cities, buses): /count, / searched by name, /:id, POST /,
 * PUT /:id, DELETE /:id.
 */
export function registerCrudRoutes<B extends z.ZodType, V extends z.ZodType>(
  app: AdminApp,
  {
    tags,
    body,
    view,
    useCases,
  }: { tags: string[]; body: B; view: V; useCases: CrudUseCases<z.output<B>, z.output<V>> },
) {
  const crud = crudRoutes(app, tags, view);
  crud.count(useCases.count);
  crud.list(adminSearchQuerySchema, (db, query) => useCases.list(db, query.search));
  crud.get(useCases.get);
  crud.create(body, useCases.create);
  crud.update(body, useCases.update);
  crud.remove(useCases.remove);
}
