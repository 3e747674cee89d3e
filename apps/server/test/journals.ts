import type { FastifyInstance } from 'fastify';
import type { Journal, JournalBody } from '@sehat/core/education/schemas';
import type { Account } from './helper';

let counter = 0;

/** A valid journal body; every call gets a distinct title. */
export function journalBody(overrides: Partial<JournalBody> = {}): JournalBody {
  counter += 1;
  return {
    kategori: 'neurosis',
    judul: `Jurnal uji ${counter}`,
    sumber: `https://doi.org/10.1000/uji.${counter}`,
    kutipan: `Ringkasan jurnal uji nomor ${counter}.`,
    ...overrides,
  };
}

/** Adds a journal through the admin API and returns it. */
export async function addJournal(
  app: FastifyInstance,
  admin: Account,
  overrides: Partial<JournalBody> = {},
): Promise<Journal> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/journals',
    headers: { cookie: admin.cookie },
    payload: journalBody(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`add journal failed: ${response.body}`);
  return response.json<{ journal: Journal }>().journal;
}
