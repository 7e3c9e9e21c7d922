import type { Game } from '../../../common/contract/games';

/** The catalogue filters, as kept in the URL's search parameters (q, genre, platform, competitive). */
export interface GameFilters {
  q: string;
  genre: string;
  platform: string;
  /** '' for all games, 'true' competitive only, 'false' casual only. */
  competitive: '' | 'true' | 'false';
}

export const NO_FILTERS: GameFilters = { q: '', genre: '', platform: '', competitive: '' };

export function filtersFromParams(params: URLSearchParams): GameFilters {
  const competitive = params.get('competitive');
  return {
    q: params.get('q') ?? '',
    genre: params.get('genre') ?? '',
    platform: params.get('platform') ?? '',
    competitive: competitive === 'true' || competitive === 'false' ? competitive : '',
  };
}

/** Only the filters in use go into the URL, so a clean catalogue has a clean address. */
export function paramsFromFilters(filters: GameFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params;
}

export function hasFilters(filters: GameFilters): boolean {
  return Object.values(filters).some(Boolean);
}

const lower = (text: string) => text.toLocaleLowerCase();

/** Case-insensitive text in the name or a description; genre and platform match a listed one. */
export function filterGames(games: readonly Game[], filters: GameFilters): Game[] {
  const text = lower(filters.q.trim());
  return games.filter((game) => {
    if (filters.genre && !game.genres.some((genre) => lower(genre) === lower(filters.genre))) return false;
    if (filters.platform && !game.platforms.some((platform) => lower(platform) === lower(filters.platform))) return false;
    if (filters.competitive && String(game.competitive) !== filters.competitive) return false;
    if (!text) return true;
    return [game.name, game.shortDescription, game.longDescription].some((field) => field && lower(field).includes(text));
  });
}

/** The genres and platforms present in the catalogue, alphabetically, for the filter menus. */
export function filterOptions(games: readonly Game[]): { genres: string[]; platforms: string[] } {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
  return { genres: sorted(games.flatMap((game) => game.genres)), platforms: sorted(games.flatMap((game) => game.platforms)) };
}
