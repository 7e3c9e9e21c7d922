import type { FastifyInstance } from 'fastify';
import { CLIENT_MESSAGE_ID_PATTERN } from '../../../common/chat';
import { isStoredId } from '../../../common/ids';
import type { Ack, SendMessageAck } from '../../../common/contract/socketEvents';
import { eventAllowance, SOCKET_EVENT_WINDOW_MS } from '../../realtime/eventAllowance';
import type { UserSocket } from '../../realtime/realtimeApi';
import { chatAccess } from './chatAccess';
import { chatRoom } from './messageDelivery';
import { socketSendRefusal } from './messageSendLimit';
import { sendMessage } from './sendMessage';

const CLIENT_MESSAGE_ID = new RegExp(CLIENT_MESSAGE_ID_PATTERN);
/** A burst limit of each socket; the account's budget per minute is shared with REST (socketSendRefusal). */
const SENDS_PER_WINDOW = 30;
/** Opening a conversation reads the database; a person opens a few at a time. */
const CHAT_OPENS_PER_WINDOW = 20;
const TOO_MANY_OPENS = 'Too many conversations opened at once. Please wait a moment.';

/** Clients may omit the acknowledgement callback; anything else sent in its place is ignored. */
function replyWith<T>(ack: unknown): (result: T) => void {
  return typeof ack === 'function' ? (ack as (result: T) => void) : () => undefined;
}

/** send_message, open_chat and close_chat on every signed-in socket: the socket side of the chat routes, same rules. */
export function registerChatSocketEvents(app: FastifyInstance): void {
  app.realtime.onUserSocket((socket) => serveChatEvents(app, socket));
}

function serveChatEvents(app: FastifyInstance, socket: UserSocket): void {
  const { userId } = socket.data;
  const chats = app.chatRepository;
  const maySend = eventAllowance(SENDS_PER_WINDOW, SOCKET_EVENT_WINDOW_MS);
  const mayOpen = eventAllowance(CHAT_OPENS_PER_WINDOW, SOCKET_EVENT_WINDOW_MS);

  socket.on('send_message', async (payload: unknown, ack: unknown) => {
    const reply = replyWith<SendMessageAck>(ack);
    const { chatId, content, clientMessageId } = (payload ?? {}) as Record<string, unknown>;
    if (!maySend()) return reply({ ok: false, status: 429, msg: 'Too many messages at once. Please wait a moment.' });
    if (!isStoredId(chatId)) return reply({ ok: false, status: 400, msg: 'chatId must be a chat id' });
    if (clientMessageId !== undefined && (typeof clientMessageId !== 'string' || !CLIENT_MESSAGE_ID.test(clientMessageId))) {
      return reply({ ok: false, status: 400, msg: 'clientMessageId must be 1 to 64 letters, digits, _ or -' });
    }
    try {
      const refusal = await socketSendRefusal(app, userId);
      if (refusal) return reply({ ok: false, status: 429, msg: refusal });
      const result = await sendMessage(app, { chatId, senderId: userId, content, clientMessageId });
      reply(result.ok ? { ok: true, message: result.message } : result);
    } catch (error) {
      app.log.error({ err: error }, 'send_message failed');
      reply({ ok: false, status: 500, msg: 'The message could not be stored. Please try again.' });
    }
  });

  socket.on('open_chat', async (chatId: unknown, ack: unknown) => {
    const reply = replyWith<Ack>(ack);
    if (!mayOpen()) return reply({ ok: false, msg: TOO_MANY_OPENS });
    if (!isStoredId(chatId)) return reply({ ok: false, msg: 'chatId must be a chat id' });
    try {
      const access = await chatAccess(chats, chatId, userId);
      if (!access.ok) return reply({ ok: false, msg: access.msg });
      await socket.join(chatRoom(chatId));
      reply({ ok: true });
    } catch (error) {
      app.log.error({ err: error }, 'open_chat failed');
      reply({ ok: false, msg: 'The chat could not be opened. Please try again.' });
    }
  });

  socket.on('close_chat', (chatId: unknown) => {
    if (isStoredId(chatId)) void socket.leave(chatRoom(chatId));
  });
}
