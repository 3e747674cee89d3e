import type { FastifyInstance } from 'fastify';
import { RESET_REQUESTS_JOB } from '../src/features/auth/index';
import type { Account } from './helper';
import type { TestSmtp } from './smtp';
import { linkIn } from './smtp';

/** Opens the verification link the account's registration mail carries (flush the outbox first). */
export async function verifyEmailFromMail(app: FastifyInstance, smtp: TestSmtp, account: Account) {
  const [mail] = await smtp.waitFor(1, (m) => m.to === account.email && m.text.includes('/verifikasi-email'));
  const token = linkIn(mail!, '/verifikasi-email').searchParams.get('token')!;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/email-verification/confirm',
    payload: { token },
  });
  if (response.statusCode !== 204) throw new Error(`verification failed: ${response.body}`);
}

export const requestReset = (app: FastifyInstance, email: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** Turns the waiting reset requests into mails and sends them (the job runs off the request). */
export async function settleResets(app: FastifyInstance) {
  await app.dueJobs.runNow(RESET_REQUESTS_JOB);
  await app.mailer.flush();
}

export const confirmReset = (app: FastifyInstance, token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });

export const loginAs = (app: FastifyInstance, login: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { login, password } });
