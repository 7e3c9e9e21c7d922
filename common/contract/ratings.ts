import { type Static, Type } from 'typebox';
import { MAX_RATING, MIN_RATING } from '../ratings';

/** Game ratings (/api/game-ratings/{gameKey}): by an account, or by a visitor named by its client id. */

/** The caller's rating is their own: userRating is null and hasRated false until they rate. */
export const RatingSummary = Type.Object({
  average: Type.Number(),
  count: Type.Integer(),
  userRating: Type.Union([Type.Integer(), Type.Null()]),
  hasRated: Type.Boolean(),
});
export type RatingSummary = Static<typeof RatingSummary>;

export const GameKeyParams = Type.Object({ gameKey: Type.String({ minLength: 1, maxLength: 100 }) });
/** A visitor names itself with a UUID it keeps in the browser. */
export const ClientIdHeaders = Type.Object({ 'x-client-id': Type.Optional(Type.String({ format: 'uuid' })) });

export const RateBody = Type.Object({ rating: Type.Integer({ minimum: MIN_RATING, maximum: MAX_RATING }) });
export type RateBody = Static<typeof RateBody>;
