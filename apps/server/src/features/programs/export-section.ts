import fp from 'fastify-plugin';

/** The programmes the person began, each done session with its worksheet and PHQ-9, in the data export. */
export default fp(
  async (app) => {
    app.dataExporter.section('programs', async (user) =>
      (await app.programRepository.allOf(user.id)).map(({ enrolment, sessions }) => ({
        code: enrolment.code,
        startedAt: enrolment.startedAt.toISOString(),
        guidanceSince: enrolment.guidanceAt?.toISOString() ?? null,
        reminders: enrolment.reminders,
        sessions: sessions.map(({ nomor, worksheet, phq9, score, completedAt }) => ({
          nomor,
          worksheet,
          phq9,
          score,
          completedAt: completedAt.toISOString(),
        })),
      })),
    );
  },
  { name: 'programs-export', dependencies: ['program-repository', 'data-export'] },
);
