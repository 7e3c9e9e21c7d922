import { DISPUTE_WINDOW_MINUTES, type Dispute, type ResolveDisputeBody } from '../../../common/contract/brackets';
import type { Database, Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import { auditAs, type BracketActor } from './bracketAccess';
import { type BracketWrite, changeBracket } from './bracketChanges';
import { BRACKET_NOT_STARTED, TOURNAMENT_NOT_FOUND } from './bracketStorage';
import { conflict, forbidden, notFound } from './engine/bracketError';
import { reopenForCorrection } from './engine/dispute';
import { findMatch } from './engine/matchState';
import type { BracketState } from './engine/types';
import { toPublicMatch } from './publicBracket';

interface DisputeRow {
  id: string;
  tournament_id: string;
  tournament_title: string;
  match_id: string;
  side: string;
  username: string | null;
  reason: string;
  status: Dispute['status'];
  note: string | null;
  created_at: Date;
  resolved_at: Date | null;
}

const DISPUTE_SELECT = `SELECT d.id, d.tournament_id, t.title AS tournament_title, d.match_id, p.name AS side, u.username, d.reason, d.status,
    d.note, d.created_at, d.resolved_at
  FROM match_disputes d JOIN tournaments t ON t.id = d.tournament_id JOIN bracket_participants p ON p.id = d.participant_id
  LEFT JOIN users u ON u.id = d.user_id`;

function toDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    tournamentId: row.tournament_id,
    tournamentTitle: row.tournament_title,
    matchId: row.match_id,
    side: row.side,
    username: row.username,
    reason: row.reason,
    status: row.status,
    note: row.note,
    createdAt: new Date(row.created_at).toISOString(),
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
  };
}

async function readDispute(db: Queryable, id: string): Promise<Dispute> {
  const rows = await db.query<DisputeRow>(`${DISPUTE_SELECT} WHERE d.id = $1`, [id]);
  return toDispute(rows[0]!);
}

/**
 * Players disputing a reported result, and admins resolving the dispute. A dispute names the
 * report it objects to, so a corrected result can be disputed again; each side disputes a result once.
 */
export class DisputesRepository {
  constructor(private readonly db: Database) {}

  async open(tournamentId: string, matchId: string, userId: string, reason: string): Promise<Dispute> {
    return this.db.transaction(async (tx) => {
      const brackets = await tx.query<{ state: BracketState }>(
        `SELECT b.state FROM tournaments t LEFT JOIN brackets b ON b.tournament_id = t.id WHERE t.id = $1 AND t.status <> 'DRAFT'`,
        [tournamentId],
      );
      if (!brackets[0]) throw notFound(TOURNAMENT_NOT_FOUND);
      if (!brackets[0].state) throw notFound(BRACKET_NOT_STARTED);
      const match = findMatch(brackets[0].state, matchId);
      if (match.status !== 'completed' || match.reportId === null) throw conflict('Only a reported result can be disputed.');
      const sides = match.opponents.flatMap((opponent) => (opponent ? [opponent.participantId] : []));
      const mine = await tx.query<{ participant_id: string }>(
        'SELECT participant_id FROM participant_members WHERE tournament_id = $1 AND user_id = $2 AND participant_id = ANY($3::text[])',
        [tournamentId, userId, sides],
      );
      if (!mine[0]) throw forbidden('Only a player of this match can dispute its result.');
      const reported = await tx.query<{ recent: boolean }>(
        `SELECT created_at > now() - $3 * interval '1 minute' AS recent FROM bracket_reports WHERE tournament_id = $1 AND report_id = $2`,
        [tournamentId, match.reportId, DISPUTE_WINDOW_MINUTES],
      );
      if (!reported[0]?.recent) throw conflict(`A result can be disputed within ${DISPUTE_WINDOW_MINUTES} minutes of its report.`);
      const id = newId();
      const inserted = await tx.query(
        `INSERT INTO match_disputes (id, tournament_id, match_id, report_id, participant_id, user_id, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (tournament_id, match_id, report_id, participant_id) DO NOTHING RETURNING id`,
        [id, tournamentId, matchId, match.reportId, mine[0].participant_id, userId, reason.trim()],
      );
      if (inserted.length === 0) throw conflict('Your side has already disputed this result.');
      await auditAs(tx, { kind: 'person', userId }, { action: 'bracket.match.disputed', target: tournamentId, details: { disputeId: id, matchId } });
      return readDispute(tx, id);
    });
  }

  /** The queue: open disputes first, oldest first; then the resolved ones, latest first. */
  async list(status?: Dispute['status']): Promise<Dispute[]> {
    const rows = await this.db.query<DisputeRow>(
      `${DISPUTE_SELECT} WHERE ($1::text IS NULL OR d.status = $1)
       ORDER BY d.status = 'open' DESC, CASE WHEN d.status = 'open' THEN d.created_at END ASC, d.resolved_at DESC, d.id LIMIT 200`,
      [status ?? null],
    );
    return rows.map(toDispute);
  }

  /**
   * Rejected: the result stands. Upheld: the match is reopened, with what depended on it, for the
   * right result to be reported. The dispute and the bracket change in one transaction.
   */
  async resolve(disputeId: string, { decision, note }: ResolveDisputeBody, actor: BracketActor): Promise<{ dispute: Dispute; tournamentId: string; write: BracketWrite | null }> {
    const found = await this.db.query<{ tournament_id: string; match_id: string }>('SELECT tournament_id, match_id FROM match_disputes WHERE id = $1', [disputeId]);
    if (!found[0]) throw notFound('Dispute not found');
    const { tournament_id: tournamentId, match_id: matchId } = found[0];
    const close = async (tx: Queryable) => {
      const closed = await tx.query(
        `UPDATE match_disputes SET status = $2, note = $3, resolved_by = $4, resolved_at = now() WHERE id = $1 AND status = 'open' RETURNING id`,
        [disputeId, decision, note?.trim() || null, actor.kind === 'person' ? actor.userId : null],
      );
      if (closed.length === 0) throw conflict('This dispute is already resolved.');
      await auditAs(tx, actor, { action: `bracket.dispute.${decision}`, target: tournamentId, details: { disputeId, matchId } });
    };
    if (decision === 'rejected') {
      const dispute = await this.db.transaction(async (tx) => {
        await close(tx);
        return readDispute(tx, disputeId);
      });
      return { dispute, tournamentId, write: null };
    }
    const write = await changeBracket(this.db, tournamentId, async (tx, before) => {
      await close(tx);
      const change = reopenForCorrection(before.state, matchId);
      return { answer: change.changedMatches.map(toPublicMatch), change };
    });
    return { dispute: await readDispute(this.db, disputeId), tournamentId, write };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    disputesRepository: DisputesRepository;
  }
}
