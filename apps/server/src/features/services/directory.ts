import { serviceMessages } from '@sehat/core/services/messages';
import { serviceKey, type ServiceBody, type ServiceImportResult } from '@sehat/core/services/schemas';
import { readServiceCsv } from '@sehat/core/services/service-csv';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { services, type ServiceRow } from '../../db/schema/index';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../platform/database/pg-error';
import type { Tx } from '../../platform/database/transaction';
import { conflict } from '../../platform/http/errors';

/** Rows written per statement of an import. */
const INSERT_CHUNK = 500;

export interface ServiceDirectory {
  create(body: ServiceBody): Promise<ServiceRow>;
  /** Undefined when there is no such service. */
  update(id: number, body: ServiceBody): Promise<ServiceRow | undefined>;
  /** False when there is no such service. */
  remove(id: number): Promise<boolean>;
  /**
   * A whole CSV file: every row added, or updated where a service of the same name, province
   * and city exists; or, when any line is wrong, nothing at all and every error by line.
   */
  importCsv(text: string): Promise<ServiceImportResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    serviceDirectory: ServiceDirectory;
  }
}

/** A second service of the same name, province and city is a 409, never a 500. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION)
      throw conflict('SERVICE_EXISTS', serviceMessages.duplicate);
    throw error;
  }
}

/** The directory's changes, made by admins (docs/decisions/0170). */
export default fp(
  async (app) => {
    const { db } = app;

    const upsertAll = async (tx: Tx, rows: ServiceBody[]) => {
      // Imports wait for each other, and for nobody else's reads.
      await tx.execute(sql`lock table ${services} in share row exclusive mode`);
      const existing = new Map(
        (
          await tx
            .select({
              id: services.id,
              name: services.name,
              province: services.province,
              city: services.city,
            })
            .from(services)
        ).map((row) => [serviceKey(row), row.id]),
      );
      const fresh = rows.filter((row) => !existing.has(serviceKey(row)));
      for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
        await tx.insert(services).values(fresh.slice(i, i + INSERT_CHUNK));
      }
      const known = rows.filter((row) => existing.has(serviceKey(row)));
      for (const row of known) {
        await tx
          .update(services)
          .set({ ...row, updatedAt: sql`now()` })
          .where(eq(services.id, existing.get(serviceKey(row))!));
      }
      return { imported: fresh.length, updated: known.length };
    };

    const directory: ServiceDirectory = {
      create: (body) => unique(async () => (await db.insert(services).values(body).returning())[0]!),
      update: (id, body) =>
        unique(
          async () =>
            (
              await db
                .update(services)
                .set({ ...body, updatedAt: sql`now()` })
                .where(eq(services.id, id))
                .returning()
            )[0],
        ),
      async remove(id) {
        const gone = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
        return gone.length > 0;
      },
      async importCsv(text) {
        const read = readServiceCsv(text);
        if (!read.ok) return { imported: 0, updated: 0, errors: read.errors };
        const counts = await db.transaction((tx) =>
          upsertAll(
            tx,
            read.services.map((row) => row.service),
          ),
        );
        return { ...counts, errors: [] };
      },
    };
    app.decorate('serviceDirectory', directory);
  },
  { name: 'service-directory', dependencies: ['db'] },
);
