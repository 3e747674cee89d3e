import { siteInfoSchema, type SiteInfo } from '@sehat/core/site/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';
import { errorResponses } from '../../../platform/http/error-body';
import { configCacheControl, etagOf } from '../../../platform/web-pages/public-cache';

/**
 * The site's public settings for every page: the counsellor team's name, the contact details
 * of the footer and the one crisis help list (all from the environment, so the same on every
 * instance). Browsers may keep them for five minutes.
 */
const site: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body: SiteInfo = {
    counsellorTeam: config.site.counsellorTeam,
    contact: config.site.contact,
    crisisContacts: config.selftest.crisisContacts,
    retention: {
      sessionDays: config.sessionTtlMs / (24 * 60 * 60 * 1000),
      selftestAnonymousDays: config.retention.selftestAnonymousDays,
      chatDays: config.retention.chatDays,
    },
  };
  // From the environment: fixed for the life of the process, so its ETag is too.
  const cached = { value: body, etag: etagOf(body) };

  app.get(
    '/',
    {
      schema: {
        tags: ['site'],
        summary: 'Counsellor team name, contact details, the crisis help list and retention periods',
        response: { 200: siteInfoSchema, ...errorResponses },
      },
    },
    async (request, reply) => app.publicCache.send(request, reply, cached, configCacheControl),
  );
};

export default site;
