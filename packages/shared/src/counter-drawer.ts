import { z } from 'zod';
import { isoDateSchema } from './common';
import { numberField, optionalTextField } from './form-fields';

/** GET /operator/drawer?date=YYYY-MM-DD: one day's drawers (today when absent; Abidjan is on UTC). */
export const drawerQuerySchema = z.object({ date: isoDateSchema.optional() });

/** One sale of a drawer: a counter sale or a held booking paid at the counter. */
export const drawerSaleSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  channel: z.enum(['online', 'counter', 'ussd']),
  status: z.string(),
  method: z.enum(['cash', 'mobile_money']),
  amount: z.number().int(),
  seats: z.array(z.number().int()),
  passenger: z.string(),
  route: z.string(),
  departureDate: z.string(),
  departureTime: z.string(),
  soldAt: z.string(),
  /** Until when the agent may still void it themselves; null once a manager alone may. */
  voidableUntil: z.string().nullable(),
});
export type DrawerSale = z.infer<typeof drawerSaleSchema>;

export const drawerVoidSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  /** Whether cash went back out of the drawer (a cash sale). */
  cash: z.boolean(),
  reason: z.string(),
  voidedBy: z.string(),
  voidedAt: z.string(),
});

export const drawerClosingSchema = z.object({
  _id: z.string(),
  countedCash: z.number().int(),
  expectedCash: z.number().int(),
  /** Counted minus expected: negative when cash is missing. */
  difference: z.number().int(),
  note: z.string().nullable(),
  closedAt: z.string(),
  signedOffBy: z.string().nullable(),
  signedOffAt: z.string().nullable(),
});
export type DrawerClosing = z.infer<typeof drawerClosingSchema>;

/** One agent's drawer for one day: what they took, gave back and should hold. */
export const drawerSchema = z.object({
  agent: z.object({ _id: z.string(), name: z.string() }),
  sales: z.array(drawerSaleSchema),
  voids: z.array(drawerVoidSchema),
  cashIn: z.number().int(),
  cashOut: z.number().int(),
  cashExpected: z.number().int(),
  mobileMoney: z.number().int(),
  closing: drawerClosingSchema.nullable(),
});
export type Drawer = z.infer<typeof drawerSchema>;

export const drawerDaySchema = z.object({ date: z.string(), drawers: z.array(drawerSchema) });
export type DrawerDay = z.infer<typeof drawerDaySchema>;

/** POST /operator/drawer/close: the agent counts the cash at the end of the day. */
export const closeDaySchema = z.object({
  date: isoDateSchema,
  countedCash: numberField('countedCashInvalid', { min: 0, max: 100_000_000 }),
  note: optionalTextField(500),
});
export type CloseDayInput = z.input<typeof closeDaySchema>;
