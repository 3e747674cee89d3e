import fp from 'fastify-plugin';
import { presentCheckin } from './presenter';

/** Every check-in the person asked for, with its answer, in the data export. */
export default fp(
  async (app) => {
    app.dataExporter.section('checkins', async (user) =>
      (await app.checkinRepository.list(user.id, null)).map(presentCheckin),
    );
  },
  { name: 'checkins-export', dependencies: ['checkin-repository', 'data-export'] },
);
