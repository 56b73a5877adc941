import { z } from 'zod';
import { isValidIsoDate } from './age';

export { DEFAULT_LANGUAGE, LANGUAGES, TIME_ZONE, type Language } from './languages';

export const idSchema = z.uuid({ error: 'invalidId' });
export const idParamsSchema = z.object({ id: idSchema });

/** A real calendar day: "2025-02-30" matches the pattern but is refused (the database would reject it). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidDate' })
  .refine(isValidIsoDate, { error: 'invalidDate' });
export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalidTime' });

/** A trimmed text that may be empty in a form; empty becomes undefined. */
export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Field error as the API sends it (DESIGN §3). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** `{ success: true, data, message? }`, the envelope of every successful answer (DESIGN §3). */
export function successSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** The envelope's type, for a client that reads an answer: `SuccessResponse<Trip>`. */
export interface SuccessResponse<T> {
  success: true;
  data: T;
  message?: string;
}

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional(),
});

export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** One page of a list: the envelope with `pagination` beside `data`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return successSchema(z.array(item)).extend({ pagination: paginationSchema });
}
export type PageResponse<T> = SuccessResponse<T[]> & { pagination: Pagination };

/** An entity that the spec lets arrive as an object or a bare name; the API always answers with objects. */
export const namedRefSchema = z.object({ _id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;
