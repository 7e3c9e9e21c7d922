import type { StartBracketBody } from '../../../common/contract/brackets';
import type { Placement } from '../../../common/contract/tournaments';
import { parseFormat } from '../../../common/tournamentFormats';
import type { Database } from '../../db/database';
import { storeBracketOutcome } from '../tournaments/bracketOutcome';
import { auditAs, type BracketActor } from './bracketAccess';
import { decidedResults } from './bracketResults';
import { lockBeforeStart, PARTICIPANT_ORDER } from './bracketStorage';
import { conflict, invalid } from './engine/bracketError';
import { createBracket } from './engine/createBracket';
import { MIN_PARTICIPANTS } from './engine/participants';
import { podium } from './engine/standings';
import type { BracketState } from './engine/types';
import type { StoredBracket } from './publicBracket';

/** New brackets: drawn from the participants when staff start one, or stored played (the demo data). */
export class BracketDrawsRepository {
  constructor(private readonly db: Database) {}

  /** Builds the bracket from the participants, in the tournament's format unless the body names one. */
  async start(tournamentId: string, body: StartBracketBody, actor: BracketActor): Promise<StoredBracket> {
    return this.db.transaction(async (tx) => {
      const tournament = await lockBeforeStart(tx, tournamentId);
      const { format: requested, ...options } = body;
      const format = requested ?? parseFormat(tournament.format);
      if (!format) {
        throw invalid('This tournament has no bracket format: send format (SINGLE_ELIMINATION, DOUBLE_ELIMINATION, ROUND_ROBIN, SWISS or BATTLE_ROYALE).');
      }
      const participants = await tx.query<{ id: string; name: string; seed: number | null }>(
        `SELECT p.id, p.name, p.seed FROM bracket_participants p WHERE p.tournament_id = $1 AND p.status = 'registered' ORDER BY ${PARTICIPANT_ORDER}`,
        [tournamentId],
      );
      if (participants.length < MIN_PARTICIPANTS) {
        throw conflict(`A bracket needs at least ${MIN_PARTICIPANTS} participants; this tournament has ${participants.length}.`);
      }
      const state = createBracket({ format, participants, options });
      await tx.query('INSERT INTO brackets (tournament_id, format, status, state) VALUES ($1, $2, $3, $4)', [
        tournamentId,
        format,
        state.status,
        JSON.stringify(state),
      ]);
      // The participants list shows the seeds the bracket was drawn with.
      await tx.query(
        `UPDATE bracket_participants p SET seed = s.seed FROM unnest($1::text[], $2::int[]) AS s (id, seed) WHERE p.id = s.id`,
        [state.participants.map((participant) => participant.id), state.participants.map((participant) => participant.seed)],
      );
      await auditAs(tx, actor, { action: 'bracket.started', target: tournamentId, details: { format, participants: participants.length } });
      return { tournamentId, state, version: 1 };
    });
  }

  /**
   * Stores a bracket drawn and played elsewhere (the demo data), with its participants, in one
   * transaction. False when the tournament is missing, in another status, or already has
   * participants: nothing is written then. A completed bracket decides the results as a played one
   * would, keeping the prize listed for each place.
   */
  async insertPlayed(
    tournamentId: string,
    status: 'LIVE' | 'COMPLETED',
    participants: Array<{ id: string; name: string; seed: number }>,
    state: BracketState,
    version: number,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ status: string; results: Placement[] | null; has_participants: boolean }>(
        `SELECT status, results, EXISTS (SELECT 1 FROM bracket_participants p WHERE p.tournament_id = t.id) AS has_participants
         FROM tournaments t WHERE id = $1 FOR UPDATE`,
        [tournamentId],
      );
      const tournament = rows[0];
      if (!tournament || tournament.status !== status || tournament.has_participants) return false;
      await lockBeforeStart(tx, tournamentId);
      await tx.query(
        `INSERT INTO bracket_participants (id, tournament_id, name, seed, created_at)
         SELECT id, $1, name, seed, clock_timestamp() + (ordinality * interval '1 microsecond')
         FROM unnest($2::text[], $3::text[], $4::int[]) WITH ORDINALITY AS p (id, name, seed)`,
        [tournamentId, participants.map((row) => row.id), participants.map((row) => row.name), participants.map((row) => row.seed)],
      );
      await tx.query('INSERT INTO brackets (tournament_id, format, status, state, version) VALUES ($1, $2, $3, $4, $5)', [
        tournamentId,
        state.settings.format,
        state.status,
        JSON.stringify(state),
        version,
      ]);
      const places = podium(state);
      // The tournament is LIVE or COMPLETED (checked above), so it becomes COMPLETED.
      if (places) await storeBracketOutcome(tx, tournamentId, decidedResults(places, tournament.results), true);
      return true;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    bracketDrawsRepository: BracketDrawsRepository;
  }
}
