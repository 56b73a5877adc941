import { z } from 'zod';
import { namedRefSchema } from './common';
import { parseBusLayout } from './bus-layout';
import { companySchema } from './catalogue';
import { err } from './error-key';
import {
  checkboxField,
  numberField,
  optionalDecimalField,
  optionalTextField,
  optionalUrlField,
  requiredText,
} from './form-fields';
import { toInternationalE164 } from './phone';
import { idOrNameSchema } from './ref-schema';
import { listFieldSchema } from './text-list';
import { requiredEmailSchema } from './user';

/** Admin forms for buses, companies and cities (SPEC §5). */

/** POST/PUT /admin/buses. `company` is the company's id or name; the layout is normalised to "2x2". */
export const adminBusSchema = z.object({
  name: requiredText('nameRequired'),
  company: idOrNameSchema('busCompanyRequired'),
  busId: requiredText('busIdRequired', 40),
  totalSeats: numberField('totalSeatsInvalid', { min: 1, max: 100 }),
  layout: requiredText('layoutRequired', 10)
    .refine((v) => parseBusLayout(v) !== undefined, err('layoutInvalid'))
    .transform((v) => {
      const { left, right } = parseBusLayout(v)!;
      return `${left}x${right}`;
    }),
  model: optionalTextField(80),
  type: optionalTextField(80),
  amenities: listFieldSchema,
});
export type AdminBusInput = z.input<typeof adminBusSchema>;
export type AdminBus = z.output<typeof adminBusSchema>;

/** A company's phone may be abroad; stored in E.164 like every other phone. */
const companyPhoneSchema = requiredText('phoneRequired', 30)
  .refine((v) => toInternationalE164(v) !== null, err('phoneInvalidAny'))
  .transform((v) => toInternationalE164(v)!);

/**
 * POST/PUT /admin/companies: name, e-mail, phone and address required. The description is the company's
 * station's, in French (the reference text, shown when a translation is missing) with optional English and
 * Spanish translations; a translation without the French text is refused.
 */
export const adminCompanySchema = z
  .object({
    name: requiredText('nameRequired'),
    email: requiredEmailSchema,
    phone: companyPhoneSchema,
    address: requiredText('addressRequired', 200),
    description: optionalTextField(2000),
    descriptionEn: optionalTextField(2000),
    descriptionEs: optionalTextField(2000),
    logo: optionalUrlField(),
    website: optionalUrlField(),
  })
  .refine((company) => company.description || !(company.descriptionEn || company.descriptionEs), {
    ...err('descriptionFrenchRequired'),
    path: ['description'],
  });
/** A company in the back office: its station's description in each language as written (blank: null). */
export const adminCompanyViewSchema = companySchema.extend({
  descriptionEn: z.string().nullable(),
  descriptionEs: z.string().nullable(),
});
export type AdminCompanyView = z.infer<typeof adminCompanyViewSchema>;
export type AdminCompanyInput = z.input<typeof adminCompanySchema>;
export type AdminCompany = z.output<typeof adminCompanySchema>;

/** POST/PUT /admin/cities: name and country required; blank coordinates are omitted. */
export const adminCitySchema = z.object({
  name: requiredText('nameRequired'),
  country: requiredText('countryRequired', 80),
  region: optionalTextField(80),
  description: optionalTextField(2000),
  latitude: optionalDecimalField('latitudeInvalid', -90, 90),
  longitude: optionalDecimalField('longitudeInvalid', -180, 180),
  image: optionalUrlField(),
  isFeatured: checkboxField(),
  isInternational: checkboxField(),
});
export type AdminCityInput = z.input<typeof adminCitySchema>;
export type AdminCity = z.output<typeof adminCitySchema>;

/** GET /admin/buses, /admin/companies, /admin/cities: the whole list, optionally narrowed by a search text. */
export const adminSearchQuerySchema = z.object({
  search: z.string().trim().max(100, err('tooLong')).optional(),
});

/** A bus in the back office (SPEC §3 Bus (admin)): `busId` is the operator's id, also sent as `busNumber`. */
export const adminBusViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  company: namedRefSchema,
  busId: z.string(),
  busNumber: z.string(),
  model: z.string().nullable(),
  type: z.string().nullable(),
  totalSeats: z.number().int(),
  layout: z.string(),
  amenities: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminBusView = z.infer<typeof adminBusViewSchema>;

/** The count routes answer both shapes the spec reads: `count` (users) and `data.count` (companies). */
export const countResponseSchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
  data: z.object({ count: z.number().int() }),
});
