import type { Participant } from '../../../common/contract/brackets';
import type { Placement } from '../../../common/contract/tournaments';
import type { Database } from '../../db/database';
import { DISPUTED_MATCHES, PARTICIPANT_COLUMNS, PARTICIPANT_ORDER, type ParticipantRow } from './bracketStorage';
import type { BracketState } from './engine/types';
import type { StoredBracket } from './publicBracket';

/** What the bracket pages read: whether the tournament is there, its participants, its bracket. */
export class BracketReadsRepository {
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
    return rows.filter((row) => row.id !== null).map(({ tournament: _tournament, ...participant }) => participant);
  }

  /** The tournament's listed results (null when it has none); undefined when there is no such tournament. */
  async results(tournamentId: string): Promise<Placement[] | null | undefined> {
    const rows = await this.db.query<{ results: Placement[] | null }>('SELECT results FROM tournaments WHERE id = $1', [tournamentId]);
    return rows[0] ? rows[0].results : undefined;
  }

  async findBracket(tournamentId: string, { includeDrafts = true } = {}): Promise<StoredBracket | null> {
    const rows = await this.db.query<{ state: BracketState; version: number; disputed: string[] }>(
      `SELECT b.state, b.version, ${DISPUTED_MATCHES} AS disputed FROM brackets b JOIN tournaments t ON t.id = b.tournament_id
       WHERE b.tournament_id = $1 AND ($2 OR t.status <> 'DRAFT')`,
      [tournamentId, includeDrafts],
    );
    return rows[0] ? { tournamentId, state: rows[0].state, version: rows[0].version, disputed: new Set(rows[0].disputed) } : null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    bracketReadsRepository: BracketReadsRepository;
  }
}
