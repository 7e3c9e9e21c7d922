import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AddParticipantsBody, BracketParams, ParticipantList, ParticipantParams, SeedBody } from '../../../common/contract/brackets';
import { MessageResponse } from '../../../common/contract/errors';
import { sendSerialized, serializeForRoute } from '../../lib/readCache';
import { seesDrafts } from '../tournaments/draftReaders';
import { actorOf } from './bracketAccess';
import { AUDITED, type AfterWrite, type BracketGuards, STAFF_OR_KEY } from './bracketRouteOptions';
import { errorResponses } from '../../schemas/responses';

const TOURNAMENT_NOT_FOUND = { msg: 'Tournament not found' };

export function participantsRoutes(fastify: FastifyInstance, guards: BracketGuards, afterWrite: AfterWrite): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reads = app.bracketReadsRepository;
  const participantChanges = app.bracketParticipantsRepository;

  app.get(
    '/api/tournaments/:id/participants',
    {
      schema: {
        operationId: 'listParticipants',
        summary: 'The participants of a tournament',
        description: 'Seeded first (seed 1 first), then in the order they were added. `username` links a participant to a VERSUS profile.',
        tags: ['brackets'],
        params: BracketParams,
        response: { 200: ParticipantList, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const json = await app.bracketReadCache.participants(id, async () => {
        const participants = await reads.listParticipants(id, { includeDrafts: false });
        return participants ? serializeForRoute(reply, { participants }) : null;
      });
      if (json !== null) return sendSerialized(reply, json);
      // A DRAFT tournament's participants are for staff only, read past the public cache.
      const participants = seesDrafts(app, request.auth) ? await reads.listParticipants(id) : null;
      return participants ? reply.send({ participants }) : reply.status(404).send(TOURNAMENT_NOT_FOUND);
    },
  );

  app.post(
    '/api/tournaments/:id/participants',
    {
      preValidation: guards.staffOrKey('results'),
      config: AUDITED,
      schema: {
        operationId: 'addParticipants',
        summary: 'Add participants (admin, master or API key)',
        description:
          'Adds one or many participants before the bracket starts: a name (unique in the tournament whatever the letter case), ' +
          'optionally the VERSUS username they play as and a seed. 409 once the bracket has started or when a name is taken.',
        tags: ['brackets', 'admin'],
        security: STAFF_OR_KEY,
        params: BracketParams,
        body: AddParticipantsBody,
        response: { 201: ParticipantList, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const participants = await participantChanges.add(id, request.body.participants, actorOf(request));
      afterWrite(id);
      return reply.status(201).send({ participants });
    },
  );

  app.delete(
    '/api/tournaments/:id/participants/:participantId',
    {
      preValidation: guards.staff,
      config: AUDITED,
      schema: {
        operationId: 'deleteParticipant',
        summary: 'Remove a participant (admin or master)',
        description: 'Before the bracket starts only (409 after); later, withdraw the participant instead.',
        tags: ['brackets', 'admin'],
        security: [{ bearer: [] }],
        params: ParticipantParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const deleted = await participantChanges.remove(id, request.params.participantId.toLowerCase(), actorOf(request));
      afterWrite(id);
      return deleted ? { msg: 'Participant removed' } : reply.status(404).send({ msg: 'Participant not found' });
    },
  );

  app.post(
    '/api/tournaments/:id/participants/seed',
    {
      preValidation: guards.staff,
      config: AUDITED,
      schema: {
        operationId: 'seedParticipants',
        summary: 'Seed or shuffle the participants (admin or master)',
        description:
          '`{ order: [participantId, …] }` gives seeds 1, 2, … in that order (participants not listed follow, in their current ' +
          'order); `{ shuffle: true }` draws a random order. Before the bracket starts only.',
        tags: ['brackets', 'admin'],
        security: [{ bearer: [] }],
        params: BracketParams,
        body: SeedBody,
        response: { 200: ParticipantList, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const participants = await participantChanges.seed(id, request.body, actorOf(request));
      afterWrite(id);
      return { participants };
    },
  );
}
