import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import conversation from './conversation';
import files from './files';
import messages from './messages';
import read from './read';
import stream from './stream';

const chat: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(conversation);
  await app.register(messages);
  await app.register(read);
  await app.register(files);
  await app.register(stream, { config });
};

export default chat;
