import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cityNamesSchema,
  cityPairLinksSchema,
  cityPairParamsSchema,
  cityPairSchema,
  companySchema,
  errorResponseSchema,
  idParamsSchema,
  searchDaysQuerySchema,
  searchDaysSchema,
  searchQuerySchema,
  searchResultSchema,
  seatLayoutQuerySchema,
  seatLayoutSchema,
  successSchema,
  suggestedTripSchema,
  tripListQuerySchema,
  tripListSchema,
  tripPageSchema,
  tripSchema,
} from '@gbaka/shared';
import { z } from 'zod';
import { cityPairAnswer, listCityPairs } from './city-pair';
import { getTrip } from './get-trip';
import { popularTrips, suggestedTrips } from './home-trips';
import { listCityNames, type CityListKind } from './list-cities';
import { listCompanies } from './list-companies';
import { listTrips } from './list-trips';
import { searchDaysAnswer } from './search-days';
import { searchAnswer } from './search-trips';
import { seatLayout } from './seat-layout';
import { varyOnLanguage } from '../../lib/vary';

const tags = ['catalogue'];
const errors = { 400: errorResponseSchema };

/** Cities and companies change seldom: browsers and proxies may keep them five minutes. */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=300');
/** Anything carrying a seat count is never cached anywhere: a stale count shows seats that are gone. */
const uncacheable = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * Answers are serialised with JSON.stringify, not re-validated against the response schema (which still
 * documents them in OpenAPI): the handlers are type-checked against those schemas and the tests check the
 * answers, while validating every trip of every answer cost four times as much as writing it (docs/BENCHMARKS.md).
 */
const fast = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** The public catalogue under /api/travel (SPEC §7 Travel). */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ['departure', 'arrival', 'all'] as const satisfies CityListKind[]) {
    app.get(
      `/cities/${kind}`,
      { ...fast, schema: { tags, response: { 200: successSchema(cityNamesSchema) } } },
      async (_request, reply) => {
        cacheable(reply);
        return { success: true as const, data: await listCityNames(app.db, kind) };
      },
    );
  }

  app.get(
    '/companies',
    { ...fast, schema: { tags, response: { 200: successSchema(z.array(companySchema)) } } },
    async (request, reply) => {
      cacheable(reply);
      // Descriptions are in the language asked for: a cache keeps one copy per language.
      varyOnLanguage(reply);
      return { success: true as const, data: await listCompanies(app.db, request.lang) };
    },
  );

  app.get(
    '/routes/all',
    {
      ...fast,
      schema: { tags, querystring: tripListQuerySchema, response: { 200: tripPageSchema, ...errors } },
    },
    async (request, reply) => {
      uncacheable(reply);
      return { success: true as const, ...(await listTrips(app.db, request.query)) };
    },
  );

  app.get(
    '/routes/suggested',
    { ...fast, schema: { tags, response: { 200: successSchema(z.array(suggestedTripSchema)) } } },
    async (_request, reply) => {
      uncacheable(reply);
      return { success: true as const, data: await suggestedTrips(app.db) };
    },
  );

  app.get(
    '/routes/popular',
    { ...fast, schema: { tags, response: { 200: successSchema(tripListSchema) } } },
    async (_request, reply) => {
      uncacheable(reply);
      return { success: true as const, data: await popularTrips(app.db) };
    },
  );

  /** A search is kept by the exact words it was asked in, and in the language its message is written in. */
  const answerKey = (request: FastifyRequest) => `${request.lang} ${request.url}`;
  const sendSearch = (reply: FastifyReply, body: string) =>
    uncacheable(reply)
      .type('application/json; charset=utf-8')
      .send(body as never);
  app.get(
    '/routes/search',
    {
      ...fast,
      // Before the query is even checked: a search asked before, word for word, is answered from memory.
      onRequest: async (request, reply) => {
        const body = app.searchCache.answer(answerKey(request), Date.now());
        if (body !== undefined) return sendSearch(reply, body);
      },
      schema: {
        tags,
        querystring: searchQuerySchema,
        response: { 200: successSchema(searchResultSchema).extend({ message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const changesHeard = app.searchCache.changesHeard;
      const now = new Date();
      const answer = await searchAnswer(app.db, app.searchCache, request.query, request.lang, now);
      app.searchCache.keepAnswer(answerKey(request), changesHeard, answer, now.getTime());
      return sendSearch(reply, answer.body);
    },
  );

  /** The results page's strip of days around a search (issue 16), kept like the search's answers. */
  const daysKey = (request: FastifyRequest) => `days ${request.url}`;
  app.get(
    '/routes/days',
    {
      ...fast,
      onRequest: async (request, reply) => {
        const body = app.searchCache.answer(daysKey(request), Date.now());
        if (body !== undefined) return sendSearch(reply, body);
      },
      schema: {
        tags,
        querystring: searchDaysQuerySchema,
        response: { 200: successSchema(searchDaysSchema), ...errors },
      },
    },
    async (request, reply) => {
      const changesHeard = app.searchCache.changesHeard;
      const now = new Date();
      const answer = await searchDaysAnswer(app.db, request.query, now);
      app.searchCache.keepAnswer(daysKey(request), changesHeard, answer, now.getTime());
      return sendSearch(reply, answer.body);
    },
  );

  /** Lines with departures in the coming weeks: no seat count, so cacheable like the city lists. */
  app.get(
    '/city-pairs',
    { ...fast, schema: { tags, response: { 200: successSchema(cityPairLinksSchema) } } },
    async (_request, reply) => {
      cacheable(reply);
      return { success: true as const, data: await listCityPairs(app.db) };
    },
  );

  /** A city-pair page's answer (DESIGN §12), by slugs; kept like the search's answers (decision 006). */
  const pairKey = (request: FastifyRequest) => `pair ${request.url}`;
  app.get(
    '/city-pairs/:from/:to',
    {
      ...fast,
      onRequest: async (request, reply) => {
        const body = app.searchCache.answer(pairKey(request), Date.now());
        if (body !== undefined) return sendSearch(reply, body);
      },
      schema: {
        tags,
        params: cityPairParamsSchema,
        response: { 200: successSchema(cityPairSchema), 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const changesHeard = app.searchCache.changesHeard;
      const now = new Date();
      const answer = await cityPairAnswer(app.db, request.params, now);
      app.searchCache.keepAnswer(pairKey(request), changesHeard, answer, now.getTime());
      return sendSearch(reply, answer.body);
    },
  );

  app.get(
    '/routes/:id',
    {
      ...fast,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successSchema(tripSchema), 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      uncacheable(reply);
      return { success: true as const, data: await getTrip(app.db, request.params.id) };
    },
  );

  app.get(
    '/buses/:id/layout',
    {
      ...fast,
      schema: {
        tags,
        params: idParamsSchema,
        querystring: seatLayoutQuerySchema,
        response: { 200: successSchema(seatLayoutSchema), 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      uncacheable(reply);
      return {
        success: true as const,
        data: await seatLayout(app.db, request.params.id, request.query.routeId),
      };
    },
  );
};

export default catalogueRoutes;
