import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '../../../common/contract/brackets';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';
import { audit, type AuditEntry } from '../../audit/audit';
import type { Queryable } from '../../db/database';
import { SIGN_IN_REQUIRED, staffTwoFactorRefusal } from '../../plugins/auth';
import { tooManyRequestsMessage } from '../../rateLimit/rateLimitsPlugin';
import { looksLikeApiKey } from './apiKeysRepository';

/** Who writes to a bracket: an admin or master in the backoffice, or the bot with an API key. */
export type BracketActor = { kind: 'person'; userId: string } | { kind: 'key'; keyId: string; name: string };

declare module 'fastify' {
  interface FastifyRequest {
    bracketActor: BracketActor | null;
  }
}

/** A key can do nothing outside its scopes: results (participants and reports) and registrations. */
const keyOutOfScope = (scopes: readonly string[]) => `This API key cannot do this: its scopes are ${scopes.join(', ')}.`;
const KEY_OTHER_TOURNAMENTS = 'This API key is limited to other tournaments.';

/**
 * Writes one key may make a minute, every route and server process together: a bot reports a
 * match at a time, far below this, while a leaked key cannot flood the brackets.
 */
export const API_KEY_WRITES_PER_MINUTE = 60;

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : null;
}

/** The writer a guard let through; a route without a guard gets a 401 rather than an anonymous write. */
export function actorOf(request: FastifyRequest): BracketActor {
  if (!request.bracketActor) throw Object.assign(new Error(SIGN_IN_REQUIRED), { statusCode: 401 });
  return request.bracketActor;
}

/** An audit entry under the name of whoever made the change: the account, or `API key "name"`. */
export function auditAs(db: Queryable, actor: BracketActor, entry: Omit<AuditEntry, 'actorId' | 'actorName'>): Promise<void> {
  return actor.kind === 'person'
    ? audit(db, { ...entry, actorId: actor.userId })
    : audit(db, { ...entry, actorId: null, actorName: `API key "${actor.name}"`, details: { ...entry.details, apiKeyId: actor.keyId } });
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * preValidation guards of the bracket routes. `staff`: an admin or master. `staffOrKey(scope)`:
 * those, or an API key holding the scope. `playerOrKey(scope)`: any signed-in account acting for
 * itself, or a key holding the scope. A key sent where keys are not accepted gets 403 when it
 * is valid (it can do nothing outside its scopes) and 401 when it is not.
 */
export function bracketGuards(app: FastifyInstance): { staff: Guard; staffOrKey: (scope: ApiKeyScope) => Guard; playerOrKey: (scope: ApiKeyScope) => Guard } {
  app.decorateRequest('bracketActor', null);
  const keyWrites = app.createRateLimit({
    max: API_KEY_WRITES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `api key writes ${request.bracketActor?.kind === 'key' ? request.bracketActor.keyId : request.ip}`,
  });

  const guard =
    (keyScope: ApiKeyScope | null, people: 'staff' | 'anyone' = 'staff'): Guard =>
    async (request, reply) => {
      const token = bearerOf(request);
      if (token && looksLikeApiKey(token)) {
        const check = await app.apiKeysRepository.check(token);
        if (!check.ok) return void (await reply.status(401).send({ msg: check.msg }));
        const { key } = check;
        if (keyScope === null || !key.scopes.includes(keyScope)) return void (await reply.status(403).send({ msg: keyOutOfScope(key.scopes) }));
        // Every route a key may call names its tournament as the id of the path.
        const tournamentId = (request.params as { id?: unknown } | undefined)?.id;
        if (key.tournamentIds && !(typeof tournamentId === 'string' && key.tournamentIds.includes(tournamentId.toLowerCase()))) {
          return void (await reply.status(403).send({ msg: KEY_OTHER_TOURNAMENTS }));
        }
        request.bracketActor = { kind: 'key', keyId: key.id, name: key.name };
        const limit = await keyWrites(request);
        if (!limit.isAllowed && limit.isExceeded) {
          request.bracketActor = null;
          return void (await reply.status(429).header('retry-after', limit.ttlInSeconds).send({ msg: tooManyRequestsMessage(limit.ttlInSeconds) }));
        }
        return;
      }
      if (!request.auth) return void (await reply.status(401).send({ msg: request.authError ?? SIGN_IN_REQUIRED }));
      if (people === 'anyone') {
        request.bracketActor = { kind: 'person', userId: request.auth.userId };
        return;
      }
      if (!meetsRole(request.auth, STAFF_ROLES)) return void (await reply.status(403).send({ msg: 'This needs the role admin or master.' }));
      const refusal = staffTwoFactorRefusal(app, request.auth);
      if (refusal) return void (await reply.status(403).send(refusal));
      request.bracketActor = { kind: 'person', userId: request.auth.userId };
    };

  return { staff: guard(null), staffOrKey: (scope) => guard(scope), playerOrKey: (scope) => guard(scope, 'anyone') };
}
