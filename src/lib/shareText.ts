import { type DateFormatOptions, formatDateTime, toValidDate } from './dates';
import { formatLabel, organizerLabel, platformLabel, prizePoolLabel, TO_BE_ANNOUNCED, tournamentStart, type TournamentLike } from './tournaments';

/** The product name followed by the word Tournament. */
export const SHARE_TITLE = 'VERSUS Tournament';
export const SHARE_HASHTAGS = ['VERSUS', 'Gaming', 'Tournament'] as const;
export const FALLBACK_SHARE_MESSAGE = 'Check out this amazing tournament';
export const SHARE_EMOJI = '🎮';
export const INVITE_LINE = 'Join me on VERSUS and bring your friends!';
export const PROMO_LINE = '🔥 Sign up on VERSUS and compete for the prize!';

/** The tournaments list, with the tournament id as the fragment when there is one. */
export function shareLink(origin: string, id?: string | null): string {
  return `${origin}/tournaments${id ? `#${id}` : ''}`;
}

/** Title, date, prize pool, format, platform and organizer, then the promotional line. */
export function tournamentShareMessage(tournament: TournamentLike, dateOptions: DateFormatOptions = {}): string {
  const start = toValidDate(tournamentStart(tournament));
  return [
    tournament.title?.trim() || FALLBACK_SHARE_MESSAGE,
    `📅 ${start ? formatDateTime(start, dateOptions) : TO_BE_ANNOUNCED}`,
    `💰 Prize pool: ${prizePoolLabel(tournament)}`,
    `🎯 Format: ${formatLabel(tournament)}`,
    `🖥️ Platform: ${platformLabel(tournament)}`,
    `🏢 Organizer: ${organizerLabel(tournament)}`,
    PROMO_LINE,
  ].join('\n');
}

/** The emoji and the message, then the invitation; the link goes on the next line where a target has no url field. */
export function shareText(message: string | null | undefined): string {
  return `${SHARE_EMOJI} ${message?.trim() || FALLBACK_SHARE_MESSAGE}\n${INVITE_LINE}`;
}

export function shareTextWithLink(message: string | null | undefined, link: string): string {
  return `${shareText(message)}\n${link}`;
}

export interface ShareTargets {
  /** Short-post service: text, url, hashtags. */
  x: string;
  /** Messaging app: text only, so the link is in it. */
  whatsapp: string;
  /** Chat app: url and text. */
  telegram: string;
  /** SMS: body only. */
  sms: string;
}

export function shareTargets(message: string | null | undefined, link: string): ShareTargets {
  const text = encodeURIComponent(shareText(message));
  const withLink = encodeURIComponent(shareTextWithLink(message, link));
  const url = encodeURIComponent(link);
  return {
    x: `https://twitter.com/intent/tweet?text=${text}&url=${url}&hashtags=${SHARE_HASHTAGS.join(',')}`,
    whatsapp: `https://wa.me/?text=${withLink}`,
    telegram: `https://t.me/share/url?url=${url}&text=${text}`,
    sms: `sms:?body=${withLink}`,
  };
}

/** What navigator.share gets: title, text and url. */
export function nativeShareData(message: string | null | undefined, link: string): ShareData {
  return { title: SHARE_TITLE, text: shareText(message), url: link };
}
