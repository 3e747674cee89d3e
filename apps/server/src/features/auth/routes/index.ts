import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../../config';
import login from './login';
import password from './password';
import register from './register';
import session from './session';

const auth: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(register, { config });
  await app.register(login, { config });
  await app.register(session);
  await app.register(password);
};

export default auth;
