import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serviceTypes } from '@sehat/core/services/types';

const typeList = serviceTypes.map((type) => `'${type}'`).join(', ');

/**
 * The directory of mental-health services (docs/decisions/0170). One row per name, province and
 * city, whatever the case of their letters A–Z (ADR 212): an import updates the row it names. A null province is a national
 * service; coordinates are both set or both null.
 */
export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: text('type', { enum: serviceTypes }).notNull(),
    province: text('province'),
    city: text('city'),
    address: text('address'),
    phone: text('phone'),
    hours: text('hours'),
    bpjs: boolean('bpjs'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // identityFold (core) is the same rule in the code: the C collation lowers A–Z only, on
    // every engine and locale.
    uniqueIndex('services_identity_key').on(
      sql`lower(${t.name} collate "C")`,
      sql`lower(coalesce(${t.province}, '') collate "C")`,
      sql`lower(coalesce(${t.city}, '') collate "C")`,
    ),
    index('services_province_idx').on(t.province),
    check('services_type_check', sql.raw(`type in (${typeList})`)),
    check('services_coordinates_check', sql`(${t.lat} is null) = (${t.lng} is null)`),
    check(
      'services_coordinates_range_check',
      sql`${t.lat} is null or (${t.lat} between -90 and 90 and ${t.lng} between -180 and 180)`,
    ),
  ],
);

export type ServiceRow = typeof services.$inferSelect;
