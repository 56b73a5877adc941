import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The OpenAPI document, generated from the shared zod schemas of every route, at /api/docs. */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Gbaka API', description: 'Intercity bus seat booking', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (document) => {
      const result = jsonSchemaTransform(document);
      for (const part of ['body', 'querystring', 'params'] as const) {
        const input = document.schema?.[part];
        const json = (result.schema as Record<string, unknown> | undefined)?.[part];
        if (input && json) describeInputs(json as JsonObjectSchema, input as z.ZodType);
      }
      return result;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});

interface JsonObjectSchema {
  properties?: Record<string, JsonObjectSchema>;
  required?: string[];
  'x-normalised'?: boolean;
}

/**
 * What zod's conversion leaves out about inputs, in request objects and the objects inside them:
 *  - a field behind `z.preprocess` is listed as required even when its preprocessing turns absence into a
 *    default ("" or nothing → "all", a missing list → []): a field that accepts being absent is not required;
 *  - such a field, or a coerced one, also takes other forms than its schema's (a list as comma-separated text,
 *    a number as text): it is marked `x-normalised`, the schema being the form it is normalised to.
 */
function describeInputs(json: JsonObjectSchema, schema: z.ZodType): void {
  const object = objectInside(schema);
  if (!object) return;
  if (json.required) json.required = json.required.filter((key) => !acceptsAbsence(object.shape[key]));
  for (const [key, property] of Object.entries(json.properties ?? {})) {
    const field = object.shape[key];
    if (!field) continue;
    if (isNormalised(field)) property['x-normalised'] = true;
    describeInputs(property, field);
  }
}

function acceptsAbsence(field: z.ZodType | undefined): boolean {
  return field !== undefined && z.safeParse(field, undefined).success;
}

interface Def {
  type: string;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  coerce?: boolean;
}

/** A preprocessed or coerced field, under optional, default or nullable wrappers. */
function isNormalised(field: z.ZodType): boolean {
  const def = field.def as Def;
  if (def.type === 'pipe') return (def.in!.def as Def).type === 'transform';
  if (def.coerce) return true;
  return def.innerType ? isNormalised(def.innerType) : false;
}

/** The object schema under wrappers, refinements and pipes (a preprocess is a pipe into its schema). */
function objectInside(schema: z.ZodType): z.ZodObject | undefined {
  const def = schema.def as Def;
  if (def.type === 'object') return schema as z.ZodObject;
  if (def.type === 'pipe') return objectInside(def.in!) ?? objectInside(def.out!);
  return def.innerType ? objectInside(def.innerType) : undefined;
}
