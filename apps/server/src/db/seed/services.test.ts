import { serviceBodySchema } from '@sehat/core/services/schemas';
import { defaultCrisisContacts } from '@sehat/core/site/site-defaults';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import type { Database } from '../../platform/database/client';
import { services } from '../schema/index';
import { seedServices, starterServices } from './services';

const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('seedServices', () => {
  it('holds only the national phone lines of the built-in crisis help, nothing invented', () => {
    const lines = defaultCrisisContacts.filter((contact) => contact.type === 'phone');
    expect(starterServices.map((s) => [s.name, s.phone])).toEqual(lines.map((l) => [l.name, l.display]));
    for (const service of starterServices) {
      expect(service).toMatchObject({ type: 'layanan-telepon', province: null, address: null, lat: null });
      expect(serviceBodySchema.parse(service)).toEqual(service);
    }
  });

  it('adds them once, even when two starts race, and never brings a deleted one back', async () => {
    await Promise.all([seedServices(database.db, log), seedServices(database.db, log)]);
    await seedServices(database.db, log);
    const rows = await database.db.select().from(services);
    expect(rows.map((row) => row.name).sort()).toEqual(starterServices.map((s) => s.name).sort());
    await database.db.delete(services).where(eq(services.id, rows[0]!.id));
    await seedServices(database.db, log);
    expect(await database.db.select().from(services)).toHaveLength(starterServices.length - 1);
  });
});
