import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams, SignupList, SignupQuery } from '../../../common/contract/admin';
import { toCsv } from '../../lib/csv';
import { errorResponses, fileResponse } from '../../schemas/responses';

const TOURNAMENT_NOT_FOUND = { msg: 'Tournament not found' };
// An export is one download; a tournament with more sign-ups than this is not expected in the beta.
const CSV_MAX_ROWS = 50_000;

/** The notification sign-ups of a tournament, as JSON for the backoffice and as a CSV download. */
export async function signupsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const signups = app.signupsRepository;
  const backoffice = { preValidation: app.requireRole('admin', 'master') };

  app.get(
    '/api/admin/tournaments/:id/signups',
    {
      ...backoffice,
      schema: {
        operationId: 'listTournamentSignups',
        summary: 'Notification sign-ups of a tournament (admin or master)',
        description: 'Who asked to be mailed when registration opens, in sign-up order; one page and the total.',
        tags: ['admin', 'tournaments'],
        security: [{ bearer: [] }],
        params: IdParams,
        querystring: SignupQuery,
        response: { 200: SignupList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const tournament = await signups.tournament(request.params.id.toLowerCase());
      if (!tournament) return reply.status(404).send(TOURNAMENT_NOT_FOUND);
      return { tournament, ...(await signups.list(tournament.id, request.query)) };
    },
  );

  app.get(
    '/api/admin/tournaments/:id/signups.csv',
    {
      ...backoffice,
      schema: {
        operationId: 'exportTournamentSignups',
        summary: 'Export the sign-ups of a tournament as CSV (admin or master)',
        description:
          'text/csv (RFC 4180, UTF-8, every cell quoted) as an attachment: tournament id, tournament title, e-mail, ' +
          'username, signed-up-at. Cells starting with =, +, -, @, tab or carriage return get a leading single quote, ' +
          'so a spreadsheet never runs them as formulas.',
        tags: ['admin', 'tournaments'],
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: fileResponse('text/csv', 'The CSV file, as an attachment.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const tournament = await signups.tournament(request.params.id.toLowerCase());
      if (!tournament) return reply.status(404).send(TOURNAMENT_NOT_FOUND);
      const { items } = await signups.list(tournament.id, { limit: CSV_MAX_ROWS, skip: 0 });
      const csv = toCsv([
        ['tournament_id', 'tournament_title', 'email', 'username', 'signed_up_at'],
        ...items.map((signup) => [tournament.id, tournament.title, signup.email, signup.username, signup.createdAt]),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="signups-${tournament.id}.csv"`)
        .send(csv);
    },
  );
}
