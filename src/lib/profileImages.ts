/** A user's defaults: a VERSUS image for the icon, the hero background for the background. */
export const DEFAULT_PROFILE_ICON = '/images/versus-avatar.svg';
export const DEFAULT_PROFILE_BACKGROUND = '/images/hero-background.svg';

const BUNDLED_FOLDERS = { icon: '/images/avatars/', background: '/images/backgrounds/' } as const;

/** Pictures bundled with the app for the profile pickers. */
export const BUNDLED_AVATARS = Array.from({ length: 8 }, (_, index) => `/images/avatars/avatar-${index + 1}.svg`);
export const BUNDLED_BACKGROUNDS = Array.from({ length: 4 }, (_, index) => `/images/backgrounds/bg-${index + 1}.svg`);

const BUNDLED_NAME = /^[a-z0-9][a-z0-9_-]*(\.(svg|png|jpe?g|webp))?$/i;
const FULL_LINK = /^https?:\/\//i;
const DATA_IMAGE_LINK = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i;

/**
 * A profile image is a full link, a data link or the name of a bundled image; anything
 * else, or nothing, gives the default.
 */
export function profileImageUrl(value: string | null | undefined, kind: 'icon' | 'background'): string {
  const fallback = kind === 'icon' ? DEFAULT_PROFILE_ICON : DEFAULT_PROFILE_BACKGROUND;
  const trimmed = value?.trim();
  if (!trimmed) return fallback;
  if (FULL_LINK.test(trimmed) || DATA_IMAGE_LINK.test(trimmed) || trimmed.startsWith('/images/')) return trimmed;
  if (BUNDLED_NAME.test(trimmed)) return BUNDLED_FOLDERS[kind] + (/\.[a-z]+$/i.test(trimmed) ? trimmed : `${trimmed}.svg`);
  return fallback;
}

/** First character of the name uppercased, or a question mark. */
export function avatarInitial(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}
