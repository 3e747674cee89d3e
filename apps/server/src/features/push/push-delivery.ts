import type { PushPayload } from '@sehat/core/push/schemas';
import fp from 'fastify-plugin';

export interface PushDelivery {
  /** Sends `payload` to every device of the user; a device whose service says gone is forgotten. */
  toUser(userId: number, payload: PushPayload): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pushDelivery: PushDelivery;
  }
}

export default fp(
  async (app) => {
    const delivery: PushDelivery = {
      async toUser(userId, payload) {
        const devices = await app.pushSubscriptions.ofUser(userId);
        await Promise.all(
          devices.map(async (device) => {
            if ((await app.pushSender.send(device, payload)) === 'gone') {
              await app.pushSubscriptions.forget(device.endpoint);
            }
          }),
        );
      },
    };
    app.decorate('pushDelivery', delivery);
  },
  { name: 'push-delivery', dependencies: ['push-sender', 'push-subscriptions'] },
);
