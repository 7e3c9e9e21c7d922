import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CountdownResponse,
  CreateFeatureBody,
  DeletedResponse,
  FeatureIdParams,
  FeatureListsResponse,
  FeatureResponse,
  InitializeResponse,
  PutCountdownBody,
  UpdateFeatureBody,
} from '../../../common/contract/beta';
import { fieldMessage } from '../../plugins/validationMessages';
import { errorResponses } from '../../schemas/responses';

/** Visitors may call initialize; this bounds how often one address can make it take the lock. */
export const INITIALIZE_CALLS_PER_MINUTE = 20;

const FEATURE_NOT_FOUND = { msg: 'Beta feature not found' };

/** Trimmed texts; a title of spaces only names no title. */
function trimmed<T extends { title?: string; description?: string; subtitle?: string; estimatedRelease?: string }>(body: T): T {
  const copy = { ...body };
  for (const field of ['title', 'description', 'subtitle', 'estimatedRelease'] as const) {
    if (typeof copy[field] === 'string') copy[field] = copy[field].trim() as T[typeof field];
  }
  return copy;
}

function blankField(body: { title?: string; estimatedRelease?: string }): string | null {
  if (body.title !== undefined && body.title === '') return fieldMessage('body.title', 'must not be blank');
  if (body.estimatedRelease !== undefined && body.estimatedRelease === '') return fieldMessage('body.estimatedRelease', 'must not be blank');
  return null;
}

export async function betaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const beta = app.betaRepository;
  // Runs before the body is read, so a visitor learns they must log in rather than how to fix the body.
  const adminOnly = app.requireRole('admin', 'master');

  app.get(
    '/api/beta-countdown',
    {
      schema: {
        operationId: 'getBetaCountdown',
        summary: 'The beta member countdown',
        description:
          'Whether the countdown is shown, its title and subtitle, the number of verified member accounts (deleted ' +
          'accounts excluded) and the member target (2500 unless an admin set another).',
        tags: ['beta'],
        response: { 200: CountdownResponse },
      },
    },
    async () => ({ success: true as const, data: await beta.countdown() }),
  );

  app.put(
    '/api/beta-countdown',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateBetaCountdown',
        summary: 'Set the beta member countdown (admin or master)',
        description:
          'Replaces the countdown settings: isActive, title, subtitle and targetMembers (1 to 100,000,000). The member ' +
          'count is not settable: it is always counted from verified accounts.',
        tags: ['beta', 'admin'],
        security: [{ bearer: [] }],
        body: PutCountdownBody,
        response: { 200: CountdownResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = trimmed(request.body);
      const blank = blankField(body);
      if (blank) return reply.status(400).send({ msg: blank });
      await beta.saveCountdown(body);
      return { success: true as const, data: await beta.countdown() };
    },
  );

  app.get(
    '/api/beta-features',
    {
      schema: {
        operationId: 'listBetaFeatures',
        summary: 'The beta features, current and future',
        description:
          'current: completed (shown as Live) and active features; future: planned features (shown as Coming Soon). ' +
          'Each list in display order. Both lists are empty until the defaults are created (see initializeBetaFeatures) ' +
          'or an admin adds features.',
        tags: ['beta'],
        response: { 200: FeatureListsResponse },
      },
    },
    async () => ({ success: true as const, data: await beta.featureLists() }),
  );

  app.post(
    '/api/beta-features/initialize',
    {
      config: { rateLimit: { max: INITIALIZE_CALLS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        operationId: 'initializeBetaFeatures',
        summary: 'Create the default beta feature list if there are no features',
        description:
          'Open to visitors on purpose: the home page calls it when both feature lists come back empty. It is ' +
          'safe to call any number of times: it only ever writes the fixed default list, only when the table holds no ' +
          'feature at all, in one transaction under a lock, so concurrent calls write it once. It takes no input and ' +
          'never changes or restores existing features. created: how many features this call wrote (0 when features existed).',
        tags: ['beta'],
        response: { 200: InitializeResponse, ...errorResponses(429) },
      },
    },
    async () => ({ success: true as const, created: await beta.createDefaultFeaturesIfNone() }),
  );

  app.post(
    '/api/beta-features',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'createBetaFeature',
        summary: 'Add a beta feature (admin or master)',
        description:
          'title (1-120 characters), description (up to 1000), status completed, active or planned, estimatedRelease ' +
          '(free text up to 40 characters, default TBA) and an optional sortOrder (default: after the others).',
        tags: ['beta', 'admin'],
        security: [{ bearer: [] }],
        body: CreateFeatureBody,
        response: { 201: FeatureResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const body = trimmed(request.body);
      const blank = blankField(body);
      if (blank) return reply.status(400).send({ msg: blank });
      return reply.status(201).send({ success: true as const, data: await beta.createFeature(body) });
    },
  );

  app.patch(
    '/api/beta-features/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateBetaFeature',
        summary: 'Change a beta feature (admin or master)',
        description: 'Changes the given fields (title, description, status, estimatedRelease, sortOrder); 404 for an unknown id.',
        tags: ['beta', 'admin'],
        security: [{ bearer: [] }],
        params: FeatureIdParams,
        body: UpdateFeatureBody,
        response: { 200: FeatureResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const body = trimmed(request.body);
      const blank = blankField(body);
      if (blank) return reply.status(400).send({ msg: blank });
      const feature = await beta.updateFeature(request.params.id, body);
      if (!feature) return reply.status(404).send(FEATURE_NOT_FOUND);
      return { success: true as const, data: feature };
    },
  );

  app.delete(
    '/api/beta-features/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'deleteBetaFeature',
        summary: 'Remove a beta feature (admin or master)',
        description: 'Deletes the feature; 404 for an unknown id. Once no feature is left, the next initialize call (the home page makes it) writes the defaults again.',
        tags: ['beta', 'admin'],
        security: [{ bearer: [] }],
        params: FeatureIdParams,
        response: { 200: DeletedResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await beta.deleteFeature(request.params.id))) return reply.status(404).send(FEATURE_NOT_FOUND);
      return { success: true as const, msg: 'Beta feature deleted' };
    },
  );
}
