import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import emailVerification from './email-verification';
import login from './login';
import password from './password';
import passwordReset from './password-reset';
import register from './register';
import session from './session';

const auth: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(register);
  await app.register(login, { config });
  await app.register(session);
  await app.register(password);
  await app.register(passwordReset);
  await app.register(emailVerification);
};

export default auth;
