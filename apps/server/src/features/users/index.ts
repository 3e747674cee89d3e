import fp from 'fastify-plugin';
import accountDeletion from './account-deletion';
import adminUserCommands from './admin-user-commands';
import adminUsersRepository from './admin-users-repository';

/** Accounts, and the admin's user management over them. */
export default fp(
  async (app) => {
    await app.register(adminUsersRepository);
    await app.register(accountDeletion);
    await app.register(adminUserCommands);
  },
  { name: 'users', dependencies: ['platform', 'auth', 'notifications'] },
);

/** Its routes, mounted under /api by the one list of features (api/features.ts). */
export { default as routes } from './routes/index';
