import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ClientIdHeaders, GameKeyParams, RateBody, RatingSummary } from '../../../common/contract/ratings';
import { normalizeGameKey } from '../../../common/gameKeys';
import type { Rater } from './ratingsRepository';
import { forgetCachedRatings } from './ratingSummaryCache';
import { COUNTED_VISITORS_PER_ADDRESS, newVisitorRatingCounts } from './countedVisitors';
import { errorResponses } from '../../schemas/responses';

/** Rating writes allowed per caller (account or client id) and, for everyone behind it, per IP. */
export const RATING_WRITES_PER_CALLER = 30;
export const RATING_WRITES_PER_IP = 120;
export const RATING_WRITE_WINDOW_MS = 60_000;

const GAME_NOT_FOUND = 'Game not found';
const TOO_MANY_RATINGS = 'Too many ratings in a short time. Please wait a minute and try again.';


/** The caller as a rater: the account behind the bearer token first, else the visitor's client id. */
function raterOf(request: FastifyRequest<{ Headers: { 'x-client-id'?: string } }>): Rater | null {
  if (request.auth) return { userId: request.auth.userId };
  const clientId = request.headers['x-client-id'];
  return clientId ? { clientId } : null;
}

function rateLimitError(): Error & { statusCode: number } {
  return Object.assign(new Error(TOO_MANY_RATINGS), { statusCode: 429 });
}

export async function ratingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const ratings = app.ratingsRepository;
  const summaries = app.ratingSummaryCache;
  // The route's own limit below counts per caller; this one counts everyone behind one address.
  const perIpLimit = app.createRateLimit({
    max: RATING_WRITES_PER_IP,
    timeWindow: RATING_WRITE_WINDOW_MS,
    keyGenerator: (request) => `rating writes per IP ${request.ip}`,
  });

  app.get(
    '/api/game-ratings/:gameKey',
    {
      schema: {
        operationId: 'getGameRating',
        summary: 'Rating summary of a game for the caller',
        description:
          'Average (rounded to two decimals), count, and the caller\'s own rating (userRating, hasRated). The caller is ' +
          'the bearer token\'s account, else the visitor named by the X-Client-Id header (a UUID), else nobody. ' +
          'The game key is normalised (an alias such as eafc answers ea-fc); 404 for an unknown game.',
        tags: ['ratings'],
        params: GameKeyParams,
        headers: ClientIdHeaders,
        response: { 200: RatingSummary, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const gameKey = normalizeGameKey(request.params.gameKey);
      const rater = raterOf(request);
      const summary = await summaries.summary(gameKey, rater, ratings);
      if (!summary) return reply.status(404).send({ msg: GAME_NOT_FOUND });
      return summary;
    },
  );

  app.put(
    '/api/game-ratings/:gameKey',
    {
      config: {
        rateLimit: {
          max: RATING_WRITES_PER_CALLER,
          timeWindow: RATING_WRITE_WINDOW_MS,
          // Runs after the auth hook, so a logged-in caller is counted by account across devices.
          keyGenerator: (request: FastifyRequest) => {
            if (request.auth) return `user:${request.auth.userId}`;
            const clientId = request.headers['x-client-id'];
            return typeof clientId === 'string' && clientId ? `client:${clientId.toLowerCase()}` : `ip:${request.ip}`;
          },
          errorResponseBuilder: rateLimitError,
        },
      },
      preValidation: async (request, reply) => {
        const limit = await perIpLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw rateLimitError();
        }
      },
      schema: {
        operationId: 'rateGame',
        summary: 'Rate a game from 1 to 5 stars',
        description:
          'Creates or changes the caller\'s single rating of the game and answers the new summary. The caller is the ' +
          'bearer token\'s account or the visitor named by the X-Client-Id header (a UUID); neither is a 401. ' +
          `Limited to ${RATING_WRITES_PER_CALLER} writes a minute per caller and ${RATING_WRITES_PER_IP} per IP (429). ` +
          `Of the visitors (client ids) rating a game from one address (an IPv6 /64) in a day, the first ${COUNTED_VISITORS_PER_ADDRESS} ` +
          'count toward its average and count; the others\' ratings are kept and answered to them as userRating, but not counted.',
        tags: ['ratings'],
        security: [{ bearer: [] }, {}],
        params: GameKeyParams,
        headers: ClientIdHeaders,
        body: RateBody,
        response: { 200: RatingSummary, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      // A refused token is not quietly downgraded to a visitor's rating: the caller believes they are logged in.
      if (request.authError) return reply.status(401).send({ msg: request.authError });
      const rater = raterOf(request);
      if (!rater) return reply.status(401).send({ msg: 'Log in or send the X-Client-Id header (a UUID) to rate games.' });
      const gameKey = normalizeGameKey(request.params.gameKey);
      const counted =
        'userId' in rater ||
        (await ratings.ownRating(gameKey, rater)) !== null ||
        (await newVisitorRatingCounts(app.rateCounter, request.ip, gameKey));
      if (!(await ratings.rate(gameKey, rater, request.body.rating, counted))) {
        return reply.status(404).send({ msg: GAME_NOT_FOUND });
      }
      forgetCachedRatings(app);
      const summary = await ratings.summary(gameKey, rater);
      return summary!;
    },
  );
}
