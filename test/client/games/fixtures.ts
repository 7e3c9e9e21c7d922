import { http, HttpResponse } from 'msw';
import type { Game } from '../../../common/contract/games';

/** A game as the API answers it, with what a test changes. */
export function aGame(overrides: Partial<Game> & Pick<Game, 'key' | 'name'>): Game {
  const dir = `/images/games/${overrides.key}`;
  return {
    _id: '0123456789abcdef01234567',
    title: overrides.name,
    releaseDate: '2024-05-01',
    icon: `${dir}/icon.svg`,
    shortDescription: `${overrides.name} in short.`,
    longDescription: `${overrides.name} at length.\n\nA second paragraph.`,
    sections: [],
    heroUrl: `${dir}/hero-desktop.svg`,
    heroSrcset: { mobile: `${dir}/hero-mobile.svg`, tablet: `${dir}/hero-tablet.svg`, desktop: `${dir}/hero-desktop.svg` },
    heroKey: overrides.key,
    coverImage: `${dir}/cover.svg`,
    coverSrcset: null,
    trailers: [],
    trailerYouTubeId: null,
    publisher: 'Publisher Co',
    developer: 'Developer Studio',
    platforms: ['PC'],
    genres: ['Shooter'],
    rating: { system: 'PEGI', value: '16' },
    competitive: true,
    featured: false,
    storeLinks: {},
    averageRating: 0,
    ratingCount: 0,
    ...overrides,
  };
}

export const valorant = aGame({
  key: 'valorant',
  name: 'VALORANT',
  releaseDate: '2020-06-02',
  publisher: 'Riot Games',
  developer: 'Riot Games',
  platforms: ['PC', 'PS5', 'Xbox Series X|S', 'Mobile'],
  genres: ['Shooter', 'Tactical shooter'],
  featured: true,
  shortDescription: 'A 5v5 tactical shooter.',
  sections: [
    { title: 'Formats we play', bullets: ['5v5 best of three', '2v2 duels'] },
    { title: 'Match settings', body: 'Tournament mode, standard overtime.' },
  ],
  storeLinks: { official: 'https://playvalorant.com/', epic: 'https://store.epicgames.com/p/valorant' },
  averageRating: 4.25,
  ratingCount: 4,
});

export const eaFc = aGame({ key: 'ea-fc', name: 'EA SPORTS FC 26', genres: ['Sports', 'Football'], platforms: ['PS5', 'PC'], featured: true });
export const marioKart = aGame({
  key: 'mario-kart',
  name: 'Mario Kart World',
  genres: ['Racing'],
  platforms: ['Switch 2'],
  competitive: false,
  shortDescription: null,
  longDescription: 'Karts racing across one connected world.',
});
export const clashRoyale = aGame({ key: 'clash-royale', name: 'Clash Royale', genres: ['Strategy'], platforms: ['iOS', 'Android'] });
export const cod = aGame({ key: 'cod', name: 'Call of Duty: Black Ops 7', genres: ['Shooter'], platforms: ['PS5', 'PC'], featured: true });
export const csGo = aGame({ key: 'cs-go', name: 'Counter-Strike 2', genres: ['Shooter'], platforms: ['PC'] });

export const catalogue = [eaFc, cod, valorant, clashRoyale, csGo, marioKart];

export interface RatingAnswer {
  average: number;
  count: number;
  userRating: number | null;
  hasRated: boolean;
}

export const noRating: RatingAnswer = { average: 0, count: 0, userRating: null, hasRated: false };

/** Answers GET /api/games with these games and every rating call with the same summary. */
export function catalogueHandlers(games: Game[] = catalogue, rating: RatingAnswer = noRating) {
  return [
    http.get('*/api/games', () => HttpResponse.json(games)),
    http.get('*/api/game-ratings/:gameKey', () => HttpResponse.json(rating)),
  ];
}
