import fp from 'fastify-plugin';
import { presentScreeningExport } from './presenter';

/** The person's PHQ-9 and GAD-7 results, each answer beside its question, in the data export. */
export default fp(
  async (app) => {
    app.dataExporter.section('screenings', async (user) =>
      (await app.screeningResults.allOf(user.id))
        .filter((row) => row.code !== 'srq29')
        .map(presentScreeningExport),
    );
  },
  { name: 'screenings-export', dependencies: ['screening-results', 'data-export'] },
);
