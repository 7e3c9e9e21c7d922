import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { BracketParams } from '../../../common/contract/brackets';
import type { Placement } from '../../../common/contract/tournaments';
import { literalUnion } from '../../../common/contract/shapes';
import { toCsv } from '../../lib/csv';
import { errorResponses, fileResponse } from '../../schemas/responses';
import { TOURNAMENT_NOT_FOUND } from './bracketStorage';
import type { BracketGuards } from './bracketRouteOptions';
import { toPublicBracket } from './publicBracket';

const EXPORTS = ['participants', 'matches', 'placements'] as const;
type Export = (typeof EXPORTS)[number];
type Row = Array<string | number | null>;

const ExportQuery = Type.Object({ what: literalUnion(EXPORTS, { description: 'participants, matches or placements.' }) });

/** CSV exports of a tournament for its organizer: who entered, every match, the final places with prizes. */
export function exportRoutes(fastify: FastifyInstance, guards: BracketGuards): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reads = app.bracketReadsRepository;

  async function rowsOf(what: Export, tournamentId: string, results: Placement[] | null): Promise<Row[]> {
    if (what === 'participants') {
      const participants = (await reads.listParticipants(tournamentId)) ?? [];
      return [
        ['seed', 'name', 'status', 'checked_in', 'waitlist_position', 'usernames'],
        ...participants.map((entry) => [entry.seed, entry.name, entry.status, entry.checkedIn ? 'yes' : 'no', entry.waitlistPosition, entry.usernames.join(' ')]),
      ];
    }
    if (what === 'placements') {
      return [['place', 'name', 'prize'], ...(results ?? []).map((placement) => [placement.place, placement.name, placement.prize ?? null])];
    }
    const stored = await reads.findBracket(tournamentId);
    const matches = stored ? toPublicBracket(stored).matches : [];
    return [
      ['match_id', 'bracket', 'group', 'round', 'number', 'status', 'side_1', 'score_1', 'side_2', 'score_2', 'winner', 'disputed'],
      ...matches
        .filter((match) => !match.bye)
        .map((match) => {
          const [first, second] = match.bracket === 'lobby' ? [null, null] : match.opponents;
          const winner = match.opponents.find((side) => side?.result === 'win')?.name ?? null;
          const sides: Row =
            match.bracket === 'lobby'
              ? [match.opponents.flatMap((side) => (side ? [`${side.name} (${side.score ?? '-'})`] : [])).join('; '), null, null, null]
              : [first?.name ?? null, first?.score ?? null, second?.name ?? null, second?.score ?? null];
          return [match.id, match.bracket, match.group, match.round, match.number, match.status, ...sides, winner, match.disputed ? 'yes' : 'no'];
        }),
    ];
  }

  app.get(
    '/api/admin/tournaments/:id/export.csv',
    {
      preValidation: guards.staff,
      schema: {
        operationId: 'exportTournament',
        summary: 'Export participants, matches or placements as CSV (admin or master)',
        description:
          'text/csv (RFC 4180, UTF-8, every cell quoted) as an attachment. participants: seed, name, status, checked in, ' +
          'waitlist position, linked usernames. matches: every match but byes, its sides and scores (a lobby lists its ' +
          'players with their points), the winner, whether it is disputed. placements: place, name and prize. Cells ' +
          'starting with =, +, -, @, tab or carriage return get a leading single quote, so a spreadsheet never runs them.',
        tags: ['admin', 'brackets'],
        security: [{ bearer: [] }],
        params: BracketParams,
        querystring: ExportQuery,
        response: { 200: fileResponse('text/csv', 'The CSV file, as an attachment.'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const results = await reads.results(id);
      if (results === undefined) return reply.status(404).send({ msg: TOURNAMENT_NOT_FOUND });
      const csv = toCsv(await rowsOf(request.query.what, id, results));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.query.what}-${id}.csv"`)
        .send(csv);
    },
  );
}
