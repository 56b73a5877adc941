import { errorResponseSchema, successSchema } from '@gbaka/shared';
import { z } from 'zod';

/** Response schemas shared by the admin routes: they document the API (/api/docs) and shape what is sent. */
export const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema.extend({ usage: z.record(z.string(), z.number()).optional() }),
};

export const security = [{ bearer: [] }];

/** `{ success, data, message }` where the message is what the web app shows in its toast. */
export const withMessage = <T extends z.ZodType>(data: T) =>
  successSchema(data).extend({ message: z.string() });

export const listOf = <T extends z.ZodType>(item: T) => successSchema(z.array(item));
