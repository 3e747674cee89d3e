import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import admin from './admin/index';
import adminPresence from './admin/presence';
import conversation from './conversation';
import files from './files';
import forumCrisis from './forum-crisis';
import history from './history';
import messages from './messages';
import presence from './presence';
import rating from './rating';
import read from './read';
import resultShare from './result-share';
import stream from './stream';
import typing from './typing';

/**
 * Live chat for logged-in users (`/api/chat`), the counsellors' inbox (`/api/admin/chat`) and
 * their presence (`/api/admin/presence`).
 */
const chat: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(
    async (member) => {
      member.addHook('onRequest', app.requireUser);
      await member.register(conversation);
      await member.register(messages);
      await member.register(read);
      await member.register(rating);
      await member.register(typing);
      await member.register(presence);
      await member.register(files);
      await member.register(history);
      await member.register(resultShare);
      await member.register(forumCrisis);
      await member.register(stream, { config });
    },
    { prefix: '/chat' },
  );
  await app.register(admin, { prefix: '/admin/chat' });
  await app.register(adminPresence, { prefix: '/admin' });
};

export default chat;
