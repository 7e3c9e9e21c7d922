import type { StartBracketBody } from '../../../common/contract/brackets';
import type { Placement } from '../../../common/contract/tournaments';
import { parseFormat } from '../../../common/tournamentFormats';
import { DRAFT_STATUS } from '../../../common/tournamentStatus';
import type { Database, Queryable } from '../../db/database';
import { storeBracketOutcome } from '../tournaments/bracketOutcome';
import { auditAs, type BracketActor } from './bracketAccess';
import { decidedResults } from './bracketResults';
import { BRACKET_NOT_STARTED, lockBeforeStart, PARTICIPANT_ORDER, TOURNAMENT_NOT_FOUND } from './bracketStorage';
import { conflict, invalid, notFound } from './engine/bracketError';
import { createBracket } from './engine/createBracket';
import { MIN_PARTICIPANTS } from './engine/participants';
import { podium } from './engine/standings';
import type { BracketState } from './engine/types';
import type { StoredBracket } from './publicBracket';

/** What a start changed, kept with the bracket so a reset can put it back. */
interface BeforeStart {
  status: string;
  format: string | null;
  entries: EntryChange[];
}

interface EntryChange {
  id: string;
  previous: string;
  next: string;
}

/**
 * The entrants once no-shows are dropped: those holding a place who checked in, then checked-in
 * waitlisted entries in waitlist order, as many as places were freed. The seeds of those who stay
 * are kept; the newcomers follow.
 */
function withoutNoShows<Entry extends { id: string; status: string; checked_in: boolean }>(entries: Entry[]): { entrants: Entry[]; changes: EntryChange[] } {
  const placed = entries.filter((entry) => entry.status === 'registered');
  const present = placed.filter((entry) => entry.checked_in);
  const noShows = placed.filter((entry) => !entry.checked_in);
  const movingUp = entries.filter((entry) => entry.status === 'waitlisted' && entry.checked_in).slice(0, noShows.length);
  return {
    entrants: [...present, ...movingUp],
    changes: [
      ...noShows.map((entry) => ({ id: entry.id, previous: entry.status, next: 'withdrawn' })),
      ...movingUp.map((entry) => ({ id: entry.id, previous: entry.status, next: 'registered' })),
    ],
  };
}

