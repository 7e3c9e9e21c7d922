import type { FastifyBaseLogger } from 'fastify';
import { GamesRepository } from '../routes/games/gamesRepository';
import type { Database } from './database';
import { BUILT_IN_GAMES } from './seed/games';

export interface SeedOptions {
  demo: boolean;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/** Makes sure the built-in catalogue exists; demo data is added by the features that own it. */
export async function seed(db: Database, { log }: SeedOptions): Promise<void> {
  const games = new GamesRepository(db);
  let added = 0;
  for (const game of BUILT_IN_GAMES) {
    if (await games.insertIfMissing(game)) added++;
  }
  if (added > 0) log?.info(`Seeded ${added} built-in games`);
}
