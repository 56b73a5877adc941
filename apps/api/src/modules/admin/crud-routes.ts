import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSearchQuerySchema,
  countResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  successSchema,
  translate,
} from '@gbaka/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/authentication';
import { errors, listOf, security, withMessage } from './responses';

type AdminApp = Parameters<FastifyPluginAsyncZod>[0];

/** The use cases behind a reference list of the back office; each owns its transaction and audit entry. */
export interface CrudUseCases<Body, View> {
  count: (db: Db) => Promise<number>;
  /** GET / searched by name; left out where the resource pages its list itself (routes). */
  list?: (db: Db, search?: string) => Promise<View[]>;
  get: (db: Db, id: string) => Promise<View>;
  create: (db: Db, actor: AuthUser, body: Body) => Promise<View>;
  update: (db: Db, actor: AuthUser, id: string, body: Body) => Promise<View>;
  remove: (db: Db, actor: AuthUser, id: string) => Promise<void>;
}

interface CrudRoutes<B extends z.ZodType, V extends z.ZodType> {
  tags: string[];
  /** What POST / and PUT /:id accept. */
  body: B;
  /** What every route answers with. */
  view: V;
  useCases: CrudUseCases<z.output<B>, z.output<V>>;
}

/**
 * SPEC §7's set for companies, cities, buses and routes: /count, /, /:id, POST /, PUT /:id, DELETE /:id, with the
 * same envelopes and toasts. Only the wiring is shared: each resource's schemas, rules and audit stay its own.
 */
export function registerCrudRoutes<B extends z.ZodType, V extends z.ZodType>(
  app: AdminApp,
  { tags, useCases, ...schemas }: CrudRoutes<B, V>,
) {
  // Fastify's types cannot follow a generic schema, so the routes see plain ones and the use cases keep their
  // types: the body that reaches them is the one `schemas.body` has just validated and parsed.
  const body: z.ZodType = schemas.body;
  const view: z.ZodType = schemas.view;
  const parsed = (request: { body: unknown }) => request.body as z.output<B>;

  app.get(
    '/count',
    { schema: { tags, security, response: { 200: countResponseSchema, ...errors } } },
    async () => {
      const count = await useCases.count(app.db);
      return { success: true as const, count, data: { count } };
    },
  );

  const { list } = useCases;
  if (list)
    app.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: adminSearchQuerySchema,
          response: { 200: listOf(view), ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await list(app.db, request.query.search) }),
    );

  app.get(
    '/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: successSchema(view), ...errors } },
    },
    async (request) => ({ success: true as const, data: await useCases.get(app.db, request.params.id) }),
  );

  app.post(
    '/',
    { schema: { tags, security, body, response: { 201: withMessage(view), ...errors } } },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await useCases.create(app.db, request.user!, parsed(request)),
        message: translate(request.lang, 'recordCreated'),
      }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body,
        response: { 200: withMessage(view), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await useCases.update(app.db, request.user!, request.params.id, parsed(request)),
      message: translate(request.lang, 'recordUpdated'),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: { tags, security, params: idParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await useCases.remove(app.db, request.user!, request.params.id);
      return { success: true as const, message: translate(request.lang, 'recordDeleted') };
    },
  );
}
