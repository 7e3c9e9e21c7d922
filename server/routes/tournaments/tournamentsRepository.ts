import type { Database, Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import { OutboxRepository } from '../../notifications/outboxRepository';
import { fillOpenPlaces } from './waitlist';
import { fieldMessage } from '../../plugins/validationMessages';
import type { Prize } from '../../../common/contract/registrations';
import type { AdminTournament, AdminTournamentListQuery, Placement, Tournament, TournamentSort } from '../../../common/contract/tournaments';
import { type AdminTournamentStatus, DRAFT_STATUS, opensRegistration, type TournamentStatus } from '../../../common/tournamentStatus';

interface TournamentRow {
  id: string;
  title: string;
  status: AdminTournamentStatus;
  start_at: Date | null;
  prize_pool: string | null;
  format: string | null;
  platform: string | null;
  organizer: string | null;
  hero_url: string | null;
  game_key: string | null;
  description: string | null;
  rules: string | null;
  results: Placement[] | null;
  registration_capacity: number | null;
  registration_opens_at: Date | null;
  registration_closes_at: Date | null;
  team_size: number;
  check_in_minutes: number;
  best_of: number;
  prizes: Prize[];
  has_bracket: boolean;
  created_at: Date;
  updated_at: Date;
  total?: number;
  notify_signups?: number;
}

/** The stored fields an admin writes, already checked and normalised by the route. */
export interface TournamentFields {
  title: string;
  status: AdminTournamentStatus;
  startAt: Date | null;
  prizePool: string | null;
  format: string | null;
  platform: string | null;
  organizer: string | null;
  heroUrl: string | null;
  gameKey: string | null;
  description: string | null;
  rules: string | null;
  results: Placement[] | null;
  registrationCapacity: number | null;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
  teamSize: number;
  checkInMinutes: number;
  bestOf: number;
  prizes: Prize[];
}

export interface TournamentFilters {
  gameKey?: string;
  statuses?: TournamentStatus[];
  platform?: string;
  text?: string;
}

const COLUMN_OF: Record<keyof TournamentFields, string> = {
  title: 'title',
  status: 'status',
  startAt: 'start_at',
  prizePool: 'prize_pool',
  format: 'format',
  platform: 'platform',
  organizer: 'organizer',
  heroUrl: 'hero_url',
  gameKey: 'game_key',
  description: 'description',
  rules: 'rules',
  results: 'results',
  registrationCapacity: 'registration_capacity',
  registrationOpensAt: 'registration_opens_at',
  registrationClosesAt: 'registration_closes_at',
  teamSize: 'team_size',
  checkInMinutes: 'check_in_minutes',
  bestOf: 'best_of',
  prizes: 'prizes',
};

const JSON_FIELDS = new Set<keyof TournamentFields>(['results', 'prizes']);

const COLUMNS = `id, title, status, start_at, prize_pool, format, platform, organizer, hero_url, game_key, description, rules, results,
  registration_capacity, registration_opens_at, registration_closes_at, team_size, check_in_minutes, best_of, prizes,
  EXISTS (SELECT 1 FROM brackets b WHERE b.tournament_id = tournaments.id) AS has_bracket, created_at, updated_at`;

const ORDER_BY: Record<TournamentSort, string> = {
  // What is still to come first (earliest start first, then undated), then what is live, then the
  // past, most recent first: a page of 20 never fills up with old tournaments as the site ages.
  date: `CASE status WHEN 'LIVE' THEN 1 WHEN 'COMPLETED' THEN 2 ELSE 0 END,
         CASE WHEN status = 'COMPLETED' THEN start_at END DESC NULLS LAST,
         start_at ASC NULLS LAST, title, id`,
  title: 'lower(title), id',
};

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

export function toTournament(row: TournamentRow): Tournament {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    status: row.status,
    startAt: row.start_at ? iso(row.start_at) : null,
    prizePool: row.prize_pool,
    format: row.format,
    platform: row.platform,
    organizer: row.organizer,
    heroUrl: row.hero_url,
    game: row.game_key,
    gameKey: row.game_key,
    description: row.description,
    rules: row.rules,
    results: row.results,
    registration: {
      capacity: row.registration_capacity,
      opensAt: row.registration_opens_at ? iso(row.registration_opens_at) : null,
      closesAt: row.registration_closes_at ? iso(row.registration_closes_at) : null,
      teamSize: row.team_size,
      checkInMinutes: row.check_in_minutes,
    },
    bestOf: row.best_of,
    prizes: row.prizes,
    hasBracket: row.has_bracket,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function toAdminTournament(row: TournamentRow): AdminTournament {
  return { ...toTournament(row), notifySignups: row.notify_signups ?? 0 };
}

// Sign-ups not mailed yet: what leaving COMING_SOON would queue.
const PENDING_SIGNUPS = `(SELECT count(*)::int FROM notify_signups s WHERE s.tournament_id = tournaments.id
  AND NOT EXISTS (SELECT 1 FROM notification_outbox o WHERE o.signup_id = s.id AND o.kind = 'registration-open')) AS notify_signups`;

function toParam(field: keyof TournamentFields, value: TournamentFields[keyof TournamentFields]): unknown {
  return JSON_FIELDS.has(field) && value !== null ? JSON.stringify(value) : value;
}

/** `%` and `_` typed by a visitor are searched for literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A change that would close registration before it opens. */
export class RegistrationWindowError extends Error {
  constructor() {
    super(fieldMessage('body.registration.closesAt', 'must be later than opens at'));
  }
}

export class TournamentsRepository {
  constructor(private readonly db: Database) {}

  async list(filters: TournamentFilters, page: { sort: TournamentSort; limit: number; skip: number }): Promise<{ items: Tournament[]; total: number }> {
    // Drafts are for the backoffice only (adminList).
    const conditions: string[] = [`status <> '${DRAFT_STATUS}'`];
    const params: unknown[] = [];
    const where = (sql: string, value: unknown) => {
      params.push(value);
      conditions.push(sql.replace('?', `$${params.length}`));
    };
    if (filters.gameKey) where('game_key = ?', filters.gameKey);
    if (filters.statuses?.length) where('status = ANY(?::text[])', filters.statuses);
    if (filters.platform) where('lower(platform) = lower(?)', filters.platform);
    if (filters.text) where("title ILIKE ? ESCAPE '\\'", likePattern(filters.text));
    const whereSql = `WHERE ${conditions.join(' AND ')}`;
    params.push(page.limit, page.skip);
    // One round trip: the window count rides along with the page.
    const rows = await this.db.query<TournamentRow>(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM tournaments ${whereSql}
       ORDER BY ${ORDER_BY[page.sort]} LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && page.skip > 0) {
      const counted = await this.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM tournaments ${whereSql}`,
        params.slice(0, -2),
      );
      total = counted[0]?.total ?? 0;
    }
    return { items: rows.map(toTournament), total };
  }

  /** A DRAFT is found only with `includeDrafts` (for admins): to everyone else it does not exist. */
  async findById(id: string, { includeDrafts = false } = {}): Promise<Tournament | null> {
    const rows = await this.db.query<TournamentRow>(
      `SELECT ${COLUMNS} FROM tournaments WHERE id = $1 ${includeDrafts ? '' : `AND status <> '${DRAFT_STATUS}'`}`,
      [id],
    );
    return rows[0] ? toTournament(rows[0]) : null;
  }

  /** The backoffice list: every status, DRAFT too, newest first, with the pending sign-ups of each. */
  async adminList({ limit, skip, status, q }: AdminTournamentListQuery): Promise<{ items: AdminTournament[]; total: number }> {
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (status) {
      params.push(status);
      conditions.push(`status = $${params.length}`);
    }
    const text = q?.trim();
    if (text) {
      params.push(likePattern(text));
      conditions.push(`title ILIKE $${params.length} ESCAPE '\\'`);
    }
    const whereSql = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [rows, counted] = await Promise.all([
      this.db.query<TournamentRow>(
        `SELECT ${COLUMNS}, ${PENDING_SIGNUPS} FROM tournaments ${whereSql}
         ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, limit, skip],
      ),
      this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM tournaments ${whereSql}`, params),
    ]);
    return { items: rows.map(toAdminTournament), total: counted[0]?.total ?? 0 };
  }

  async gameExists(key: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM games WHERE key = $1', [key]);
    return rows.length > 0;
  }

  async isEmpty(): Promise<boolean> {
    const rows = await this.db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM tournaments) AS found');
    return !rows[0]?.found;
  }

  async insert(fields: TournamentFields, id = newId(), db: Queryable = this.db): Promise<Tournament> {
    const keys = Object.keys(COLUMN_OF) as Array<keyof TournamentFields>;
    const rows = await db.query<TournamentRow>(
      `INSERT INTO tournaments (id, ${keys.map((key) => COLUMN_OF[key]).join(', ')})
       VALUES ($1, ${keys.map((_, index) => `$${index + 2}`).join(', ')})
       RETURNING ${COLUMNS}`,
      [id, ...keys.map((key) => toParam(key, fields[key]))],
    );
    return toTournament(rows[0]!);
  }

  /**
   * Applies the changes; when the status leaves COMING_SOON, the registration-open mail of every
   * sign-up is queued in the same transaction, so the change and its mails commit together.
   */
  async update(id: string, changes: Partial<TournamentFields>): Promise<{ tournament: Tournament; queuedMails: number } | null> {
    return this.db.transaction(async (tx) => {
      const current = await tx.query<{ status: AdminTournamentStatus; registration_opens_at: Date | null; registration_closes_at: Date | null }>(
        'SELECT status, registration_opens_at, registration_closes_at FROM tournaments WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!current[0]) return null;
      const opensAt = changes.registrationOpensAt !== undefined ? changes.registrationOpensAt : current[0].registration_opens_at;
      const closesAt = changes.registrationClosesAt !== undefined ? changes.registrationClosesAt : current[0].registration_closes_at;
      if (opensAt && closesAt && new Date(opensAt) >= new Date(closesAt)) throw new RegistrationWindowError();
      const keys = Object.keys(changes).filter((key) => key in COLUMN_OF) as Array<keyof TournamentFields>;
      const assignments = keys.map((key, index) => `${COLUMN_OF[key]} = $${index + 2}`);
      const rows = await tx.query<TournamentRow>(
        `UPDATE tournaments SET ${[...assignments, 'updated_at = now()'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, ...keys.map((key) => toParam(key, changes[key] ?? null))],
      );
      // More places: the waitlist moves up into them, first come first.
      if (changes.registrationCapacity !== undefined) await fillOpenPlaces(tx, id);
      const tournament = toTournament(rows[0]!);
      const queuedMails = opensRegistration(current[0].status, rows[0]!.status)
        ? await new OutboxRepository(tx).enqueueRegistrationOpen(id)
        : 0;
      return { tournament, queuedMails };
    });
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.query('DELETE FROM tournaments WHERE id = $1 RETURNING id', [id]);
    return rows.length > 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tournamentsRepository: TournamentsRepository;
  }
}
