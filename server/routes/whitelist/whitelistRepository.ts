import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import type { WalletChain } from '../../../common/whitelist';
import type { WhitelistEntry } from '../../../common/contract/whitelist';

interface EntryRow {
  id: string;
  wallet_address: string;
  chain: WalletChain;
  created_at: Date | string;
}

export type JoinResult = { ok: true; entry: WhitelistEntry } | { ok: false; reason: 'already_joined' };

function toEntry(row: EntryRow): WhitelistEntry {
  return { _id: row.id, walletAddress: row.wallet_address, chain: row.chain, createdAt: new Date(row.created_at).toISOString() };
}

export class WhitelistRepository {
  constructor(private readonly db: Database) {}

  /**
   * One entry per account; the unique index on the account decides races. A claim is not a proof
   * of the wallet, so several accounts may name the same one: each claim is a row of its own and
   * never tells of the others.
   */
  async join(userId: string, chain: WalletChain, walletAddress: string): Promise<JoinResult> {
    const rows = await this.db.query<EntryRow>(
      `INSERT INTO token_whitelist (id, user_id, chain, wallet_address) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO NOTHING RETURNING id, wallet_address, chain, created_at`,
      [newId(), userId, chain, walletAddress],
    );
    return rows[0] ? { ok: true, entry: toEntry(rows[0]) } : { ok: false, reason: 'already_joined' };
  }

  async entryOf(userId: string): Promise<WhitelistEntry | null> {
    const rows = await this.db.query<EntryRow>(
      'SELECT id, wallet_address, chain, created_at FROM token_whitelist WHERE user_id = $1',
      [userId],
    );
    return rows[0] ? toEntry(rows[0]) : null;
  }

  async leave(userId: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM token_whitelist WHERE user_id = $1 RETURNING id', [userId]);
    return rows.length > 0;
  }

  async count(): Promise<number> {
    const [row] = await this.db.query<{ count: number }>('SELECT count(*)::int AS count FROM token_whitelist');
    return row?.count ?? 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    whitelistRepository: WhitelistRepository;
  }
}
