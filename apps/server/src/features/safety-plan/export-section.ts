import fp from 'fastify-plugin';

/** The person's safety plan in the data export (null when they have none). */
export default fp(
  async (app) => {
    app.dataExporter.section('safetyPlan', (user) => app.safetyPlans.find(user.id));
  },
  { name: 'safety-plan-export', dependencies: ['safety-plan-repository', 'data-export'] },
);
