import type { FastifyInstance } from 'fastify';
import type { ChatMessage } from '../../../common/contract/chat';

/** Sockets whose chat window shows this conversation (they joined with open_chat). */
export const chatRoom = (chatId: string) => `chat:${chatId}`;

/**
 * Sends a stored message to its recipients' sockets and to the open windows of the conversation,
 * on every process. A failure here never undoes the stored message: clients refetch what they
 * missed when they reconnect.
 */
export function deliverMessage(app: FastifyInstance, message: ChatMessage, recipientIds: readonly string[]): void {
  try {
    if (recipientIds.length > 0) app.realtime.toUsers(recipientIds).emit('new_message', message);
    app.realtime.to(chatRoom(message.chatId)).emit('receive_message', message);
  } catch (error) {
    app.log.warn({ err: error, messageId: message._id }, 'message delivery failed');
  }
}
