import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppConfig } from '../src/config';
import { buildTestApp, testMailConfig, type TestApp } from './helper';
import { startSmtp, type TestSmtp } from './smtp';

export interface MailTestApp extends TestApp {
  smtp: TestSmtp;
  /** Sends what the outbox holds now and waits until this instance's worker is idle. */
  flushMail(): Promise<void>;
}

/**
 * The file's app with a real SMTP server in front of it (SMTP_URL points there); each test
 * starts with an empty inbox. `overrides` as a function is read when the app is built.
 */
export function useMailApp(overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {}): MailTestApp {
  let smtp: TestSmtp | undefined;
  let built: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    const own = typeof overrides === 'function' ? overrides() : overrides;
    built = await buildTestApp({ ...own, mail: testMailConfig(smtp.url) });
  });
  afterEach(() => {
    smtp?.received.splice(0);
  });
  afterAll(async () => {
    await built?.close();
    await smtp?.close();
  });
  const current = () => {
    if (!built || !smtp) throw new Error('useMailApp: the app exists inside hooks and tests only');
    return { built, smtp };
  };
  return {
    get app() {
      return current().built.app;
    },
    get config() {
      return current().built.config;
    },
    get smtp() {
      return current().smtp;
    },
    close: () => current().built.close(),
    flushMail: () => current().built.app.mailer.flush(),
  };
}
