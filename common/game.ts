/** Store names a game may link to (spec §3). */
export const STORE_NAMES = [
  'psn', 'xbox', 'steam', 'epic', 'eaapp', 'luna', 'switch', 'appstore', 'playstore', 'battleNet', 'official',
] as const;
export type StoreName = (typeof STORE_NAMES)[number];

export interface GameSection {
  title: string;
  body?: string;
  bullets?: string[];
}

export interface HeroSrcset {
  mobile: string;
  tablet: string;
  desktop: string;
}

/** A game as the API answers it (spec §3 Game). */
export interface Game {
  _id: string;
  key: string;
  name: string;
  title: string;
  releaseDate: string | null;
  icon: string | null;
  shortDescription: string | null;
  longDescription: string | null;
  sections: GameSection[];
  heroUrl: string | null;
  heroSrcset: HeroSrcset | null;
  heroKey: string | null;
  coverImage: string | null;
  coverSrcset: string | null;
  trailers: string[];
  trailerYouTubeId: string | null;
  publisher: string | null;
  developer: string | null;
  platforms: string[];
  genres: string[];
  rating: { system: string; value: string } | null;
  competitive: boolean;
  featured: boolean;
  storeLinks: Partial<Record<StoreName, string>>;
  averageRating?: number;
  ratingCount?: number;
}
