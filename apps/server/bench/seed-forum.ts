import { count, max, sql } from 'drizzle-orm';
import type { Db } from '../src/platform/database/client';
import { forumQuestions } from '../src/db/schema/index';

const AUTHORS = 200;

/**
 * Words the generated questions are made of. 'kecemasan' sits in one question in seven, so a
 * search for 'cemas' (stem) or 'emas' (inside a word) is broad, as common words are.
 */
const titleWords = ['kecemasan', 'tidur', 'keluarga', 'pekerjaan', 'sekolah', 'teman', 'malam'];
const descWords = [
  'sering',
  'merasa',
  'gelisah',
  'sedih',
  'takut',
  'lelah',
  'bingung',
  'sendiri',
  'marah',
  'tenang',
  'sulit',
];

const words = (list: string[]) => sql.raw(`array[${list.map((word) => `'${word}'`).join(', ')}]`);

/**
 * Brings the forum to `total` questions in bulk (generate_series, one statement each), every
 * question with two responses and every first response with a vote; the counters' triggers
 * run as for any insert (ADR 71), and the tables are vacuumed. Idempotent per size: it only adds
 * what is missing.
 */
export async function seedForumTo(db: Db, total: number): Promise<void> {
  await db.execute(sql`
    insert into users (username, email, full_name, password_hash)
    select 'penulis' || g, 'penulis' || g || '@contoh.id', 'Penulis ' || g, 'bukan-hash'
    from generate_series(1, ${AUTHORS}) g
    on conflict do nothing`);
  const [counted] = await db.select({ n: count(), last: max(forumQuestions.id) }).from(forumQuestions);
  const from = (counted?.n ?? 0) + 1;
  if (from > total) return;
  const firstAuthor = sql`(select min(id) from users where username like 'penulis%')`;
  await db.execute(sql`
    insert into forum_questions (user_id, title, description, tag, created_at)
    select ${firstAuthor} + g % ${AUTHORS},
      'Tentang ' || (${words(titleWords)})[1 + g % 7] || ' nomor ' || g,
      'Saya ' || (${words(descWords)})[1 + g % 11] || ' dan ' || (${words(descWords)})[1 + (g / 11) % 11]
        || ' setiap hari, apa yang sebaiknya saya lakukan?',
      (array['psikotik', 'neurosis', 'ptsd', null])[1 + g % 4],
      now() - make_interval(mins => ${total} - g)
    from generate_series(${from}::int, ${total}::int) g`);
  await db.execute(sql`
    insert into forum_responses (question_id, user_id, text, created_at)
    select q.id, ${firstAuthor} + (q.id + r) % ${AUTHORS}, 'Coba ceritakan kepada orang yang kamu percaya.',
      q.created_at + make_interval(mins => r)
    from forum_questions q cross join generate_series(1, 2) r
    where q.id > ${counted?.last ?? 0}`);
  await db.execute(sql`
    insert into forum_votes (response_id, user_id)
    select r.id, ${firstAuthor} + (r.id + 1) % ${AUTHORS}
    from forum_responses r
    where r.id % 2 = 1 and not exists (select 1 from forum_votes v where v.response_id = r.id)`);
  // As a forum that grew over months is: vacuumed (by autovacuum on PostgreSQL, by the server's
  // upkeep on PGlite, ADR 109). Otherwise autovacuum works through the fresh rows during the
  // first rows measured (at 100k it halved the member list's req/s).
  await db.execute(sql`vacuum analyze`);
}
