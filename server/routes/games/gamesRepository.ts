import type { Game, GameSection, HeroSrcset } from '../../../common/contract/games';
import type { Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import type { GameSort } from '../../../common/game';

/** The parts of a game kept as one JSON document beside its searchable columns. */
export interface GameDetails {
  icon?: string | null;
  sections?: GameSection[];
  heroUrl?: string | null;
  heroSrcset?: HeroSrcset | null;
  heroKey?: string | null;
  coverImage?: string | null;
  coverSrcset?: string | null;
  trailers?: string[];
  trailerYouTubeId?: string | null;
  rating?: { system: string; value: string } | null;
  storeLinks?: Game['storeLinks'];
}

export type GameInput = Omit<Game, '_id' | 'title' | 'averageRating' | 'ratingCount'>;

export interface GameFilters {
  genre?: string;
  platform?: string;
  competitive?: boolean;
  featured?: boolean;
  /** Case-insensitive text contained in the name or a description. */
  q?: string;
}

export interface GameListOptions extends GameFilters {
  limit: number;
  sort: GameSort;
}

interface GameRow {
  id: string;
  key: string;
  name: string;
  release_date: string | null;
  publisher: string | null;
  developer: string | null;
  platforms: string[];
  genres: string[];
  competitive: boolean;
  featured: boolean;
  short_description: string | null;
  long_description: string | null;
  details: GameDetails;
  average_rating?: number;
  rating_count?: number;
}

const ORDER_BY: Record<GameSort, string> = {
  release: 'g.release_date DESC NULLS LAST, g.name',
  featured: 'g.featured DESC, g.release_date DESC NULLS LAST, g.name',
  name: 'g.name',
  rating: 'average_rating DESC, rating_count DESC, g.name',
};

const COLUMNS = `g.id, g.key, g.name, to_char(g.release_date, 'YYYY-MM-DD') AS release_date, g.publisher, g.developer,
  g.platforms, g.genres, g.competitive, g.featured, g.short_description, g.long_description, g.details`;

/** Each game with its rating summary, read from the per-game figures the ratings trigger keeps. */
const WITH_RATINGS = `SELECT ${COLUMNS},
    coalesce(round(s.rating_sum::numeric / nullif(s.rating_count, 0), 2), 0)::float8 AS average_rating,
    coalesce(s.rating_count, 0)::int AS rating_count
  FROM games g LEFT JOIN game_rating_stats s ON s.game_key = g.key`;

export function toGame(row: GameRow): Game {
  const details = row.details ?? {};
  return {
    _id: row.id,
    key: row.key,
    name: row.name,
    title: row.name,
    releaseDate: row.release_date,
    icon: details.icon ?? null,
    shortDescription: row.short_description,
    longDescription: row.long_description,
    sections: details.sections ?? [],
    heroUrl: details.heroUrl ?? null,
    heroSrcset: details.heroSrcset ?? null,
    heroKey: details.heroKey ?? null,
    coverImage: details.coverImage ?? null,
    coverSrcset: details.coverSrcset ?? null,
    trailers: details.trailers ?? [],
    trailerYouTubeId: details.trailerYouTubeId ?? details.trailers?.[0] ?? null,
    publisher: row.publisher,
    developer: row.developer,
    platforms: row.platforms,
    genres: row.genres,
    rating: details.rating ?? null,
    competitive: row.competitive,
    featured: row.featured,
    storeLinks: details.storeLinks ?? {},
    ...(row.average_rating !== undefined ? { averageRating: row.average_rating } : {}),
    ...(row.rating_count !== undefined ? { ratingCount: row.rating_count } : {}),
  };
}

function detailsOf(game: GameInput): GameDetails {
  return {
    icon: game.icon,
    sections: game.sections,
    heroUrl: game.heroUrl,
    heroSrcset: game.heroSrcset,
    heroKey: game.heroKey,
    coverImage: game.coverImage,
    coverSrcset: game.coverSrcset,
    trailers: game.trailers,
    trailerYouTubeId: game.trailerYouTubeId,
    rating: game.rating,
    storeLinks: game.storeLinks,
  };
}

/** A LIKE pattern that matches the text literally, wherever it occurs. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function whereClause(filters: GameFilters, params: unknown[]): string {
  const conditions: string[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filters.genre) conditions.push(`EXISTS (SELECT 1 FROM unnest(g.genres) AS genre WHERE lower(genre) = lower(${bind(filters.genre)}))`);
  if (filters.platform) {
    conditions.push(`EXISTS (SELECT 1 FROM unnest(g.platforms) AS platform WHERE lower(platform) = lower(${bind(filters.platform)}))`);
  }
  if (filters.competitive !== undefined) conditions.push(`g.competitive = ${bind(filters.competitive)}`);
  if (filters.featured !== undefined) conditions.push(`g.featured = ${bind(filters.featured)}`);
  const text = filters.q?.trim();
  if (text) {
    const pattern = bind(containsPattern(text));
    conditions.push(`(g.name ILIKE ${pattern} OR g.short_description ILIKE ${pattern} OR g.long_description ILIKE ${pattern})`);
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

const DEFAULT_INPUT: Omit<GameInput, 'key' | 'name'> = {
  releaseDate: null,
  icon: null,
  shortDescription: null,
  longDescription: null,
  sections: [],
  heroUrl: null,
  heroSrcset: null,
  heroKey: null,
  coverImage: null,
  coverSrcset: null,
  trailers: [],
  trailerYouTubeId: null,
  publisher: null,
  developer: null,
  platforms: [],
  genres: [],
  rating: null,
  competitive: true,
  featured: false,
  storeLinks: {},
};

export class GamesRepository {
  constructor(private readonly db: Queryable) {}

  async list({ limit, sort, ...filters }: GameListOptions): Promise<Game[]> {
    const params: unknown[] = [];
    const where = whereClause(filters, params);
    params.push(limit);
    const rows = await this.db.query<GameRow>(`${WITH_RATINGS} ${where} ORDER BY ${ORDER_BY[sort]} LIMIT $${params.length}`, params);
    return rows.map(toGame);
  }

  /** The game with its rating summary, or null; the key must already be normalised. */
  async findByKey(key: string): Promise<Game | null> {
    const rows = await this.db.query<GameRow>(`${WITH_RATINGS} WHERE g.key = $1`, [key]);
    return rows[0] ? toGame(rows[0]) : null;
  }

  async exists(key: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM games WHERE key = $1', [key]);
    return rows.length > 0;
  }

  /** Inserts the game unless one with its key exists; an admin's later edits are kept. */
  async insertIfMissing(game: GameInput): Promise<boolean> {
    return (await this.insert(game)) !== null;
  }

  /** Adds a game with defaults for what is not given; null when the key is taken. */
  async create(input: Pick<GameInput, 'key' | 'name'> & Partial<GameInput>): Promise<Game | null> {
    const id = await this.insert({ ...DEFAULT_INPUT, ...input });
    return id === null ? null : this.findByKey(input.key);
  }

  /** Changes the given fields of a game; null when there is no such game. */
  async update(key: string, changes: Partial<Omit<GameInput, 'key'>>): Promise<Game | null> {
    const current = await this.findByKey(key);
    if (!current) return null;
    const game: GameInput = { ...current, ...changes, key };
    const rows = await this.db.query(
      `UPDATE games SET name = $2, release_date = $3, publisher = $4, developer = $5, platforms = $6, genres = $7,
         competitive = $8, featured = $9, short_description = $10, long_description = $11, details = $12, updated_at = now()
       WHERE key = $1 RETURNING id`,
      [
        key, game.name, game.releaseDate, game.publisher, game.developer, game.platforms, game.genres,
        game.competitive, game.featured, game.shortDescription, game.longDescription, JSON.stringify(detailsOf(game)),
      ],
    );
    return rows.length > 0 ? this.findByKey(key) : null;
  }

  private async insert(game: GameInput): Promise<string | null> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO games (id, key, name, release_date, publisher, developer, platforms, genres, competitive, featured,
         short_description, long_description, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (key) DO NOTHING RETURNING id`,
      [
        newId(), game.key, game.name, game.releaseDate, game.publisher, game.developer, game.platforms, game.genres,
        game.competitive, game.featured, game.shortDescription, game.longDescription, JSON.stringify(detailsOf(game)),
      ],
    );
    return rows[0]?.id ?? null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    gamesRepository: GamesRepository;
  }
}
