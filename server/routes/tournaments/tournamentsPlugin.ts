import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TournamentEvents } from './tournamentEvents';
import { newTournamentListCache } from './tournamentListCache';
import { TournamentsRepository } from './tournamentsRepository';
import { tournamentsRoutes } from './tournamentsRoutes';

async function tournaments(app: FastifyInstance): Promise<void> {
  app.decorate('tournamentsRepository', new TournamentsRepository(app.db));
  app.decorate('tournamentListCache', newTournamentListCache());
  app.decorate('tournamentEvents', new TournamentEvents());
  await app.register(tournamentsRoutes);
}

/** Opening registration queues mails (notification-sender); pages showing a tournament hear of its changes (realtime). */
export const tournamentsPlugin = fp(tournaments, {
  name: 'tournaments',
  dependencies: ['auth', 'notification-sender', 'realtime'],
  decorators: { fastify: ['appConfig', 'db'] },
});
