import type { FastifyInstance } from 'fastify';
import type { ChatMessage } from '../../common/contract/chat';
import { chatRoom, userRoom } from './rooms';

/**
 * Sends a stored message to its recipients' sockets and to the open windows of the conversation.
 * With the Redis adapter the rooms span every process. A failure here never undoes the stored
 * message: clients refetch what they missed when they reconnect.
 */
export function deliverMessage(app: FastifyInstance, message: ChatMessage, recipientIds: readonly string[]): void {
  try {
    if (recipientIds.length > 0) app.io.to(recipientIds.map(userRoom)).emit('new_message', message);
    app.io.to(chatRoom(message.chatId)).emit('receive_message', message);
  } catch (error) {
    app.log.warn({ err: error, messageId: message._id }, 'message delivery failed');
  }
}

/** The relation between two users changed: both clients refetch friends, requests and profiles. */
export function notifyFriendshipChanged(app: FastifyInstance, userId: string, otherId: string): void {
  try {
    app.io.to(userRoom(userId)).emit('friendship_changed', { userId: otherId });
    app.io.to(userRoom(otherId)).emit('friendship_changed', { userId });
  } catch (error) {
    app.log.warn({ err: error }, 'friendship notification failed');
  }
}

/**
 * The user's tokens were revoked (logout, new password, deletion): their open sockets, on every
 * process, are closed too, so a revoked session stops receiving messages and presence at once.
 * A device that got a new token reconnects with it.
 */
export function endRealtimeSessions(app: FastifyInstance, userId: string): void {
  try {
    app.io.in(userRoom(userId)).disconnectSockets(true);
  } catch (error) {
    app.log.warn({ err: error }, 'closing the sockets of a revoked session failed');
  }
}
