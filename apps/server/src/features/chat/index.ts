import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import cannedResponses from './canned-responses';
import caseNotes from './case-notes';
import escalations from './escalations';
import exportSection from './export-section';
import fileQuota from './file-quota';
import files from './files';
import history from './history';
import counsellorPresence from './counsellor-presence';
import inbox from './inbox';
import overdueAlerts from './overdue-alerts';
import queue from './queue';
import repository from './repository';
import ratings from './ratings';
import resultShares from './result-shares';
import retention from './retention';
import riskSignals from './risk-signals';
import service from './service';
import teamAlerts from './team-alerts';
import triage from './triage';
import typing from './typing';

/** Live chat: conversations, messages and files, the counsellors' inbox and its live events. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(repository);
    await app.register(queue);
    await app.register(riskSignals);
    await app.register(counsellorPresence);
    await app.register(overdueAlerts);
    await app.register(files);
    await app.register(fileQuota);
    await app.register(service, {
      chatGreeting: config.site.chatGreeting,
      counsellorTeam: config.site.counsellorTeam,
      counsellorSignature: config.site.counsellorSignature,
    });
    await app.register(history);
    await app.register(inbox);
    await app.register(triage);
    await app.register(typing);
    await app.register(cannedResponses);
    await app.register(caseNotes);
    await app.register(escalations);
    await app.register(ratings);
    await app.register(resultShares);
    await app.register(teamAlerts);
    await app.register(exportSection, { siteOrigin: config.siteOrigin });
    await app.register(retention, { days: config.retention.chatDays });
  },
  { name: 'chat', dependencies: ['platform', 'notifications', 'service-hours'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
