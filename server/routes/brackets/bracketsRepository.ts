import { randomInt } from 'node:crypto';
import type {
  BracketUpdate,
  NewParticipant,
  Participant,
  ReportBody,
  ReportResponse,
  SeedBody,
  StartBracketBody,
} from '../../../common/contract/brackets';
import { MAX_PARTICIPANTS } from '../../../common/contract/brackets';
import type { Placement } from '../../../common/contract/tournaments';
import { parseFormat } from '../../../common/tournamentFormats';
import { DRAFT_STATUS } from '../../../common/tournamentStatus';
import type { Database, Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import { auditAs, type BracketActor } from './bracketAccess';
import { decidedResults, undecidedResults } from './bracketResults';
import { BracketError } from './engine/bracketError';
import { createBracket } from './engine/createBracket';
import { MIN_PARTICIPANTS } from './engine/participants';
import { applyReport, listDependentMatches } from './engine/report';
import { podium } from './engine/standings';
import type { BracketChange, BracketState } from './engine/types';
import { withdrawParticipant } from './engine/withdraw';
import { type StoredBracket, toBracketUpdate, toPublicMatch } from './publicBracket';

/** A refusal with the status and message the caller gets. */
export class BracketRequestError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const TOURNAMENT_NOT_FOUND = 'Tournament not found';
export const BRACKET_NOT_STARTED = 'This tournament has no bracket yet.';
const ALREADY_STARTED = 'The bracket has already started: participants can no longer be added, removed or seeded.';
const ENGINE_STATUS = { invalid: 400, conflict: 409, not_found: 404 } as const;

/** Runs the engine; what it refuses becomes the 400, 404 or 409 its message explains. */
function engine<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof BracketError) throw new BracketRequestError(ENGINE_STATUS[error.kind], error.message);
    throw error;
  }
}

interface ParticipantRow {
  id: string;
  name: string;
  username: string | null;
  seed: number | null;
}

const PARTICIPANT_COLUMNS = 'p.id, p.name, u.username, p.seed';
const PARTICIPANT_ORDER = 'p.seed ASC NULLS LAST, p.created_at, p.id';

/** A stored change of a bracket: the answer for the writer and the one update for the watchers. */
export interface BracketWrite {
  matches: ReportResponse['matches'];
  /** Null when nothing changed (the same report sent again). */
  update: BracketUpdate | null;
  /** The tournament's results (and status) were set or cleared: its cached reads are stale. */
  tournamentChanged: boolean;
}

export class BracketsRepository {
  constructor(private readonly db: Database) {}

