import type { FastifyInstance } from 'fastify';
import { banRoutes } from './banRoutes';
import { deletionRoutes } from './deletionRoutes';
import { googleRoutes } from './googleRoutes';
import { loginRoutes } from './loginRoutes';
import { passwordRoutes } from './passwordRoutes';
import { profileRoutes } from './profileRoutes';
import { registrationRoutes } from './registrationRoutes';
import { sessionRoutes } from './sessionRoutes';
import { twoFactorRoutes } from './twoFactorRoutes';

/** Accounts: sign-up and verification, login, two-factor, sessions, passwords, profile, deletion, Google, bans. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
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
