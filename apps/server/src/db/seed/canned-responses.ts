import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/database/client';
import { cannedResponses, seedMarkers } from '../schema/index';

/** Bump the name to seed a new set (existing sites then receive it once, too). */
export const CANNED_RESPONSES_SEED = 'canned-responses-v1';

/** A new team's first prepared answers (docs/decisions/0074-canned-responses.md). */
export const starterCannedResponses = [
  {
    title: 'Salam pembuka',
    text: 'Halo, terima kasih sudah menghubungi kami. Saya konselor Sehat Jiwa dan siap mendengarkan. Boleh ceritakan apa yang sedang Anda rasakan?',
  },
  {
    title: 'Cek keselamatan',
    text: 'Terima kasih sudah berani bercerita. Saya ingin memastikan Anda aman: apakah saat ini Anda punya pikiran untuk menyakiti diri sendiri? Bila Anda dalam bahaya sekarang, segera hubungi 112 atau datang ke IGD rumah sakit terdekat.',
  },
  {
    title: 'Rujukan ke profesional',
    text: 'Yang Anda alami layak mendapat pendampingan lebih lanjut. Anda dapat berkonsultasi dengan psikolog atau psikiater di puskesmas atau rumah sakit terdekat; layanan ini juga dapat diakses dengan BPJS Kesehatan.',
  },
] as const;

/** The starter answers, once per database: the marker and the rows commit together. */
export async function seedCannedResponses(db: Db, log: FastifyBaseLogger): Promise<void> {
  const inserted = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(seedMarkers)
      .values({ name: CANNED_RESPONSES_SEED })
      .onConflictDoNothing()
      .returning({ name: seedMarkers.name });
    if (!marker.length) return 0;
    await tx.insert(cannedResponses).values([...starterCannedResponses]);
    return starterCannedResponses.length;
  });
  if (inserted) log.info({ count: inserted }, 'starter canned responses added');
}