  /** `includeDrafts: false` for what the public may see: a DRAFT tournament counts as missing. */
  async tournamentExists(tournamentId: string, { includeDrafts = true } = {}): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM tournaments WHERE id = $1 AND ($2 OR status <> 'DRAFT')`, [tournamentId, includeDrafts])).length > 0;
  }

  /** Null when the tournament does not exist (or, without `includeDrafts`, is a DRAFT). */
  async listParticipants(tournamentId: string, { includeDrafts = true } = {}): Promise<Participant[] | null> {
    const rows = await this.db.query<ParticipantRow & { tournament: boolean }>(
      `SELECT t.id IS NOT NULL AS tournament, ${PARTICIPANT_COLUMNS}
       FROM tournaments t
       LEFT JOIN bracket_participants p ON p.tournament_id = t.id
       LEFT JOIN users u ON u.id = p.user_id
       WHERE t.id = $1 AND ($2 OR t.status <> 'DRAFT') ORDER BY ${PARTICIPANT_ORDER}`,
      [tournamentId, includeDrafts],
    );
    if (rows.length === 0) return null;
    return rows.filter((row) => row.id !== null).map(({ id, name, username, seed }) => ({ id, name, username, seed }));
  }

  async findBracket(tournamentId: string, { includeDrafts = true } = {}): Promise<StoredBracket | null> {
    const rows = await this.db.query<{ state: BracketState; version: number }>(
      `SELECT b.state, b.version FROM brackets b JOIN tournaments t ON t.id = b.tournament_id
       WHERE b.tournament_id = $1 AND ($2 OR t.status <> 'DRAFT')`,
      [tournamentId, includeDrafts],
    );
    return rows[0] ? { tournamentId, state: rows[0].state, version: rows[0].version } : null;
  }

  /** Locks the tournament against other participant changes and a bracket start, and checks the bracket has not started. */
  private async lockBeforeStart(tx: Queryable, tournamentId: string): Promise<{ format: string | null }> {
    const rows = await tx.query<{ format: string | null; started: boolean }>(
      `SELECT format, EXISTS (SELECT 1 FROM brackets b WHERE b.tournament_id = t.id) AS started
       FROM tournaments t WHERE id = $1 FOR UPDATE`,
      [tournamentId],
    );
    if (!rows[0]) throw new BracketRequestError(404, TOURNAMENT_NOT_FOUND);
    if (rows[0].started) throw new BracketRequestError(409, ALREADY_STARTED);
    return { format: rows[0].format };
  }

  async addParticipants(tournamentId: string, inputs: NewParticipant[], actor: BracketActor): Promise<Participant[]> {
    const names = new Set<string>();
    for (const input of inputs) {
      const key = input.name.trim().toLowerCase();
      if (names.has(key)) throw new BracketRequestError(400, `${input.name.trim()} is listed twice.`);
      names.add(key);
    }
    return this.db.transaction(async (tx) => {
      await this.lockBeforeStart(tx, tournamentId);
      const existing = await tx.query<{ name: string; user_id: string | null }>('SELECT name, user_id FROM bracket_participants WHERE tournament_id = $1', [
        tournamentId,
      ]);
      if (existing.length + inputs.length > MAX_PARTICIPANTS) {
        throw new BracketRequestError(400, `A tournament holds at most ${MAX_PARTICIPANTS} participants; it has ${existing.length}.`);
      }
      const taken = existing.find((row) => names.has(row.name.toLowerCase()));
      if (taken) throw new BracketRequestError(409, `${taken.name} is already a participant of this tournament.`);

      const usernames = [...new Set(inputs.flatMap((input) => (input.username ? [input.username.toLowerCase()] : [])))];
      const users = usernames.length
        ? await tx.query<{ id: string; username: string; normalized: string }>(
            'SELECT id, username, username_normalized AS normalized FROM users WHERE username_normalized = ANY($1::text[])',
            [usernames],
          )
        : [];
      const userByName = new Map(users.map((user) => [user.normalized, user]));
      const linked = new Set(existing.flatMap((row) => (row.user_id ? [row.user_id] : [])));
      const rows = inputs.map((input) => {
        const user = input.username ? userByName.get(input.username.toLowerCase()) : undefined;
        if (input.username && !user) throw new BracketRequestError(400, `No VERSUS account is named ${input.username}.`);
        if (user && linked.has(user.id)) throw new BracketRequestError(409, `${user.username} already plays in this tournament.`);
        if (user) linked.add(user.id);
        return { id: newId(), name: input.name.trim(), userId: user?.id ?? null, username: user?.username ?? null, seed: input.seed ?? null };
      });
      // One statement for the whole list, in the order given (a CSV import keeps its order).
      await tx.query(
        `INSERT INTO bracket_participants (id, tournament_id, name, user_id, seed, created_at)
         SELECT id, $1, name, user_id, seed, clock_timestamp() + (ordinality * interval '1 microsecond')
         FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) WITH ORDINALITY AS p (id, name, user_id, seed)`,
        [tournamentId, rows.map((row) => row.id), rows.map((row) => row.name), rows.map((row) => row.userId), rows.map((row) => row.seed)],
      );
      await auditAs(tx, actor, {
        action: 'bracket.participants.added',
        target: tournamentId,
        details: { count: rows.length, names: rows.slice(0, 20).map((row) => row.name) },
      });
      return rows.map(({ id, name, username, seed }) => ({ id, name, username, seed }));
    });
  }

  /** False when the tournament has no such participant. */
  async deleteParticipant(tournamentId: string, participantId: string, actor: BracketActor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await this.lockBeforeStart(tx, tournamentId);
      const rows = await tx.query<{ name: string }>('DELETE FROM bracket_participants WHERE id = $1 AND tournament_id = $2 RETURNING name', [
        participantId,
        tournamentId,
      ]);
      if (!rows[0]) return false;
      await auditAs(tx, actor, { action: 'bracket.participant.removed', target: tournamentId, details: { participantId, name: rows[0].name } });
      return true;
    });
  }

  /**
   * New seeds from 1: the participants listed, in that order, then the others in their current
   * order; or a random order of everyone.
   */
  async seed(tournamentId: string, body: SeedBody, actor: BracketActor): Promise<Participant[]> {
    return this.db.transaction(async (tx) => {
      await this.lockBeforeStart(tx, tournamentId);
      const current = await tx.query<{ id: string }>(`SELECT p.id FROM bracket_participants p WHERE p.tournament_id = $1 ORDER BY ${PARTICIPANT_ORDER}`, [
        tournamentId,
      ]);
      const ids = current.map((row) => row.id);
      let order: string[];
      if ('order' in body) {
        const known = new Set(ids);
        const listed = body.order.map((id) => id.toLowerCase());
        const stranger = listed.find((id) => !known.has(id));
        if (stranger) throw new BracketRequestError(400, `Participant ${stranger} is not in this tournament.`);
        const first = new Set(listed);
        order = [...listed, ...ids.filter((id) => !first.has(id))];
      } else {
        order = [...ids];
        for (let index = order.length - 1; index > 0; index--) {
          const other = randomInt(index + 1);
          [order[index], order[other]] = [order[other]!, order[index]!];
        }
      }
      await tx.query(
        `UPDATE bracket_participants p SET seed = s.seed
         FROM unnest($2::text[]) WITH ORDINALITY AS s (id, seed) WHERE p.id = s.id AND p.tournament_id = $1`,
        [tournamentId, order],
      );
      await auditAs(tx, actor, { action: 'bracket.participants.seeded', target: tournamentId, details: { shuffle: !('order' in body) } });
      const rows = await tx.query<ParticipantRow>(
        `SELECT ${PARTICIPANT_COLUMNS} FROM bracket_participants p LEFT JOIN users u ON u.id = p.user_id
         WHERE p.tournament_id = $1 ORDER BY ${PARTICIPANT_ORDER}`,
        [tournamentId],
      );
      return rows;
    });
  }

  /** Builds the bracket from the participants, in the tournament's format unless the body names one. */
  async start(tournamentId: string, body: StartBracketBody, actor: BracketActor): Promise<StoredBracket> {
    return this.db.transaction(async (tx) => {
      const tournament = await this.lockBeforeStart(tx, tournamentId);
      const { format: requested, ...options } = body;
      const format = requested ?? parseFormat(tournament.format);
      if (!format) {
        throw new BracketRequestError(400, 'This tournament has no bracket format: send format (SINGLE_ELIMINATION, DOUBLE_ELIMINATION, ROUND_ROBIN, SWISS or BATTLE_ROYALE).');
      }
      const participants = await tx.query<{ id: string; name: string; seed: number | null }>(
        `SELECT p.id, p.name, p.seed FROM bracket_participants p WHERE p.tournament_id = $1 ORDER BY ${PARTICIPANT_ORDER}`,
        [tournamentId],
      );
      if (participants.length < MIN_PARTICIPANTS) {
        throw new BracketRequestError(409, `A bracket needs at least ${MIN_PARTICIPANTS} participants; this tournament has ${participants.length}.`);
      }
      const state = engine(() => createBracket({ format, participants, options }));
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
  async insertPlayedBracket(
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
      await this.lockBeforeStart(tx, tournamentId);
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
      if (places) {
        await tx.query("UPDATE tournaments SET results = $2, status = 'COMPLETED', updated_at = now() WHERE id = $1", [
          tournamentId,
          JSON.stringify(decidedResults(places, tournament.results)),
        ]);
      }
      return true;
    });
  }

  /**
   * Applies a result. The bracket row is locked for the whole transaction, so two reports of the
   * same bracket run one after the other; the report is stored by its id in the same transaction,
   * so the same id again finds it (even when it raced the first one) and answers what it answered.
   */
  async report(tournamentId: string, matchId: string, body: ReportBody, actor: BracketActor): Promise<BracketWrite> {
    return this.write(tournamentId, async (tx, before) => {
      const previous = await tx.query<{ match_id: string; response: ReportResponse }>(
        'SELECT match_id, response FROM bracket_reports WHERE tournament_id = $1 AND report_id = $2',
        [tournamentId, body.reportId],
      );
      if (previous[0]) {
        if (previous[0].match_id !== matchId) {
          throw new BracketRequestError(409, `reportId ${body.reportId} was already used for match ${previous[0].match_id}: choose a new one for each report.`);
        }
        return { answer: previous[0].response.matches, change: null };
      }
      const outcome = engine(() => applyReport(before.state, matchId, body));
      const matches = outcome.changedMatches.map(toPublicMatch);
      await tx.query('INSERT INTO bracket_reports (tournament_id, report_id, match_id, response, reported_by) VALUES ($1, $2, $3, $4, $5)', [
        tournamentId,
        body.reportId,
        matchId,
        JSON.stringify({ matches }),
        actor.kind === 'person' ? `user:${actor.userId}` : `key:${actor.keyId}`,
      ]);
      const result = 'scores' in body ? { scores: body.scores } : { placements: body.placements.length };
      await auditAs(tx, actor, {
        action: body.correct ? 'bracket.match.corrected' : 'bracket.match.reported',
        target: tournamentId,
        details: { matchId, reportId: body.reportId, ...result, ...(outcome.resetMatchIds.length ? { resetMatches: outcome.resetMatchIds } : {}) },
      });
      return { answer: matches, change: outcome.duplicate ? null : outcome };
    });
  }

  async withdraw(tournamentId: string, participantId: string, reason: 'forfeit' | 'disqualified', actor: BracketActor): Promise<BracketWrite> {
    return this.write(tournamentId, async (tx, before) => {
      const change = engine(() => withdrawParticipant(before.state, participantId, reason));
      await auditAs(tx, actor, { action: 'bracket.participant.withdrawn', target: tournamentId, details: { participantId, reason } });
      return { answer: change.changedMatches.map(toPublicMatch), change };
    });
  }

  /** The later matches a correction of this match would reset if it changed the winner. */
  async dependentMatches(tournamentId: string, matchId: string): Promise<ReportResponse['matches']> {
    const stored = await this.findBracket(tournamentId);
    if (!stored) throw new BracketRequestError(404, BRACKET_NOT_STARTED);
    return engine(() => listDependentMatches(stored.state, matchId)).map(toPublicMatch);
  }

  /** One change of a bracket in one transaction: row locked, engine applied, new state and version stored, results kept in step. */
  private async write(
    tournamentId: string,
    work: (tx: Queryable, before: StoredBracket) => Promise<{ answer: ReportResponse['matches']; change: BracketChange | null }>,
  ): Promise<BracketWrite> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ state: BracketState; version: number }>('SELECT state, version FROM brackets WHERE tournament_id = $1 FOR UPDATE', [
        tournamentId,
      ]);
      if (!rows[0]) {
        const exists = (await tx.query('SELECT 1 FROM tournaments WHERE id = $1', [tournamentId])).length > 0;
        throw new BracketRequestError(404, exists ? BRACKET_NOT_STARTED : TOURNAMENT_NOT_FOUND);
      }
      const before: StoredBracket = { tournamentId, state: rows[0].state, version: rows[0].version };
      const { answer, change } = await work(tx, before);
      if (!change) return { matches: answer, update: null, tournamentChanged: false };
      const after: StoredBracket = { tournamentId, state: change.state, version: before.version + 1 };
      await tx.query('UPDATE brackets SET state = $2, status = $3, version = $4, updated_at = now() WHERE tournament_id = $1', [
        tournamentId,
        JSON.stringify(after.state),
        after.state.status,
        after.version,
      ]);
      const tournamentChanged = await keepResultsInStep(tx, tournamentId, before.state, after.state);
      return { matches: answer, update: toBracketUpdate(before, after, change.changedMatches), tournamentChanged };
    });
  }
}

/**
 * A completed bracket decides the tournament: its results are the podium (places 1 to 3 with
 * names, each with the prize the tournament lists for that place) and it is COMPLETED. A
 * correction that reopens the bracket takes both back, keeping the prizes of the places. A DRAFT
 * keeps its results in step too but stays a DRAFT: only an admin publishes a tournament.
 */
async function keepResultsInStep(tx: Queryable, tournamentId: string, before: BracketState, after: BracketState): Promise<boolean> {
  if (before.status !== 'completed' && after.status !== 'completed') return false;
  const rows = await tx.query<{ results: Placement[] | null }>('SELECT results FROM tournaments WHERE id = $1 FOR UPDATE', [tournamentId]);
  const listed = rows[0]?.results ?? null;
  const places = podium(after);
  const results = places ? decidedResults(places, listed) : undecidedResults(listed);
  await tx.query(
    `UPDATE tournaments SET results = $2, status = CASE WHEN status = '${DRAFT_STATUS}' THEN status ELSE $3 END, updated_at = now() WHERE id = $1`,
    [tournamentId, results && JSON.stringify(results), places ? 'COMPLETED' : 'LIVE'],
  );
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    bracketsRepository: BracketsRepository;
  }
}
