import type { FastifyPluginAsync } from 'fastify';
import debriefs from './debriefs';
import live from './live';
import reviews from './reviews';
import sample from './sample';
import wellbeing from './wellbeing';

/**
 * Supervision's routes (api.md "Roles and supervision", ADR 231): `/admin/supervision` for
 * supervisors and admins, reviews beside the conversation's other case routes, and
 * `/admin/wellbeing` for every staff member's own care.
 */
const supervision: FastifyPluginAsync = async (app) => {
  await app.register(live, { prefix: '/admin/supervision' });
  await app.register(sample, { prefix: '/admin/supervision' });
  await app.register(debriefs, { prefix: '/admin/supervision' });
  await app.register(reviews, { prefix: '/admin/chat' });
  await app.register(wellbeing, { prefix: '/admin/wellbeing' });
};

export default supervision;
