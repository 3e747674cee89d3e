import type { FastifyPluginAsync } from 'fastify';
import adminCase from './admin-case';
import adminFlags from './admin-flags';
import catalogue from './catalogue';
import enrolment from './enrolment';
import sessions from './sessions';

/** Guided self-help (api.md): `/programs` (public reading, members' progress) and `/admin/programs`. */
const programs: FastifyPluginAsync = async (app) => {
  await app.register(catalogue, { prefix: '/programs' });
  await app.register(enrolment, { prefix: '/programs' });
  await app.register(sessions, { prefix: '/programs' });
  await app.register(adminFlags, { prefix: '/admin/programs' });
  await app.register(adminCase, { prefix: '/admin/programs' });
};

export default programs;
