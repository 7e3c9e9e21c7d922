import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  Bracket,
  BracketParams,
  DependentMatches,
  MatchParams,
  ParticipantParams,
  ReportBody,
  ReportResponse,
  StartBracketBody,
  WithdrawBody,
} from '../../../common/contract/brackets';
import { MessageResponse } from '../../../common/contract/errors';
import { sendSerialized, serializeForRoute } from '../../lib/readCache';
import { seesDrafts } from '../tournaments/draftReaders';
import { actorOf } from './bracketAccess';
import { AUDITED, type AfterWrite, type BracketGuards, STAFF_OR_KEY } from './bracketRouteOptions';
import { BRACKET_NOT_STARTED, TOURNAMENT_NOT_FOUND } from './bracketStorage';
import { listDependentMatches } from './engine/report';
import { toPublicBracket, toPublicMatch } from './publicBracket';
import { errorResponses } from '../../schemas/responses';

export function bracketPlayRoutes(fastify: FastifyInstance, guards: BracketGuards, afterWrite: AfterWrite): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reads = app.bracketReadsRepository;

  app.get(
    '/api/tournaments/:id/bracket',
    {
      schema: {
        operationId: 'getBracket',
        summary: "A tournament's bracket or standings",
        description:
          'Every match with its opponents, scores and status, and the standings. `version` goes up by one with each stored ' +
          'change; the socket event bracket_updated carries the version it leads to. 404 before the bracket starts.',
        tags: ['brackets'],
        params: BracketParams,
        response: { 200: Bracket, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const json = await app.bracketReadCache.bracket(id, async () => {
        const stored = await reads.findBracket(id, { includeDrafts: false });
        return stored ? serializeForRoute(reply, toPublicBracket(stored)) : null;
      });
      if (json !== null) return sendSerialized(reply, json);
      // A DRAFT tournament's bracket is for staff only, read past the public cache.
      const includeDrafts = seesDrafts(app, request.auth);
      const draft = includeDrafts ? await reads.findBracket(id) : null;
      if (draft) return reply.send(toPublicBracket(draft));
      const exists = await reads.tournamentExists(id, { includeDrafts });
      return reply.status(404).send({ msg: exists ? BRACKET_NOT_STARTED : TOURNAMENT_NOT_FOUND });
    },
  );

  app.post(
    '/api/tournaments/:id/bracket',
    {
      preValidation: guards.staff,
      config: AUDITED,
      schema: {
        operationId: 'startBracket',
        summary: 'Start the bracket (admin or master)',
        description:
          "Draws the bracket from the entries holding a place (the waitlist stays out), in the tournament's format unless " +
          '`format` is given, with the options of that format; `dropNotCheckedIn` first withdraws the entries that did not ' +
          'check in and lets checked-in waitlisted entries take their places. The tournament becomes LIVE (a DRAFT stays one) ' +
          "and takes the bracket's format. 409 when it has already started or there are fewer than 2 participants.",
        tags: ['brackets', 'admin'],
        security: [{ bearer: [] }],
        params: BracketParams,
        body: StartBracketBody,
        response: { 201: Bracket, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const stored = await app.bracketDrawsRepository.start(id, request.body ?? {}, actorOf(request));
      // The tournament's reads now say it has a bracket (hasBracket).
      afterWrite(id, { update: null, tournamentChanged: true });
      return reply.status(201).send(toPublicBracket(stored));
    },
  );

  app.post(
    '/api/tournaments/:id/bracket/preview',
    {
      preValidation: guards.staff,
      schema: {
        operationId: 'previewBracket',
        summary: 'The bracket a start would make, stored nowhere (admin or master)',
        description: 'Takes the body of POST …/bracket and answers the bracket it would draw now (version 0); nothing changes.',
        tags: ['brackets', 'admin'],
        security: [{ bearer: [] }],
        params: BracketParams,
        body: StartBracketBody,
        response: { 200: Bracket, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => toPublicBracket(await app.bracketDrawsRepository.preview(request.params.id.toLowerCase(), request.body ?? {})),
  );

  app.delete(
    '/api/tournaments/:id/bracket',
    {
      preValidation: guards.staff,
      config: AUDITED,
      schema: {
        operationId: 'resetBracket',
        summary: 'Take the bracket back to seeding (admin or master)',
        description:
          'While no result is stored (no report, no withdrawal; 409 after): the bracket goes, participants and seeds stay, ' +
          'entries dropped or moved up at the start get their places back, and the tournament its status and format.',
        tags: ['brackets', 'admin'],
        security: [{ bearer: [] }],
        params: BracketParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      await app.bracketDrawsRepository.reset(id, actorOf(request));
      afterWrite(id, { update: null, tournamentChanged: true });
      return { msg: 'The bracket is back to seeding' };
    },
  );

  app.post(
    '/api/tournaments/:id/matches/:matchId/report',
    {
      preValidation: guards.staffOrKey('results'),
      config: AUDITED,
      schema: {
        operationId: 'reportMatch',
        summary: 'Report a result (admin, master or API key)',
        description:
          '`{ reportId, scores: [a, b] }` for a duel, `{ reportId, placements: [{ participantId, place, kills }] }` for a battle ' +
          'royale lobby. Answers every match the report changed; the same reportId again answers the same and changes nothing. ' +
          '400 for an impossible result; 409 when the match is not ready or already completed. An admin or master corrects a ' +
          'completed match with `correct: true`, which resets the later matches that depended on it (see …/dependents).',
        tags: ['brackets', 'admin'],
        security: STAFF_OR_KEY,
        params: MatchParams,
        body: ReportBody,
        response: { 200: ReportResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.body.correct && actor.kind === 'key') {
        return reply.status(403).send({ msg: 'Only an admin or master can correct a result.' });
      }
      const id = request.params.id.toLowerCase();
      const write = await app.matchReportsRepository.report(id, request.params.matchId, request.body, actor);
      afterWrite(id, write);
      return { matches: write.matches };
    },
  );

  app.get(
    '/api/tournaments/:id/matches/:matchId/dependents',
    {
      preValidation: guards.staff,
      schema: {
        operationId: 'listDependentMatches',
        summary: 'What a correction would reset (admin or master)',
        description:
          'The later matches already played or being played that a correction of this match would send back to be played, ' +
          'if it changed the winner: what to name before the person correcting confirms.',
        tags: ['brackets', 'admin'],
        security: [{ bearer: [] }],
        params: MatchParams,
        response: { 200: DependentMatches, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const stored = await reads.findBracket(request.params.id.toLowerCase());
      if (!stored) return reply.status(404).send({ msg: BRACKET_NOT_STARTED });
      return { matches: listDependentMatches(stored.state, request.params.matchId).map(toPublicMatch) };
    },
  );

  app.post(
    '/api/tournaments/:id/participants/:participantId/withdraw',
    {
      preValidation: guards.staff,
      config: AUDITED,
      schema: {
        operationId: 'withdrawParticipant',
        summary: 'Forfeit or disqualify a participant (admin or master)',
        description: 'The participant loses every match still to play; results already played stand. Answers every match that changed.',
        tags: ['brackets', 'admin'],
        security: [{ bearer: [] }],
        params: ParticipantParams,
        body: WithdrawBody,
        response: { 200: ReportResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const write = await app.withdrawalsRepository.withdraw(id, request.params.participantId.toLowerCase(), request.body.reason, actorOf(request));
      afterWrite(id, write);
      return { matches: write.matches };
    },
  );

  app.delete(
    '/api/tournaments/:id/participants/:participantId/withdraw',
    {
      preValidation: guards.staff,
      config: AUDITED,
      schema: {
        operationId: 'reinstateParticipant',
        summary: 'Take a withdrawal back (admin or master)',
        description: 'The matches the withdrawal decided by forfeit are played again, with the matches that depended on them; results played stand. Answers every match that changed. 409 when the participant has not withdrawn or the bracket is completed.',
        tags: ['brackets', 'admin'],
        security: [{ bearer: [] }],
        params: ParticipantParams,
        response: { 200: ReportResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const write = await app.withdrawalsRepository.reinstate(id, request.params.participantId.toLowerCase(), actorOf(request));
      afterWrite(id, write);
      return { matches: write.matches };
    },
  );

  app.post(
    '/api/tournaments/:id/matches/:matchId/start',
    {
      preValidation: guards.staffOrKey('results'),
      config: AUDITED,
      schema: {
        operationId: 'startMatch',
        summary: 'Call a match: it is being played (admin, master or API key)',
        description:
          'A ready match becomes `running`, for everyone watching the bracket; its result is then reported as usual. Answers ' +
          '`{ matches: [the match] }`. Calling a match already running answers it unchanged, so a retry is safe. 409 when the ' +
          'match is not ready: its opponents are not both known yet, or it is completed.',
        tags: ['brackets', 'admin'],
        security: STAFF_OR_KEY,
        params: MatchParams,
        response: { 200: ReportResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const write = await app.matchReportsRepository.call(id, request.params.matchId, actorOf(request));
      afterWrite(id, write);
      return { matches: write.matches };
    },
  );
}