/** New brackets: drawn from the participants when staff start one, or stored played (the demo data). */
export class BracketDrawsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Builds the bracket from the entries holding a place, in the tournament's format unless the
   * body names one. With `dropNotCheckedIn`, entries that did not check in are withdrawn and
   * checked-in waitlisted entries take their places, in waitlist order. Starting makes a public
   * tournament LIVE (a DRAFT stays one until an admin publishes it) and sets its format to the
   * bracket's; what it changed is kept, so a reset before any result puts it back.
   */
  async start(tournamentId: string, body: StartBracketBody, actor: BracketActor): Promise<StoredBracket> {
    return this.db.transaction(async (tx) => {
      const { state, format, entrants, changes } = await this.draw(tx, tournamentId, body);
      const previous = await tx.query<{ status: string; format: string | null }>('SELECT status, format FROM tournaments WHERE id = $1', [tournamentId]);
      const beforeStart: BeforeStart = { status: previous[0]!.status, format: previous[0]!.format, entries: changes };
      await tx.query('INSERT INTO brackets (tournament_id, format, status, state, before_start) VALUES ($1, $2, $3, $4, $5)', [
        tournamentId,
        format,
        state.status,
        JSON.stringify(state),
        JSON.stringify(beforeStart),
      ]);
      if (changes.length > 0) {
        await tx.query(`UPDATE bracket_participants p SET status = c.next FROM unnest($1::text[], $2::text[]) AS c (id, next) WHERE p.id = c.id`, [
          changes.map((change) => change.id),
          changes.map((change) => change.next),
        ]);
      }
      // The participants list shows the seeds the bracket was drawn with.
      await tx.query(
        `UPDATE bracket_participants p SET seed = s.seed FROM unnest($1::text[], $2::int[]) AS s (id, seed) WHERE p.id = s.id`,
        [state.participants.map((participant) => participant.id), state.participants.map((participant) => participant.seed)],
      );
      await tx.query(`UPDATE tournaments SET status = CASE WHEN status = '${DRAFT_STATUS}' THEN status ELSE 'LIVE' END, format = $2, updated_at = now() WHERE id = $1`, [
        tournamentId,
        format,
      ]);
      const dropped = changes.filter((change) => change.next === 'withdrawn').length;
      await auditAs(tx, actor, { action: 'bracket.started', target: tournamentId, details: { format, participants: entrants, dropped, movedUp: changes.length - dropped } });
      return { tournamentId, state, version: 1 };
    });
  }

  /** The bracket `start` would make with this body, stored nowhere. */
  async preview(tournamentId: string, body: StartBracketBody): Promise<StoredBracket> {
    return this.db.transaction(async (tx) => ({ tournamentId, state: (await this.draw(tx, tournamentId, body)).state, version: 0 }));
  }

  /**
   * Takes a started bracket back to seeding while no result is stored (no report, no withdrawal):
   * the tournament gets back its status and format, the entries their places (no-shows dropped at
   * the start are in again, entries that moved up wait again); participants and seeds stay.
   */
  async reset(tournamentId: string, actor: BracketActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const rows = await tx.query<{ state: BracketState; before_start: BeforeStart | null }>(
        'SELECT b.state, b.before_start FROM tournaments t LEFT JOIN brackets b ON b.tournament_id = t.id WHERE t.id = $1 FOR UPDATE OF t',
        [tournamentId],
      );
      if (!rows[0]) throw notFound(TOURNAMENT_NOT_FOUND);
      const { state, before_start: before } = rows[0];
      if (!state) throw notFound(BRACKET_NOT_STARTED);
      if (state.matches.some((match) => match.reportId !== null) || state.participants.some((participant) => participant.withdrawn !== null)) {
        throw conflict('Results are in: the bracket can no longer go back to seeding. Correct a result instead.');
      }
      await tx.query('DELETE FROM brackets WHERE tournament_id = $1', [tournamentId]);
      if (before) {
        const { entries } = before;
        if (entries.length > 0) {
          await tx.query(`UPDATE bracket_participants p SET status = c.previous FROM unnest($1::text[], $2::text[]) AS c (id, previous) WHERE p.id = c.id`, [
            entries.map((entry) => entry.id),
            entries.map((entry) => entry.previous),
          ]);
        }
        await tx.query(`UPDATE tournaments SET status = $2, format = $3, updated_at = now() WHERE id = $1 AND status <> '${DRAFT_STATUS}'`, [tournamentId, before.status, before.format]);
      }
      await auditAs(tx, actor, { action: 'bracket.reset', target: tournamentId, details: { format: state.settings.format } });
    });
  }

  /** Locks the tournament, picks the entrants and draws their bracket; what the entries' statuses would become. */
  private async draw(tx: Queryable, tournamentId: string, body: StartBracketBody) {
    const tournament = await lockBeforeStart(tx, tournamentId);
    const { format: requested, dropNotCheckedIn = false, ...options } = body;
    const format = requested ?? parseFormat(tournament.format);
    if (!format) {
      throw invalid('This tournament has no bracket format: send format (SINGLE_ELIMINATION, DOUBLE_ELIMINATION, ROUND_ROBIN, SWISS or BATTLE_ROYALE).');
    }
    const entries = await tx.query<{ id: string; name: string; seed: number | null; status: string; checked_in: boolean }>(
      `SELECT p.id, p.name, p.seed, p.status, p.checked_in_at IS NOT NULL AS checked_in
       FROM bracket_participants p WHERE p.tournament_id = $1 AND p.status <> 'withdrawn' ORDER BY ${PARTICIPANT_ORDER}`,
      [tournamentId],
    );
    const { entrants, changes } = dropNotCheckedIn ? withoutNoShows(entries) : { entrants: entries.filter((entry) => entry.status === 'registered'), changes: [] };
    if (entrants.length < MIN_PARTICIPANTS) {
      throw conflict(
        dropNotCheckedIn
          ? `A bracket needs at least ${MIN_PARTICIPANTS} participants; ${entrants.length} checked in.`
          : `A bracket needs at least ${MIN_PARTICIPANTS} participants; this tournament has ${entrants.length}.`,
      );
    }
    const participants = entrants.map(({ id, name, seed }) => ({ id, name, seed }));
    return { state: createBracket({ format, participants, options }), format, entrants: entrants.length, changes };
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
