import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adminCredentials } from './accounts';
import { startMailSink } from './mail-sink';
import { freePort, startServer } from './server';
import { e2eSiteEnv } from './site';

/** Starts the built server on a free port with a fresh data directory; returns its teardown. */
export default async function globalSetup() {
  // The push journey's stand-in push service listens here (support/push-journey.ts).
  const pushServicePort = await freePort();
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'sehat-e2e-mail-'));
  const mailSink = await startMailSink(mailDir);
  const server = await startServer({
    SMTP_URL: mailSink.url,
    WEB_PUSH_ALLOWED_ORIGINS: `http://127.0.0.1:${pushServicePort}`,
    ADMIN_USERNAME: adminCredentials.username,
    ADMIN_PASSWORD: adminCredentials.password,
    // Every browser and request context of both workers comes from 127.0.0.1, like a classroom
    // behind one address: the flood guard and the connection cap run with their defaults (ADR 213).
    LOGIN_LIMIT_PER_IP: '100000',
    REGISTER_LIMIT_PER_IP: '100000',
    // Specs post questions and responses in quick succession; the API tests cover the limits.
    FORUM_QUESTION_INTERVAL_SECONDS: '0',
    FORUM_RESPONSE_INTERVAL_SECONDS: '0',
    FORUM_VOTES_PER_MINUTE: '100000',
    // Journeys run with accounts made a moment ago: each counts as established here, so its
    // votes and reports act at once. The API tests prove the standing rules (ADR 184).
    FORUM_NEW_ACCOUNT_HOURS: '0',
    FORUM_ESTABLISHED_AFTER_DAYS: '0',
    FORUM_ESTABLISHED_POSTS: '0',
    // A check-in falls due two seconds after it is asked for (the next one much later).
    CHECKIN_OFFSETS: '2s,30d',
    // An operator's own crisis list, team name and contact details (support/site.ts).
    ...e2eSiteEnv,
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  // Every mail the server sends lands here as a .eml file (support/mail.ts).
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_PUSH_SERVICE_PORT = String(pushServicePort);

  return async () => {
    await server.stop();
    await server.remove();
    await mailSink.close();
    await rm(mailDir, { recursive: true, force: true });
  };
}
