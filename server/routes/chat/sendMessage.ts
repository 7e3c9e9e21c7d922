import type { FastifyInstance } from 'fastify';
import { checkMessageContent } from '../../../common/chat';
import type { ChatMessage } from '../../../common/contract/chat';
import { chatAccess } from './chatAccess';
import { deliverMessage } from './messageDelivery';

export interface SendMessageInput {
  chatId: string;
  senderId: string;
  content: unknown;
  clientMessageId?: string | null;
}

/** `created` is false for a retry that found its message already stored. */
export type SendMessageResult = { ok: true; message: ChatMessage; created: boolean } | { ok: false; status: number; msg: string };

const refuse = (status: number, msg: string): SendMessageResult => ({ ok: false, status, msg });

/**
 * Sending, for the REST route and the socket event alike: the message is stored (idempotently by
 * the sender's client message id) before anyone is told, then delivered to the recipient's sockets.
 */
export async function sendMessage(app: FastifyInstance, input: SendMessageInput): Promise<SendMessageResult> {
  const chats = app.chatRepository;
  const checked = checkMessageContent(input.content);
  if (!checked.ok) return refuse(400, checked.msg);
  const clientMessageId = input.clientMessageId ?? null;

  if (clientMessageId) {
    const stored = await chats.findByClientMessageId(input.senderId, clientMessageId);
    if (stored) {
      if (stored.chatId !== input.chatId) return refuse(409, 'clientMessageId was already used for a message in another chat');
      return { ok: true, message: stored, created: false };
    }
  }

  if (await chats.isBanned(input.senderId)) return refuse(403, 'This account is banned.');
  const access = await chatAccess(chats, input.chatId, input.senderId);
  if (!access.ok) return refuse(access.status, access.msg);
  const recipientIds = access.participantIds.filter((id) => id !== input.senderId);

  const friends = app.friendsRepository;
  const users = app.publicUsersRepository;
  for (const recipientId of recipientIds) {
    if (!(await users.findById(recipientId))) return refuse(403, 'This account has been deleted.');
    const relation = await friends.relation(input.senderId, recipientId);
    if (relation.iBlocked || relation.blockedMe) return refuse(403, 'You cannot message this user.');
    if (!relation.friends) return refuse(403, 'You can only message your friends.');
  }

  const message = await chats.insertMessage({ chatId: input.chatId, senderId: input.senderId, content: checked.content, clientMessageId });
  if (!message) {
    // A concurrent retry with the same client id stored it first.
    const stored = await chats.findByClientMessageId(input.senderId, clientMessageId!);
    if (!stored || stored.chatId !== input.chatId) return refuse(409, 'clientMessageId was already used for a message in another chat');
    return { ok: true, message: stored, created: false };
  }
  deliverMessage(app, message, recipientIds);
  return { ok: true, message, created: true };
}
