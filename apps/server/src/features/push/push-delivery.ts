import type { PushPayload } from '@sehat/core/push/schemas';
import fp from 'fastify-plugin';
import type { PushSubscriptionRow } from '../../db/schema/index';

export interface PushDelivery {
  /**
   * Sends `payload` to every device of the user, a few at a time; a device whose service says
   * gone is forgotten, and one that fails never stops the others.
   */
  toUser(userId: number, payload: PushPayload): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pushDelivery: PushDelivery;
  }
}

/** Pushes in flight per user at once: each holds an encrypted body and a connection. */
export const PUSH_CONCURRENCY = 4;

export default fp(
  async (app) => {
    const deliver = async (device: PushSubscriptionRow, payload: PushPayload) => {
      try {
        if ((await app.pushSender.send(device, payload)) === 'gone') {
          await app.pushSubscriptions.forget(device.endpoint);
        }
      } catch (error) {
        app.log.warn({ err: error }, 'push not delivered');
      }
    };
    const delivery: PushDelivery = {
      async toUser(userId, payload) {
        const waiting = await app.pushSubscriptions.ofUser(userId);
        const worker = async () => {
          for (let device = waiting.shift(); device; device = waiting.shift()) await deliver(device, payload);
        };
        await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, waiting.length) }, worker));
      },
    };
    app.decorate('pushDelivery', delivery);
  },
  { name: 'push-delivery', dependencies: ['push-sender', 'push-subscriptions'] },
);
