import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '../../../common/contract/brackets';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';
import { audit, type AuditEntry } from '../../audit/audit';
import type { Queryable } from '../../db/database';
import { SIGN_IN_REQUIRED, staffTwoFactorRefusal } from '../../plugins/auth';
import { looksLikeApiKey } from './apiKeysRepository';

/** Who writes to a bracket: an admin or master in the backoffice, or the bot with an API key. */
export type BracketActor = { kind: 'person'; userId: string } | { kind: 'key'; keyId: string; name: string };

declare module 'fastify' {
  interface FastifyRequest {
    bracketActor: BracketActor | null;
  }
}

const KEY_REFUSED = 'This API key is not valid, or it was revoked.';
const KEY_OUT_OF_SCOPE = 'An API key can only add participants and report results.';

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
 * those, or an API key holding the scope. A key sent where keys are not accepted gets 403 when it
 * is valid (it can do nothing outside its scopes) and 401 when it is not.
 */
export function bracketGuards(app: FastifyInstance): { staff: Guard; staffOrKey: (scope: ApiKeyScope) => Guard } {
  app.decorateRequest('bracketActor', null);

  const guard =
    (keyScope: ApiKeyScope | null): Guard =>
    async (request, reply) => {
      const token = bearerOf(request);
      if (token && looksLikeApiKey(token)) {
        const key = await app.apiKeysRepository.findActive(token);
        if (!key) return void (await reply.status(401).send({ msg: KEY_REFUSED }));
        if (keyScope === null || !key.scopes.includes(keyScope)) return void (await reply.status(403).send({ msg: KEY_OUT_OF_SCOPE }));
        request.bracketActor = { kind: 'key', keyId: key.id, name: key.name };
        return;
      }
      if (!request.auth) return void (await reply.status(401).send({ msg: request.authError ?? SIGN_IN_REQUIRED }));
      if (!meetsRole(request.auth, STAFF_ROLES)) return void (await reply.status(403).send({ msg: 'This needs the role admin or master.' }));
      const refusal = staffTwoFactorRefusal(app, request.auth);
      if (refusal) return void (await reply.status(403).send(refusal));
      request.bracketActor = { kind: 'person', userId: request.auth.userId };
    };

  return { staff: guard(null), staffOrKey: (scope) => guard(scope) };
}
