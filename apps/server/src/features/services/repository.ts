import type { Position } from '@sehat/core/services/position';
import type { ServiceType } from '@sehat/core/services/types';
import { and, asc, eq, getTableColumns, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { services, type ServiceRow } from '../../db/schema/index';

export interface ServiceFilter {
  q?: string | undefined;
  /** A province's services, and the national ones, which serve every province. */
  province?: string | undefined;
  type?: ServiceType | undefined;
  /** Sorts by distance from here; never stored, never logged. */
  near?: Position | undefined;
}

export type ListedService = ServiceRow & { distanceKm: number | null };

export interface ServiceRepository {
  /** `limit + 1` services from `offset`: by distance with `near`, else national first, then by place. */
  list(filter: ServiceFilter, limit: number, offset: number): Promise<ListedService[]>;
  /** Every service, in the list's order without a position (the CSV export). */
  all(): Promise<ServiceRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    serviceRepository: ServiceRepository;
  }
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** Great-circle distance in kilometres (haversine) from `near` to a service with coordinates. */
const distanceFrom = ({ lat, lng }: Position) =>
  sql<number | null>`2 * 6371 * asin(sqrt(
    power(sin(radians(${services.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${services.lat}))
      * power(sin(radians(${services.lng} - ${lng}::float8) / 2), 2)
  ))`;

const placeOrder = [
  sql`${services.province} asc nulls first`,
  sql`${services.city} asc nulls first`,
  asc(services.name),
  asc(services.id),
];

function conditions({ q, province, type }: ServiceFilter): SQL | undefined {
  return and(
    q
      ? or(
          ilike(services.name, likePattern(q)),
          ilike(services.city, likePattern(q)),
          ilike(services.address, likePattern(q)),
        )
      : undefined,
    province ? or(eq(services.province, province), isNull(services.province)) : undefined,
    type ? eq(services.type, type) : undefined,
  );
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: ServiceRepository = {
      async list(filter, limit, offset) {
        const distance = filter.near ? distanceFrom(filter.near) : sql<null>`null`;
        return db
          .select({ ...getTableColumns(services), distanceKm: distance })
          .from(services)
          .where(conditions(filter))
          .orderBy(...(filter.near ? [sql`${distance} asc nulls last`, ...placeOrder] : placeOrder))
          .limit(limit + 1)
          .offset(offset);
      },
      all: () =>
        db
          .select()
          .from(services)
          .orderBy(...placeOrder),
    };
    app.decorate('serviceRepository', repository);
  },
  { name: 'service-repository', dependencies: ['db'] },
);
