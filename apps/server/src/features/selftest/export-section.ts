import fp from 'fastify-plugin';
import { presentReport } from './presenter';

/** The person's SRQ-29 results, with the questions as answered, from the one result store (ADR 236). */
export default fp(
  async (app) => {
    app.dataExporter.section('selftest', async (user) =>
      (await app.screeningResults.allOf(user.id)).filter((row) => row.code === 'srq29').map(presentReport),
    );
  },
  { name: 'selftest-export', dependencies: ['screening-results', 'data-export'] },
);
