import type { Game, GameSection, HeroSrcset } from '../../../common/game';
import type { Queryable } from '../../db/database';
import { newId } from '../../db/ids';

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
}

export type GameSort = 'release' | 'featured' | 'name';

const ORDER_BY: Record<GameSort, string> = {
  release: 'release_date DESC NULLS LAST, name',
  featured: 'featured DESC, release_date DESC NULLS LAST, name',
  name: 'name',
};

const COLUMNS = `id, key, name, to_char(release_date, 'YYYY-MM-DD') AS release_date, publisher, developer,
  platforms, genres, competitive, featured, short_description, long_description, details`;

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

export class GamesRepository {
  constructor(private readonly db: Queryable) {}

  async list({ limit, sort }: { limit: number; sort: GameSort }): Promise<Game[]> {
    const rows = await this.db.query<GameRow>(`SELECT ${COLUMNS} FROM games ORDER BY ${ORDER_BY[sort]} LIMIT $1`, [limit]);
    return rows.map(toGame);
  }

  async findByKey(key: string): Promise<Game | null> {
    const rows = await this.db.query<GameRow>(`SELECT ${COLUMNS} FROM games WHERE key = $1`, [key]);
    return rows[0] ? toGame(rows[0]) : null;
  }

  /** Inserts the game unless one with its key exists; an admin's later edits are kept. */
  async insertIfMissing(game: GameInput): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO games (id, key, name, release_date, publisher, developer, platforms, genres, competitive, featured,
         short_description, long_description, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (key) DO NOTHING RETURNING id`,
      [
        newId(), game.key, game.name, game.releaseDate, game.publisher, game.developer, game.platforms, game.genres,
        game.competitive, game.featured, game.shortDescription, game.longDescription, JSON.stringify(detailsOf(game)),
      ],
    );
    return rows.length > 0;
  }
}
