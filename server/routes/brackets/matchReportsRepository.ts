import type { ReportBody, ReportResponse } from '../../../common/contract/brackets';
import type { Database, Queryable } from '../../db/database';
import { auditAs, type BracketActor } from './bracketAccess';
import { type BracketWrite, changeBracket } from './bracketChanges';
import { conflict } from './engine/bracketError';
import { findMatch } from './engine/matchState';
import { applyReport, startMatch } from './engine/report';
import { toPublicMatch } from './publicBracket';

/** Matches being played: called by staff or the bot, results reported by them, corrected by staff; each report stored by its id. */
export class MatchReportsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Applies a result. The bracket row is locked for the whole transaction, so two reports of the
   * same bracket run one after the other; the report is stored by its id in the same transaction,
   * so the same id again finds it (even when it raced the first one) and answers what it answered.
   */
  async report(tournamentId: string, matchId: string, body: ReportBody, actor: BracketActor): Promise<BracketWrite> {
    return changeBracket(this.db, tournamentId, async (tx, before) => {
      const previous = await tx.query<{ match_id: string; response: ReportResponse }>(
        'SELECT match_id, response FROM bracket_reports WHERE tournament_id = $1 AND report_id = $2',
        [tournamentId, body.reportId],
      );
      if (previous[0]) {
        if (previous[0].match_id !== matchId) {
          throw conflict(`reportId ${body.reportId} was already used for match ${previous[0].match_id}: choose a new one for each report.`);
        }
        return { answer: previous[0].response.matches, change: null };
      }
      const outcome = applyReport(before.state, matchId, body, await bestOfIn(tx, tournamentId));
      const matches = outcome.changedMatches.map(toPublicMatch);
      await tx.query('INSERT INTO bracket_reports (tournament_id, report_id, match_id, response, reported_by) VALUES ($1, $2, $3, $4, $5)', [
        tournamentId,
        body.reportId,
        matchId,
        JSON.stringify({ matches }),
        actor.kind === 'person' ? `user:${actor.userId}` : `key:${actor.keyId}`,
      ]);
      const result = 'scores' in body ? { scores: body.scores, ...(body.games ? { games: body.games } : {}) } : { placements: body.placements.length };
      await auditAs(tx, actor, {
        action: body.correct ? 'bracket.match.corrected' : 'bracket.match.reported',
        target: tournamentId,
        details: { matchId, reportId: body.reportId, ...result, ...(outcome.resetMatchIds.length ? { resetMatches: outcome.resetMatchIds } : {}) },
      });
      return { answer: matches, change: outcome.duplicate ? null : outcome };
    });
  }

  /**
   * Calls a ready match: it is being played, for everyone watching. Calling it again while it is
   * being played answers it as it is and changes nothing, so the bot may retry.
   */
  async call(tournamentId: string, matchId: string, actor: BracketActor): Promise<BracketWrite> {
    return changeBracket(this.db, tournamentId, async (tx, before) => {
      const current = findMatch(before.state, matchId);
      if (current.status === 'running') return { answer: [toPublicMatch(current)], change: null };
      const change = startMatch(before.state, matchId);
      await auditAs(tx, actor, { action: 'bracket.match.called', target: tournamentId, details: { matchId } });
      return { answer: change.changedMatches.map(toPublicMatch), change };
    });
  }
}

/** The games in a series of the tournament, read in the bracket's transaction so the report is judged by the setting it is stored under. */
async function bestOfIn(tx: Queryable, tournamentId: string): Promise<number> {
  const rows = await tx.query<{ best_of: number }>('SELECT best_of FROM tournaments WHERE id = $1', [tournamentId]);
  return rows[0]?.best_of ?? 1;
}

declare module 'fastify' {
  interface FastifyInstance {
    matchReportsRepository: MatchReportsRepository;
  }
}
