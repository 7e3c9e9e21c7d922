import type { ChatRepository } from './chatRepository';

export type ChatAccess = { ok: true; participantIds: string[] } | { ok: false; status: 403 | 404; msg: string };

/**
 * Only the participants of a chat may read it, write to it or follow it live, over REST and the
 * socket alike: an unknown chat is a 404, anyone else's a 403.
 */
export async function chatAccess(chats: ChatRepository, chatId: string, userId: string): Promise<ChatAccess> {
  const participantIds = await chats.participantIds(chatId);
  if (participantIds.length === 0) return { ok: false, status: 404, msg: 'Chat not found' };
  if (!participantIds.includes(userId)) return { ok: false, status: 403, msg: 'You are not a participant of this chat.' };
  return { ok: true, participantIds };
}
