import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { normalizeGameKey } from '../../../common/gameKeys';
import { tournamentCalendar } from './tournamentCalendar';
import { toTournamentFields, withDefaults } from './tournamentInput';
import { RegistrationWindowError } from './tournamentsRepository';
import { MessageResponse } from '../../../common/contract/errors';
import {
  AdminTournamentList,
  AdminTournamentListQuery,
  CreateTournamentBody,
  Tournament,
  TournamentIdParams,
  TournamentList,
  TournamentListQuery,
  UpdateTournamentBody,
  UpdatedTournament,
} from '../../../common/contract/tournaments';
import { sendSerialized, serializeForRoute } from '../../lib/readCache';
import type { TournamentFilters } from './tournamentsRepository';
import { DRAFT_STATUS, parseStatus, TOURNAMENT_STATUSES, type TournamentStatus } from '../../../common/tournamentStatus';
import { errorResponses, fileResponse } from '../../schemas/responses';
import { fieldMessage } from '../../plugins/validationMessages';
import { tournamentRoom } from '../../realtime/rooms';
import { seesDrafts, sendWatchersOfDraftAway } from './draftReaders';

const NOT_FOUND = { msg: 'Tournament not found' };

function parseStatusList(value: string | undefined): TournamentStatus[] | null | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const statuses = value.split(',').map(parseStatus);
  return statuses.every((status) => status !== null) ? (statuses as TournamentStatus[]) : null;
}

