import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/database';
import { BetaRepository } from './routes/beta/betaRepository';
import { seedDemoBrackets } from './routes/brackets/demoBrackets';
import { BUILT_IN_GAMES } from './routes/games/builtInGames';
import { GamesRepository } from './routes/games/gamesRepository';
import { seedDemoShopItems } from './routes/shop/shopSeed';
import { seedDemoTournaments } from './routes/tournaments/demoTournaments';

export interface SeedOptions {
  demo: boolean;
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Makes sure the built-in catalogue exists, and with `demo` the demo data of each feature (each
 * feature keeps its data and how to insert it; this only runs them). It sits above the routes,
 * beside main.ts, which runs it before the app is built.
 */
export async function seed(db: Database, { demo, log }: SeedOptions): Promise<void> {
  const games = new GamesRepository(db);
  let added = 0;
  for (const game of BUILT_IN_GAMES) {
    if (await games.insertIfMissing(game)) added++;
  }
  if (added > 0) log?.info(`Seeded ${added} built-in games`);
  if (demo) {
    const tournaments = await seedDemoTournaments(db);
    if (tournaments > 0) log?.info(`Seeded ${tournaments} demo tournaments`);
    const brackets = await seedDemoBrackets(db);
    if (brackets > 0) log?.info(`Seeded ${brackets} demo brackets`);
    const shopItems = await seedDemoShopItems(db);
    if (shopItems > 0) log?.info(`Seeded ${shopItems} demo shop items`);
    const betaFeatures = await new BetaRepository(db).createDefaultFeaturesIfNone();
    if (betaFeatures > 0) log?.info(`Seeded ${betaFeatures} beta features`);
  }
}
