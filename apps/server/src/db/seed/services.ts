import type { ServiceBody } from '@sehat/core/services/schemas';
import { defaultCrisisContacts } from '@sehat/core/site/site-defaults';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/database/client';
import { seedMarkers, services } from '../schema/index';

/** Bump the name to seed a new set (existing sites then receive it once, too). */
export const SERVICES_SEED = 'services-v1';

/**
 * The directory's first entries: only the national phone lines the site already lists in its
 * built-in crisis help, never a facility nobody checked (docs/decisions/0170). Admins add the
 * local ones.
 */
export const starterServices: ServiceBody[] = defaultCrisisContacts.flatMap((contact) =>
  contact.type === 'phone'
    ? [
        {
          name: contact.name,
          type: 'layanan-telepon' as const,
          province: null,
          city: null,
          address: null,
          phone: contact.display,
          hours: null,
          bpjs: null,
          lat: null,
          lng: null,
        },
      ]
    : [],
);

/** The starter entries, once per database: the marker and the rows commit together. */
export async function seedServices(db: Db, log: FastifyBaseLogger): Promise<void> {
  const inserted = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(seedMarkers)
      .values({ name: SERVICES_SEED })
      .onConflictDoNothing()
      .returning({ name: seedMarkers.name });
    if (!marker.length) return 0;
    await tx.insert(services).values(starterServices).onConflictDoNothing();
    return starterServices.length;
  });
  if (inserted) log.info({ count: inserted }, 'national service lines added to the directory');
}
