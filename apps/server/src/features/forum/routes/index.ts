import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import admin from './admin/index';
import questions from './questions';
import reports from './reports';
import responses from './responses';
import votes from './votes';

const publicForum: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  // Votes and deletes carry no body; clients that still label the empty body as JSON are
  // answered normally instead of with "empty JSON body" (this plugin's routes only).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    parseJson(request, text, done);
  });
  await app.register(questions);
  await app.register(responses);
  await app.register(votes);
  await app.register(reports, { config });
};

/**
 * Forum Diskusi: questions, responses, votes and reports (`/api/forum`), and the admin's
 * moderation queue, decisions and log (`/api/admin/moderation`).
 */
const forum: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(publicForum, { prefix: '/forum', config });
  await app.register(admin, { prefix: '/admin/moderation' });
};

export default forum;
