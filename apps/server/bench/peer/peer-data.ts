import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../src/platform/database/client';
import {
  forumQuestions,
  forumResponses,
  forumVotes,
  journals,
  selftestQuestions,
  users,
} from '../../src/db/schema/index';

type Value = string | number | Date | null;

const literal = (value: Value): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? value.toISOString().slice(0, 19).replace('T', ' ') : value;
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
};

/** INSERT statements of 500 rows each. */
const inserts = (table: string, columns: string[], rows: Value[][]): string => {
  const statements: string[] = [];
  for (let at = 0; at < rows.length; at += 500) {
    const values = rows.slice(at, at + 500).map((row) => `(${row.map(literal).join(', ')})`);
    statements.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES\n${values.join(',\n')};`);
  }
  return statements.join('\n');
};

/**
 * The SQL that gives the peer exactly the rows ours holds (same ids, texts and times): users,
 * forum questions and responses with their votes (the peer keeps a response's vote count on the
 * row), journals, and the self-test questions in ours' order (the peer orders by `nomor`).
 * Every user gets `passwordHash`, a bcrypt hash made by PHP, so the peer's login accepts it.
 */
export async function peerCopyOf(db: Db, passwordHash: string): Promise<string> {
  const people = await db
    .select({ id: users.id, username: users.username, email: users.email, fullName: users.fullName })
    .from(users);
  const questions = await db.select().from(forumQuestions);
  const votes = await db
    .select({ responseId: forumVotes.responseId, userId: forumVotes.userId })
    .from(forumVotes);
  const voteCounts = await db
    .select({ id: forumResponses.id, votes: count(forumVotes.userId) })
    .from(forumResponses)
    .leftJoin(forumVotes, eq(forumVotes.responseId, forumResponses.id))
    .groupBy(forumResponses.id);
  const votesOf = new Map(voteCounts.map((row) => [row.id, row.votes]));
  const responses = await db.select().from(forumResponses);
  const education = await db.select().from(journals);
  const selftest = await db.select().from(selftestQuestions).orderBy(asc(selftestQuestions.position));
  return [
    inserts(
      'users',
      ['id', 'username', 'email', 'password', 'fullName'],
      people.map((u) => [u.id, u.username, u.email, passwordHash, u.fullName]),
    ),
    inserts(
      'forum_questions',
      ['id', 'user_id', 'title', '`desc`', 'created_at', 'updated_at'],
      questions.map((q) => [q.id, q.userId, q.title, q.description, q.createdAt, q.updatedAt]),
    ),
    inserts(
      'forum_responses',
      ['id', 'question_id', 'user_id', 'response_text', 'vote', 'created_at', 'updated_at'],
      responses.map((r) => [
        r.id,
        r.questionId,
        r.userId,
        r.text,
        votesOf.get(r.id) ?? 0,
        r.createdAt,
        r.updatedAt,
      ]),
    ),
    inserts(
      'forum_response_votes',
      ['user_id', 'response_id', 'vote_type'],
      votes.map((v) => [v.userId, v.responseId, 'up']),
    ),
    inserts(
      'jurnal',
      ['id', 'kategori', 'judul', 'sumber', 'kutipan', 'created_at', 'updated_at'],
      education.map((j) => [j.id, j.kategori, j.judul, j.sumber, j.kutipan, j.createdAt, j.updatedAt]),
    ),
    inserts(
      'pertanyaan_tesdiri',
      ['nomor', 'pertanyaan', 'kategori'],
      selftest.map((s) => [s.position, s.pertanyaan, s.kategori]),
    ),
    'ANALYZE TABLE users, forum_questions, forum_responses, forum_response_votes, jurnal, pertanyaan_tesdiri;',
  ].join('\n');
}
