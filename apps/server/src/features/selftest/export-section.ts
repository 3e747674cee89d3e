import { asc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { selftestSubmissions } from '../../db/schema/index';

/** The person's self-test results, with the answers they were scored from, in the data export. */
export default fp(
  async (app) => {
    app.dataExporter.section('selftest', async (user) => {
      const rows = await app.db
        .select()
        .from(selftestSubmissions)
        .where(eq(selftestSubmissions.userId, user.id))
        .orderBy(asc(selftestSubmissions.id));
      return rows.map((row) => ({
        id: row.id,
        hasil: row.hasil,
        severity: row.severity,
        score: row.score,
        domains: row.domains,
        crisis: row.crisis,
        answers: row.answers,
        createdAt: row.createdAt.toISOString(),
      }));
    });
  },
  { name: 'selftest-export', dependencies: ['db', 'data-export'] },
);
