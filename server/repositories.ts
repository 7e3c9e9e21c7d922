import type { FastifyInstance } from 'fastify';
import { useAccountTokensRepository } from './routes/accounts/accountTokensRepository';
import { useLoginThrottle } from './routes/accounts/loginThrottle';
import { useUsersRepository } from './routes/accounts/usersRepository';
import { useAdminUsersRepository } from './routes/admin/adminUsersRepository';
import { useAuditRepository } from './routes/admin/auditRepository';
import { useEarlyAccessRepository } from './routes/admin/earlyAccessRepository';
import { useSignupsRepository } from './routes/admin/signupsRepository';
import { useStatsRepository } from './routes/admin/statsRepository';
import { useApiKeysRepository } from './routes/brackets/apiKeysRepository';
import { useBracketReadCache } from './routes/brackets/bracketReadCache';
import { useBracketsRepository } from './routes/brackets/bracketsRepository';
import { useBetaRepository } from './routes/beta/betaRepository';
import { useChatRepository } from './routes/chat/chatRepository';
import { useFriendsRepository } from './routes/friends/friendsRepository';
import { useGameReadCache } from './routes/games/gameReadCache';
import { useGamesRepository } from './routes/games/gamesRepository';
import { useNewsletterRepository } from './routes/newsletter/newsletterRepository';
import { useNotifyRepository } from './routes/notify/notifyRepository';
import { useProfilesRepository } from './routes/profiles/profilesRepository';
import { useRatingsRepository } from './routes/ratings/ratingsRepository';
import { useRatingSummaryCache } from './routes/ratings/ratingSummaryCache';
import { useShopRepository } from './routes/shop/shopRepository';
import { useTournamentListCache } from './routes/tournaments/tournamentListCache';
import { useTournamentsRepository } from './routes/tournaments/tournamentsRepository';
import { useWhitelistRepository } from './routes/whitelist/whitelistRepository';
import { useTwoFactorRepository } from './twoFactor/twoFactorRepository';
import { usePublicUsersRepository } from './users/publicUsersRepository';

/**
 * Every repository and read cache, built once per app on app.db and shared by the route plugins
 * as decorators (app.chatRepository, app.gameReadCache …). Each app has its own, so two apps in
 * one process (the tests build several) share no cache.
 */
export function useRepositories(app: FastifyInstance): void {
  usePublicUsersRepository(app);
  useUsersRepository(app);
  useAccountTokensRepository(app);
  useLoginThrottle(app);
  useTwoFactorRepository(app);
  useAdminUsersRepository(app);
  useAuditRepository(app);
  useEarlyAccessRepository(app);
  useSignupsRepository(app);
  useStatsRepository(app);
  useBetaRepository(app);
  useApiKeysRepository(app);
  useBracketsRepository(app);
  useBracketReadCache(app);
  useChatRepository(app);
  useFriendsRepository(app);
  useGamesRepository(app);
  useGameReadCache(app);
  useNewsletterRepository(app);
  useNotifyRepository(app);
  useProfilesRepository(app);
  useRatingsRepository(app);
  useRatingSummaryCache(app);
  useShopRepository(app);
  useTournamentsRepository(app);
  useTournamentListCache(app);
  useWhitelistRepository(app);
}
