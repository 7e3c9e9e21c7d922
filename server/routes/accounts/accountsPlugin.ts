import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountTokensRepository } from './accountTokensRepository';
import { banRoutes } from './banRoutes';
import { deletionRoutes } from './deletionRoutes';
import { googleRoutes } from './googleRoutes';
import { LoginFailuresRepository } from './loginFailuresRepository';
import { LoginThrottle } from './loginThrottle';
import { loginRoutes } from './loginRoutes';
import { passwordRoutes } from './passwordRoutes';
import { profileRoutes } from './profileRoutes';
import { registrationRoutes } from './registrationRoutes';
import { sessionRoutes } from './sessionRoutes';
import { twoFactorRoutes } from './twoFactorRoutes';
import { UsersRepository } from './usersRepository';

/** Accounts: sign-up and verification, login, two-factor, sessions, passwords, profile, deletion, Google, bans. */
async function accounts(app: FastifyInstance): Promise<void> {
  app.decorate('usersRepository', new UsersRepository(app.db));
  app.decorate('accountTokensRepository', new AccountTokensRepository(app.db));
  app.decorate('loginThrottle', new LoginThrottle(new LoginFailuresRepository(app.db), app.appConfig.jwtSecret));

  await app.register(registrationRoutes);
  await app.register(loginRoutes);
  await app.register(sessionRoutes);
  await app.register(twoFactorRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(deletionRoutes);
  await app.register(banRoutes);
  await app.register(googleRoutes);
}

/** A login moves the visitor's ratings to the account (ratings); mails go through the mailer (mail). */
export const accountsPlugin = fp(accounts, {
  name: 'accounts',
  dependencies: ['auth', 'mail', 'rate-limits', 'ratings', 'realtime', 'sessions', 'two-factor'],
  decorators: { fastify: ['appConfig', 'db', 'passwords'] },
});
