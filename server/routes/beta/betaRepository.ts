import type { Database, Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import { type BetaFeatureStatus, DEFAULT_BETA_TARGET, UNKNOWN_RELEASE } from '../../../common/beta';
import type { BetaCountdown, BetaFeature, BetaFeatureLists, CreateFeatureBody, PutCountdownBody, UpdateFeatureBody } from '../../../common/contract/beta';
import { DEFAULT_BETA_FEATURES } from './defaultBetaFeatures';

/** What the countdown says until an admin sets it. */
export const DEFAULT_COUNTDOWN: Omit<BetaCountdown, 'currentMembers'> = {
  isActive: true,
  title: 'VERSUS Beta',
  subtitle: 'Join the founding members who shape the future of esports on VERSUS.',
  targetMembers: DEFAULT_BETA_TARGET,
};

// Any constant works; it only has to be the same for every process that initializes the list.
const INITIALIZE_LOCK_ID = 4_242_006;
const SORT_ORDER_STEP = 10;
const FEATURE_COLUMNS = 'id, title, description, status, estimated_release';

interface CountdownRow {
  is_active: boolean;
  title: string;
  subtitle: string;
  target_members: number;
}

interface FeatureRow {
  id: string;
  title: string;
  description: string;
  status: BetaFeatureStatus;
  estimated_release: string;
}

function toFeature(row: FeatureRow): BetaFeature {
  return { _id: row.id, title: row.title, description: row.description, status: row.status, estimatedRelease: row.estimated_release };
}

/** Future features are the planned ones; completed and active ones are current. */
export function isFutureFeature(feature: Pick<BetaFeature, 'status'>): boolean {
  return feature.status === 'planned';
}

async function insertFeature(db: Queryable, fields: CreateFeatureBody & { sortOrder: number }): Promise<BetaFeature> {
  const rows = await db.query<FeatureRow>(
    `INSERT INTO beta_features (id, title, description, status, estimated_release, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${FEATURE_COLUMNS}`,
    [newId(), fields.title, fields.description, fields.status, fields.estimatedRelease ?? UNKNOWN_RELEASE, fields.sortOrder],
  );
  return toFeature(rows[0]!);
}

export class BetaRepository {
  constructor(private readonly db: Database) {}

  /** Members are verified accounts that still exist. */
  async countMembers(): Promise<number> {
    const [row] = await this.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM users WHERE email_verified_at IS NOT NULL AND deleted_at IS NULL',
    );
    return row?.count ?? 0;
  }

  async countdown(): Promise<BetaCountdown> {
    const [rows, currentMembers] = await Promise.all([
      this.db.query<CountdownRow>('SELECT is_active, title, subtitle, target_members FROM beta_countdown'),
      this.countMembers(),
    ]);
    const row = rows[0];
    const settings = row
      ? { isActive: row.is_active, title: row.title, subtitle: row.subtitle, targetMembers: row.target_members }
      : DEFAULT_COUNTDOWN;
    return { ...settings, currentMembers };
  }

  async saveCountdown(settings: PutCountdownBody): Promise<void> {
    await this.db.query(
      `INSERT INTO beta_countdown (singleton, is_active, title, subtitle, target_members) VALUES (true, $1, $2, $3, $4)
       ON CONFLICT (singleton) DO UPDATE SET is_active = EXCLUDED.is_active, title = EXCLUDED.title,
         subtitle = EXCLUDED.subtitle, target_members = EXCLUDED.target_members, updated_at = now()`,
      [settings.isActive, settings.title, settings.subtitle, settings.targetMembers],
    );
  }

  async featureLists(): Promise<BetaFeatureLists> {
    // The list is small (an admin writes each row); the bound only guards against a runaway table.
    const rows = await this.db.query<FeatureRow>(
      `SELECT ${FEATURE_COLUMNS} FROM beta_features ORDER BY sort_order, created_at, id LIMIT 200`,
    );
    const features = rows.map(toFeature);
    return { current: features.filter((feature) => !isFutureFeature(feature)), future: features.filter(isFutureFeature) };
  }

  async findFeature(id: string): Promise<BetaFeature | null> {
    const rows = await this.db.query<FeatureRow>(`SELECT ${FEATURE_COLUMNS} FROM beta_features WHERE id = $1`, [id]);
    return rows[0] ? toFeature(rows[0]) : null;
  }

  /** New features go after the others unless a sort order is given. */
  async createFeature(fields: CreateFeatureBody): Promise<BetaFeature> {
    const sortOrder =
      fields.sortOrder ??
      ((await this.db.query<{ next: number }>(`SELECT COALESCE(max(sort_order), 0)::int + ${SORT_ORDER_STEP} AS next FROM beta_features`))[0]?.next ??
        SORT_ORDER_STEP);
    return insertFeature(this.db, { ...fields, sortOrder });
  }

  async updateFeature(id: string, changes: UpdateFeatureBody): Promise<BetaFeature | null> {
    const rows = await this.db.query<FeatureRow>(
      `UPDATE beta_features SET
         title = COALESCE($2, title),
         description = COALESCE($3, description),
         status = COALESCE($4, status),
         estimated_release = COALESCE($5, estimated_release),
         sort_order = COALESCE($6, sort_order),
         updated_at = now()
       WHERE id = $1 RETURNING ${FEATURE_COLUMNS}`,
      [id, changes.title ?? null, changes.description ?? null, changes.status ?? null, changes.estimatedRelease ?? null, changes.sortOrder ?? null],
    );
    return rows[0] ? toFeature(rows[0]) : null;
  }

  async deleteFeature(id: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM beta_features WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0;
  }

  /**
   * Writes the default feature list when there are no features at all, and returns how many it
   * wrote. One transaction under an advisory lock, so two calls at once (two visitors, two
   * processes on one PostgreSQL) never write the list twice: the second finds it written.
   */
  async createDefaultFeaturesIfNone(): Promise<number> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [INITIALIZE_LOCK_ID]);
      const existing = await tx.query('SELECT 1 FROM beta_features LIMIT 1');
      if (existing.length > 0) return 0;
      for (const [index, feature] of DEFAULT_BETA_FEATURES.entries()) {
        await insertFeature(tx, { ...feature, sortOrder: (index + 1) * SORT_ORDER_STEP });
      }
      return DEFAULT_BETA_FEATURES.length;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    betaRepository: BetaRepository;
  }
}
