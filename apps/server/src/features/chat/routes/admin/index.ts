import type { FastifyPluginAsync } from 'fastify';
import cannedResponses from './canned-responses';
import caseNotes from './case-notes';
import conversationUpdate from './conversation-update';
import conversations from './conversations';
import counsellors from './counsellors';
import escalations from './escalations';
import risk from './risk';
import transfer from './transfer';
import users from './users';
import whispers from './whispers';

/** The counsellors' inbox. Every route here is for staff with the inbox area. */
const adminChat: FastifyPluginAsync = async (app) => {
  // Before validation: anyone else learns nothing about the routes, not even their input rules.
  app.addHook('onRequest', app.requireStaff('inbox'));
  await app.register(users);
  await app.register(conversations);
  await app.register(conversationUpdate);
  await app.register(counsellors);
  await app.register(cannedResponses);
  await app.register(caseNotes);
  await app.register(risk);
  await app.register(whispers);
  await app.register(transfer);
  await app.register(escalations);
};

export default adminChat;
