import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bracketGuards } from '../brackets/bracketAccess';
import { answerBracketRefusals } from '../brackets/bracketRefusals';
import { bracketAfterWrite } from '../brackets/bracketRouteOptions';
import { registrationRoutes } from './registrationRoutes';
import { RegistrationsRepository } from './registrationsRepository';

/** The routes in a context of their own, with the bracket routes' guards and answers to refusals. */
async function guardedRoutes(app: FastifyInstance): Promise<void> {
  answerBracketRefusals(app);
  registrationRoutes(app, bracketGuards(app), bracketAfterWrite(app));
}

/** Players entering a tournament, leaving it and checking in, alone or as a team, or through the bot's key. */
async function registrations(app: FastifyInstance): Promise<void> {
  app.decorate('registrationsRepository', new RegistrationsRepository(app.db));
  await app.register(guardedRoutes);
}

/**
 * An entry is a bracket participant (brackets: its read cache, its keys, its guards); places freed
 * move the waitlist (tournaments); changes reach the tournament's watchers (realtime).
 */
export const registrationsPlugin = fp(registrations, {
  name: 'registrations',
  dependencies: ['auth', 'brackets', 'rate-limits', 'realtime', 'tournaments'],
  decorators: { fastify: ['db'] },
});
