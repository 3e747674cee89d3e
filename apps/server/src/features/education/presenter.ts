import { journalLinkOf, type Journal } from '@sehat/core/education/schemas';
import type { JournalRow } from '../../db/schema/index';

/** The contract's `journal`: `link` is the source's address when it is an http(s) link. */
export function presentJournal(row: JournalRow): Journal {
  return {
    id: row.id,
    kategori: row.kategori,
    judul: row.judul,
    sumber: row.sumber,
    kutipan: row.kutipan,
    link: journalLinkOf(row.sumber),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
