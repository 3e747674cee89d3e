import fp from 'fastify-plugin';

/** A staff member's own wellbeing checks, with their private notes, in their data export. */
export default fp(
  async (app) => {
    app.dataExporter.section('wellbeing', async (user) =>
      (await app.staffCare.entries(user.id, null)).map(({ score, note, createdAt }) => ({
        score,
        note,
        createdAt,
      })),
    );
  },
  { name: 'supervision-export', dependencies: ['staff-care', 'data-export'] },
);
