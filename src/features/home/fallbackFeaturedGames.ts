import type { Game } from '../../../common/contract/games';

function fallbackGame(fields: Pick<Game, 'key' | 'name' | 'shortDescription' | 'platforms' | 'genres' | 'competitive'>): Game {
  return {
    _id: `fallback-${fields.key}`,
    title: fields.name,
    releaseDate: null,
    icon: null,
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
    rating: null,
    featured: false,
    storeLinks: {},
    averageRating: 0,
    ratingCount: 0,
    ...fields,
  };
}

/** Shown when the featured games cannot be loaded; four games without images. */
export const FALLBACK_FEATURED_GAMES: readonly Game[] = [
  fallbackGame({
    key: 'mario-kart',
    name: 'Mario Kart',
    shortDescription: 'Chaotic kart racing with items, shortcuts and friends.',
    platforms: ['Switch'],
    genres: ['Racing'],
    competitive: false,
  }),
  fallbackGame({
    key: 'ea-fc',
    name: 'EA FC',
    shortDescription: 'The football game: build your club and win your matches.',
    platforms: ['PS5', 'Xbox Series X|S', 'PC'],
    genres: ['Sports'],
    competitive: true,
  }),
  fallbackGame({
    key: 'cod',
    name: 'Call of Duty',
    shortDescription: 'Fast first-person shooter battles, alone or with your squad.',
    platforms: ['PS5', 'Xbox Series X|S', 'PC'],
    genres: ['Shooter'],
    competitive: true,
  }),
  fallbackGame({
    key: 'clash-royale',
    name: 'Clash Royale',
    shortDescription: 'Real-time card battles: collect, build your deck and take the towers.',
    platforms: ['iOS', 'Android'],
    genres: ['Strategy'],
    competitive: true,
  }),
];
