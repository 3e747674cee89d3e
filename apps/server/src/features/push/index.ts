import fp from 'fastify-plugin';
import pushDelivery from './push-delivery';
import subscriptionsRepository from './subscriptions-repository';

/** Web push: the devices that subscribed, and sending to them (encryption is the platform's). */
export default fp(
  async (app) => {
    await app.register(subscriptionsRepository);
    await app.register(pushDelivery);
    app.dataExporter.section('pushSubscriptions', async (user) =>
      (await app.pushSubscriptions.ofUser(user.id)).map((row) => ({
        endpoint: row.endpoint,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  },
  { name: 'push', dependencies: ['platform'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
