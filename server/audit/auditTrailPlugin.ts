import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { meetsRole, STAFF_ROLES } from '../../common/roles';
import type { AuthContext } from '../plugins/auth';
import { audit } from './audit';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes that write their own, richer audit entry, so the trail does not log them twice. */
    auditedByHandler?: boolean;
  }
  interface FastifyRequest {
    auditCreatedId?: string;
  }
}

/** Admin operations are those tagged `admin` in their OpenAPI schema, and everything under /api/admin/. */
function isAdminOperation(request: FastifyRequest): boolean {
  const tags = (request.routeOptions.schema as { tags?: unknown } | undefined)?.tags;
  return (Array.isArray(tags) && tags.includes('admin')) || request.url.startsWith('/api/admin/');
}

/**
 * Who made the change when the request is a change through an admin operation by an admin or
 * master; null otherwise. An admin's own chat messages or ratings are not backoffice changes and
 * stay out of the log.
 */
function adminChangeActor(request: FastifyRequest): AuthContext | null {
  const { auth } = request;
  const isAdminChange =
    auth !== null &&
    CHANGING_METHODS.has(request.method) &&
    isAdminOperation(request) &&
    meetsRole(auth, STAFF_ROLES) &&
    request.routeOptions.config.auditedByHandler !== true;
  return isAdminChange ? auth : null;
}

/** Field names of the body, and a new status when one is set: enough to read the log, no secrets. */
function describeBody(body: unknown): Record<string, unknown> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const fields = Object.keys(body);
  const status = (body as { status?: unknown }).status;
  return { fields, ...(typeof status === 'string' ? { status } : {}) };
}

function createdId(payload: string): string | undefined {
  try {
    const created = JSON.parse(payload) as { _id?: unknown; id?: unknown; data?: { id?: unknown } };
    const id = created._id ?? created.id ?? created.data?.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

function targetOf(request: FastifyRequest): string | null {
  const params = (request.params ?? {}) as Record<string, unknown>;
  const fromParams = params.id ?? params.key ?? params.slug;
  if (typeof fromParams === 'string') return fromParams.toLowerCase();
  return request.auditCreatedId ?? null;
}

/**
 * Records every successful change an admin or master makes through an admin operation of any
 * feature, so the backoffice shows who did what and when without each feature writing its own entries.
 */
async function recordAdminChanges(app: FastifyInstance): Promise<void> {
  // Written before the answer leaves, so whoever reads the log after a change sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const actor = adminChangeActor(request);
    if (!actor) return payload;
    // A created resource has no id in the URL: it is read from the answer.
    if (reply.statusCode === 201 && typeof payload === 'string') request.auditCreatedId = createdId(payload);
    try {
      await audit(app, {
        actorId: actor.userId,
        action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        target: targetOf(request),
        details: describeBody(request.body),
      });
    } catch (error) {
      // The change itself is done; a lost log line must not turn it into an error for the client.
      request.log.error({ err: error }, 'Could not write the audit log entry');
    }
    return payload;
  });
}

/** At the app's level, so its hook sees the routes of every feature. */
export const auditTrailPlugin = fp(recordAdminChanges, { name: 'audit-trail', dependencies: ['auth'], decorators: { fastify: ['db'] } });
