import fp from 'fastify-plugin';
import { passwordHasher, type PasswordCost, type Passwords } from '../../platform/accounts/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

/** Password hashing at the configured cost (production's always; tests inject a cheap one). */
export default fp<{ cost: PasswordCost }>(
  async (app, { cost }) => {
    app.decorate('passwords', passwordHasher(cost));
  },
  { name: 'passwords' },
);
