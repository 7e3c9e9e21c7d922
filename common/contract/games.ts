import { type Static, type TSchema, Type } from 'typebox';
import { GAME_SORTS, STORE_NAMES, type StoreName } from '../game';
import { freeText, literalUnion, shownName } from './shapes';

/** The games catalogue (/api/games): the Game as the API answers it, list queries, and the admin's create and update bodies. */

const GAME_LIST_DEFAULT_LIMIT = 30;
const GAME_LIST_MAX_LIMIT = 100;
/** Text search is a contains-match; a bound keeps the pattern cheap. */
const GAME_SEARCH_MAX_LENGTH = 100;

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const KEY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const HTTPS_URL = Type.String({ format: 'uri', pattern: '^https://', maxLength: 500 });
/** Our own artwork lives under /images; anything else must come over https. */
const IMAGE_URL = Type.String({ pattern: '^(https://[^\\s"<>]+|/[A-Za-z0-9._~/-]+)$', maxLength: 500 });
const YOUTUBE_ID = Type.String({ pattern: '^[A-Za-z0-9_-]{11}$' });
const LABEL = shownName({ minLength: 1, maxLength: 40 });

/** Store name to link: only the known stores. */
export type StoreLinks = Partial<Record<StoreName, string>>;

const SectionInput = Type.Object(
  {
    title: shownName({ minLength: 1, maxLength: 120 }),
    body: Type.Optional(freeText({ minLength: 1, maxLength: 5000 })),
    bullets: Type.Optional(Type.Array(freeText({ minLength: 1, maxLength: 500 }), { maxItems: 30 })),
  },
  { additionalProperties: false },
);

const HeroSrcsetInput = Type.Object({ mobile: IMAGE_URL, tablet: IMAGE_URL, desktop: IMAGE_URL }, { additionalProperties: false });
const AgeRatingInput = Type.Object(
  { system: shownName({ minLength: 1, maxLength: 20 }), value: shownName({ minLength: 1, maxLength: 10 }) },
  { additionalProperties: false },
);

/**
 * A map of store name to https link. Written with `propertyNames`, so an unknown store is a 400
 * naming storeLinks, where `additionalProperties: false` would silently drop it (the validator
 * removes additional properties). The OpenAPI document, whose version has no `propertyNames`,
 * lists the stores as optional properties instead (server/schemas/openApiDocument.ts).
 */
const StoreLinksInput = Type.Unsafe<StoreLinks>({
  type: 'object',
  propertyNames: { enum: [...STORE_NAMES] },
  additionalProperties: HTTPS_URL,
  maxProperties: STORE_NAMES.length,
});

/** Every editable field of a game; POST needs key and name, PATCH any non-empty subset but the key. */
const editableFields = {
  name: shownName({ minLength: 1, maxLength: 120 }),
  releaseDate: Nullable(Type.String({ format: 'date' })),
  icon: Nullable(IMAGE_URL),
  shortDescription: Nullable(freeText({ maxLength: 300 })),
  longDescription: Nullable(freeText({ maxLength: 10_000 })),
  sections: Type.Array(SectionInput, { maxItems: 30 }),
  heroUrl: Nullable(IMAGE_URL),
  heroSrcset: Nullable(HeroSrcsetInput),
  heroKey: Nullable(Type.String({ pattern: KEY_PATTERN, maxLength: 64 })),
  coverImage: Nullable(IMAGE_URL),
  coverSrcset: Nullable(Type.String({ pattern: '^[^"<>]*$', maxLength: 1000 })),
  trailers: Type.Array(YOUTUBE_ID, { maxItems: 10 }),
  trailerYouTubeId: Nullable(YOUTUBE_ID),
  publisher: Nullable(shownName({ minLength: 1, maxLength: 120 })),
  developer: Nullable(shownName({ minLength: 1, maxLength: 120 })),
  platforms: Type.Array(LABEL, { maxItems: 20, uniqueItems: true }),
  genres: Type.Array(LABEL, { maxItems: 20, uniqueItems: true }),
  rating: Nullable(AgeRatingInput),
  competitive: Type.Boolean(),
  featured: Type.Boolean(),
  storeLinks: StoreLinksInput,
};

type EditableFields = typeof editableFields;
const optionalFields = Object.fromEntries(
  Object.entries(editableFields).map(([name, schema]) => [name, Type.Optional(schema)]),
) as { [Name in keyof EditableFields]: ReturnType<typeof Type.Optional<EditableFields[Name]>> };

export const CreateGameBody = Type.Object(
  { key: Type.String({ pattern: KEY_PATTERN, maxLength: 64 }), ...optionalFields, name: editableFields.name },
  { additionalProperties: false },
);
export type CreateGameBody = Static<typeof CreateGameBody>;

export const UpdateGameBody = Type.Object(optionalFields, { additionalProperties: false, minProperties: 1 });
export type UpdateGameBody = Static<typeof UpdateGameBody>;

export const GameListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: GAME_LIST_MAX_LIMIT, default: GAME_LIST_DEFAULT_LIMIT }),
  sort: literalUnion(GAME_SORTS, { default: 'release' }),
  genre: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  platform: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  competitive: Type.Optional(Type.Boolean()),
  featured: Type.Optional(Type.Boolean()),
  q: Type.Optional(Type.String({ maxLength: GAME_SEARCH_MAX_LENGTH })),
});
export type GameListQuery = Static<typeof GameListQuery>;

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });
export const KeyParams = Type.Object({ key: Type.String({ minLength: 1, maxLength: 100 }) });

export const GameSection = Type.Object({ title: Type.String(), body: Type.Optional(Type.String()), bullets: Type.Optional(Type.Array(Type.String())) });
export type GameSection = Static<typeof GameSection>;

export const HeroSrcset = Type.Object({ mobile: Type.String(), tablet: Type.String(), desktop: Type.String() });
export type HeroSrcset = Static<typeof HeroSrcset>;

/** A game as the API answers it. */
export const Game = Type.Object({
  _id: Type.String(),
  key: Type.String(),
  name: Type.String(),
  title: Type.String(),
  releaseDate: Nullable(Type.String()),
  icon: Nullable(Type.String()),
  shortDescription: Nullable(Type.String()),
  longDescription: Nullable(Type.String()),
  sections: Type.Array(GameSection),
  heroUrl: Nullable(Type.String()),
  heroSrcset: Nullable(HeroSrcset),
  heroKey: Nullable(Type.String()),
  coverImage: Nullable(Type.String()),
  coverSrcset: Nullable(Type.String()),
  trailers: Type.Array(Type.String()),
  trailerYouTubeId: Nullable(Type.String()),
  publisher: Nullable(Type.String()),
  developer: Nullable(Type.String()),
  platforms: Type.Array(Type.String()),
  genres: Type.Array(Type.String()),
  rating: Nullable(Type.Object({ system: Type.String(), value: Type.String() })),
  competitive: Type.Boolean(),
  featured: Type.Boolean(),
  storeLinks: Type.Unsafe<StoreLinks>(Type.Record(Type.String(), Type.String())),
  averageRating: Type.Optional(Type.Number()),
  ratingCount: Type.Optional(Type.Integer()),
});
export type Game = Static<typeof Game>;

export const GameList = Type.Array(Game);
