import {
  applyPreferencesPatch,
  notificationPreferencesPatchSchema,
  notificationPreferencesSchema,
} from '@sehat/core/notification-preferences/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';

/** `/api/profile/notification-preferences`: the logged-in user's own choices. */
const preferences: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags: ['profile'],
        summary: 'Per kind, whether a notification shows in the bell, comes by push and by e-mail',
        response: { 200: notificationPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => ({ preferences: await app.notificationPreferences.of(app.db, request.user!.id) }),
  );

  app.put(
    '',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change some or all choices; the answer has them all',
        body: notificationPreferencesPatchSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const current = await app.notificationPreferences.of(app.db, userId);
      const next = applyPreferencesPatch(current, request.body.preferences);
      await app.notificationPreferences.save(userId, next);
      return { preferences: next };
    },
  );
};

export default preferences;
