import { z } from 'zod';
import { commonMessages } from '../messages';
import { idParams } from '../validation/id';
import { phonePattern } from '../validation/phone';
import { text } from '../validation/text';
import { serviceMessages } from './messages';
import { provinces } from './provinces';
import { serviceLimits as limits, serviceTypes } from './types';

/** An optional text: trimmed, and empty means "not known" (null). */
const optionalText = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .transform((value) => (value ? value : null));

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, { error: message }).max(max, { error: message }).nullable();

/** Body of `POST` and `PUT /api/admin/services[/:id]`, and one row of a CSV import. */
export const serviceBodySchema = z
  .object({
    name: text({ required: serviceMessages.nameRequired })
      .trim()
      .min(1, { error: serviceMessages.nameRequired })
      .max(limits.nameMax, { error: serviceMessages.nameTooLong }),
    type: z.enum(serviceTypes, { error: serviceMessages.typeInvalid }),
    /** null: a national service, for everyone in Indonesia. */
    province: z.enum(provinces, { error: serviceMessages.provinceInvalid }).nullable(),
    city: optionalText(limits.cityMax, serviceMessages.cityTooLong),
    address: optionalText(limits.addressMax, serviceMessages.addressTooLong),
    phone: optionalText(limits.phoneMax, serviceMessages.phoneInvalid).refine(
      (phone) => phone === null || phonePattern.test(phone),
      { error: serviceMessages.phoneInvalid },
    ),
    hours: optionalText(limits.hoursMax, serviceMessages.hoursTooLong),
    /** Whether BPJS Kesehatan is accepted; null when not known. */
    bpjs: z.boolean({ error: serviceMessages.bpjsInvalid }).nullable(),
    lat: coordinate(-90, 90, serviceMessages.latInvalid),
    lng: coordinate(-180, 180, serviceMessages.lngInvalid),
  })
  .refine((service) => (service.lat === null) === (service.lng === null), {
    error: serviceMessages.coordinatesPair,
    path: ['lat'],
  });
export type ServiceBody = z.infer<typeof serviceBodySchema>;
export type ServiceInput = z.input<typeof serviceBodySchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(serviceTypes),
  province: z.enum(provinces).nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
  bpjs: z.boolean().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** With `near`: kilometres from that position, for a service that has coordinates. */
  distanceKm: z.number().optional(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceParamsSchema = idParams(serviceMessages.notFound);

/** A position `lat,lng` in decimal degrees. */
export const nearSchema = text({ invalid: serviceMessages.nearInvalid })
  .regex(/^-?\d{1,3}(\.\d{1,8})?,-?\d{1,3}(\.\d{1,8})?$/, { error: serviceMessages.nearInvalid })
  .transform((value) => {
    const [lat, lng] = value.split(',').map(Number) as [number, number];
    return { lat, lng };
  })
  .refine(({ lat, lng }) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180, {
    error: serviceMessages.nearInvalid,
  });

/** Query of `GET /api/services`. */
export const serviceListQuerySchema = z.object({
  q: text()
    .trim()
    .max(limits.queryMax, { error: serviceMessages.queryTooLong })
    .optional()
    .transform((q) => q || undefined),
  province: z.enum(provinces, { error: serviceMessages.provinceInvalid }).optional(),
  type: z.enum(serviceTypes, { error: serviceMessages.typeInvalid }).optional(),
  near: nearSchema.optional(),
  limit: z.coerce
    .number({ error: commonMessages.invalidInput })
    .int({ error: commonMessages.invalidInput })
    .min(1, { error: commonMessages.invalidInput })
    .default(limits.pageSizeDefault)
    .transform((n) => Math.min(n, limits.pageSizeMax)),
  cursor: text({ invalid: serviceMessages.invalidCursor })
    .max(200, { error: serviceMessages.invalidCursor })
    .optional(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuerySchema>;

export const serviceListSchema = z.object({
  services: z.array(serviceSchema),
  nextCursor: z.string().nullable(),
});
export type ServiceList = z.infer<typeof serviceListSchema>;

export const serviceResponseSchema = z.object({ service: serviceSchema });

export const serviceImportResultSchema = z.object({
  imported: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type ServiceImportResult = z.infer<typeof serviceImportResultSchema>;

/**
 * A service's name, province or city as the identity compares it: A–Z as a–z, every other
 * character as written. It is exactly what the unique index's `lower(… collate "C")` does on
 * every engine and locale (ADR 212); a Unicode lowering would not agree (JS makes "İ" "i̇", the
 * database "i"), and an import the code let through would end in the index.
 */
export const identityFold = (value: string): string => value.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Where two services with these fields are the same one (the directory keeps one of each). */
export function serviceKey(service: { name: string; province: string | null; city: string | null }): string {
  const part = (value: string | null) => identityFold(value ?? '');
  return [service.name, service.province, service.city].map(part).join('\u0000');
}
