import multipart from '@fastify/multipart';
import { avatarRules } from '@sehat/core/profile/schemas';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: avatarRules.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
  },
  { name: 'multipart' },
);