export async function tournamentsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tournaments = app.tournamentsRepository;
  const gameExists = (key: string) => tournaments.gameExists(key);
  const listCache = app.tournamentListCache;
  // Runs before validation, so a visitor learns they must log in rather than how to fix the body.
  const adminOnly = { preValidation: app.requireRole('admin', 'master') };

  app.get(
    '/api/tournaments',
    {
      schema: {
        operationId: 'listTournaments',
        summary: 'List tournaments',
        description:
          'Published tournaments (never a DRAFT) sorted by date (still to come first, earliest start first and TBA last, then LIVE, then COMPLETED ' +
          'most recent first) or title, filtered by game, status, platform and ' +
          'title text; answers one page (`limit`, `skip`) and the total number that match.',
        tags: ['tournaments'],
        querystring: TournamentListQuery,
        response: { 200: TournamentList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { sort, limit, skip, game, status, platform, q } = request.query;
      const statuses = parseStatusList(status);
      if (statuses === null) return reply.status(400).send({ msg: fieldMessage('querystring.status', `must list statuses of ${TOURNAMENT_STATUSES.join(', ')}`) });
      const filters: TournamentFilters = {
        gameKey: game?.trim() ? normalizeGameKey(game) : undefined,
        statuses,
        platform: platform?.trim().toLowerCase() || undefined,
        text: q?.trim().toLowerCase() || undefined,
      };
      const page = { sort, limit, skip };
      // Kept serialised: a cached answer costs no serialisation either.
      const json = await listCache.get(JSON.stringify([filters, page]), async () => serializeForRoute(reply, await tournaments.list(filters, page)));
      return sendSerialized(reply, json);
    },
  );

  app.get(
    '/api/tournaments/:id',
    {
      schema: {
        operationId: 'getTournament',
        summary: 'One tournament',
        description:
          'The tournament with this 24-character hexadecimal id. A DRAFT is found only by an admin or master, with two-factor ' +
          'sign-in on while the server requires it of staff (404 for everyone else).',
        tags: ['tournaments'],
        params: TournamentIdParams,
        response: { 200: Tournament, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const tournament = await tournaments.findById(request.params.id.toLowerCase(), { includeDrafts: seesDrafts(app, request.auth) });
      return tournament ?? reply.status(404).send(NOT_FOUND);
    },
  );

  app.get(
    '/api/tournaments/:id.ics',
    {
      schema: {
        operationId: 'getTournamentCalendar',
        summary: 'The tournament as a calendar event',
        description:
          'An iCalendar file (text/calendar) with one VEVENT: UID `{id}@versus` (the same on every download, so a ' +
          'calendar updates the event instead of adding another), DTSTART in UTC. A tournament whose date is still ' +
          'to be announced has no event yet: 409.',
        tags: ['tournaments'],
        params: TournamentIdParams,
        response: { 200: fileResponse('text/calendar', 'The iCalendar file, as an attachment.'), ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const tournament = await tournaments.findById(request.params.id.toLowerCase());
      if (!tournament) return reply.status(404).send(NOT_FOUND);
      const { startAt } = tournament;
      if (startAt === null) {
        return reply.status(409).send({ msg: 'This tournament has no start date yet (TBA), so it cannot be added to a calendar.' });
      }
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="versus-tournament-${tournament.id}.ics"`)
        .send(tournamentCalendar({ ...tournament, startAt }, app.appConfig.publicUrl));
    },
  );

  app.get(
    '/api/admin/tournaments',
    {
      ...adminOnly,
      schema: {
        operationId: 'listAdminTournaments',
        summary: 'Tournaments for the backoffice (admin or master)',
        description:
          'Every tournament, DRAFT included, newest first; filtered by status and title text; one page (`limit`, `skip`) ' +
          'and the total. Each one carries `notifySignups`: the registration-open mails leaving COMING_SOON would send.',
        tags: ['tournaments', 'admin'],
        security: [{ bearer: [] }],
        querystring: AdminTournamentListQuery,
        response: { 200: AdminTournamentList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => tournaments.adminList(request.query),
  );

  app.post(
    '/api/tournaments',
    {
      ...adminOnly,
      schema: {
        operationId: 'createTournament',
        summary: 'Create a tournament (admin or master)',
        description:
          'Creates a tournament; it starts as COMING_SOON unless a status is given (DRAFT keeps it from the public). `startAt` is an ISO date-time, or ' +
          'null / "TBA" while unknown; `game` is a game key or alias of the catalogue; `organizer` null means VERSUS.',
        tags: ['tournaments', 'admin'],
        security: [{ bearer: [] }],
        body: CreateTournamentBody,
        response: { 201: Tournament, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const checked = await toTournamentFields(request.body, gameExists);
      if (!checked.ok) return reply.status(400).send({ msg: checked.msg });
      const tournament = await tournaments.insert(withDefaults(checked.value));
      listCache.clear();
      return reply.status(201).send(tournament);
    },
  );

  app.patch(
    '/api/tournaments/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'updateTournament',
        summary: 'Change a tournament (admin or master)',
        description:
          'Changes the given fields. Moving a tournament out of COMING_SOON opens registration: every notification ' +
          'sign-up for it is mailed once ("Registration is open"), in the background with retries; `queuedMails` says how ' +
          'many mails this change queued. Moving it to DRAFT hides it from the public and mails no one, and the sockets ' +
          'watching it stop receiving its updates (those of staff who read drafts excepted).',
        tags: ['tournaments', 'admin'],
        security: [{ bearer: [] }],
        params: TournamentIdParams,
        body: UpdateTournamentBody,
        response: { 200: UpdatedTournament, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const checked = await toTournamentFields(request.body, gameExists);
      if (!checked.ok) return reply.status(400).send({ msg: checked.msg });
      if (Object.keys(checked.value).length === 0) return reply.status(400).send({ msg: 'body must change at least one field' });
      const id = request.params.id.toLowerCase();
      const updated = await tournaments.update(id, checked.value).catch((error: unknown) => {
        if (error instanceof RegistrationWindowError) return { refused: error.message };
        throw error;
      });
      listCache.clear();
      if (updated && 'refused' in updated) return reply.status(400).send({ msg: updated.refused });
      if (!updated) return reply.status(404).send(NOT_FOUND);
      // Pages showing it (a status change decides whether they show the bracket) read it again.
      app.realtime.to(tournamentRoom(id)).emit('tournament_changed', { tournamentId: id });
      if (updated.tournament.status === DRAFT_STATUS) {
        // Hidden again: the public reads stop answering it here at once, and only staff keep watching it.
        app.tournamentEvents.announceHidden(id);
        await sendWatchersOfDraftAway(app, id);
      }
      if (updated.queuedMails > 0) {
        request.log.info(`Registration opened for ${updated.tournament.id}: ${updated.queuedMails} mail(s) queued`);
        app.notificationSender.wake();
      }
      return { ...updated.tournament, queuedMails: updated.queuedMails };
    },
  );

  app.delete(
    '/api/tournaments/:id',
    {
      ...adminOnly,
      schema: {
        operationId: 'deleteTournament',
        summary: 'Delete a tournament (admin or master)',
        description: 'Deletes the tournament with its notification sign-ups and any mails about it not yet sent.',
        tags: ['tournaments', 'admin'],
        security: [{ bearer: [] }],
        params: TournamentIdParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const deleted = await tournaments.delete(request.params.id.toLowerCase());
      listCache.clear();
      return deleted ? { msg: 'Tournament deleted' } : reply.status(404).send(NOT_FOUND);
    },
  );
}
