import { isFreeText } from './shownText';

/** Chat rules shared by the API and the SPA; the bodies themselves are in contract/chat.ts. */

/** The chat list comes ten chats at a time, a conversation's history thirty messages at a time. */
export const CHAT_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_MAX_LENGTH = 2_000;
export const CLIENT_MESSAGE_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
/** Users, chats, messages and friend requests have stored ids: 24 lower-case hexadecimal characters. */
export const STORED_ID_PATTERN = '^[0-9a-f]{24}$';

/** A deleted or missing participant comes with this username and is shown by this name. */
export const DELETED_ACCOUNT_USERNAME = 'deleted_account';
export const DELETED_ACCOUNT_NAME = 'Deleted Account';

export type ContentCheck = { ok: true; content: string } | { ok: false; msg: string };

/** Message content is plain text of 1 to 2,000 characters once trimmed (characters, not UTF-16 units). */
export function checkMessageContent(raw: unknown): ContentCheck {
  if (typeof raw !== 'string') return { ok: false, msg: 'A message must be text.' };
  const content = raw.trim();
  if (content.length === 0) return { ok: false, msg: 'A message must not be empty.' };
  if (!isFreeText(content)) {
    return { ok: false, msg: 'A message must not contain control characters or invisible formatting characters (line breaks are fine).' };
  }
  if ([...content].length > MESSAGE_MAX_LENGTH) {
    return { ok: false, msg: `A message must be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.` };
  }
  return { ok: true, content };
}

/** The name to show for a user: Deleted Account for a deleted or missing one. */
export function displayNameOf(user: { username: string } | null | undefined): string {
  if (!user || user.username === DELETED_ACCOUNT_USERNAME) return DELETED_ACCOUNT_NAME;
  return user.username;
}
