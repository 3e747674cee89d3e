import type { auditedServiceHoursFields } from '@sehat/core/admin/audit/schemas';
import { defaultServiceHours, type ServiceHours } from '@sehat/core/service-hours/schedule';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../platform/database/client';
import { serviceHours } from '../../db/schema/index';

export interface ServiceHoursStore {
  /**
   * The schedule admins set, or the spec's default while none was saved; read in the caller's
   * transaction when given one (the embedded database runs one transaction at a time).
   */
  current(executor?: Pick<Db, 'select'>): Promise<ServiceHours>;
  /** Replaces the whole schedule (already checked) and records who changed which parts. */
  replace(actor: { id: number; username: string }, hours: ServiceHours): Promise<ServiceHours>;
}

declare module 'fastify' {
  interface FastifyInstance {
    serviceHours: ServiceHoursStore;
  }
}

type Part = (typeof auditedServiceHoursFields)[number];
const parts: Part[] = ['timezone', 'weekly', 'closedDates'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The service hours: one row, written whole inside one transaction with its audit entry. */
export default fp(
  async (app) => {
    const { db, auditLog } = app;
    const read = async (executor: Pick<typeof db, 'select'>) => {
      const [row] = await executor.select().from(serviceHours).where(eq(serviceHours.id, 1));
      return row ? { timezone: row.timezone, weekly: row.weekly, closedDates: row.closedDates } : null;
    };

    const store: ServiceHoursStore = {
      async current(executor = db) {
        return (await read(executor)) ?? defaultServiceHours;
      },
      replace(actor, hours) {
        return db.transaction(async (tx) => {
          // Two admins saving at once: the second waits here and records its own change.
          await tx.execute(sql`lock table ${serviceHours} in share row exclusive mode`);
          const before = (await read(tx)) ?? defaultServiceHours;
          const changed = parts.filter((part) => !same(before[part], hours[part]));
          if (changed.length === 0) return before;
          await tx
            .insert(serviceHours)
            .values({ id: 1, ...hours })
            .onConflictDoUpdate({ target: serviceHours.id, set: { ...hours, updatedAt: new Date() } });
          await auditLog.record(tx, {
            actor,
            action: 'service_hours.updated',
            target: null,
            details: { changed },
          });
          return hours;
        });
      },
    };
    app.decorate('serviceHours', store);
  },
  { name: 'service-hours-store', dependencies: ['db', 'audit-log'] },
);
