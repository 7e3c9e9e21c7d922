import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CHAT_PAGE_SIZE, CLIENT_MESSAGE_ID_PATTERN, MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE, STORED_ID_PATTERN } from '../../../common/chat';
import { chatAccess } from './chatAccess';
import { registerChatSocketEvents } from './chatSocketEvents';
import { Conflict, Forbidden, NotFound, SIGNED_IN_ERRORS } from '../../schemas/responses';
import { ChatListResponse, ChatMessageResponse, ChatSummaryResponse, MessagePageResponse } from '../../schemas/social';
import { messageSendRateLimit } from './messageSendLimit';
import { sendMessage } from './sendMessage';
import { callerOf } from '../../plugins/auth';

const StoredId = Type.String({ pattern: STORED_ID_PATTERN });
const ChatParams = Type.Object({ chatId: StoredId });
const ListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: CHAT_PAGE_SIZE }),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
});
const MessagesQuery = Type.Object({
  before: Type.Optional(StoredId),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: MESSAGE_PAGE_SIZE }),
});
const SelectOrCreateBody = Type.Object({ recipientId: StoredId });
const SendBody = Type.Object({
  content: Type.String({ minLength: 1, maxLength: MESSAGE_MAX_LENGTH, description: 'Plain text; trimmed, 1 to 2,000 characters.' }),
  clientMessageId: Type.Optional(
    Type.String({ pattern: CLIENT_MESSAGE_ID_PATTERN, description: 'Chosen by the client; a retry with the same id returns the stored message.' }),
  ),
});

const TAGS = ['chat'];
const SECURITY = [{ bearer: [] }];

export async function chatRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const chats = app.chatRepository;
  const friends = app.friendsRepository;
  const users = app.publicUsersRepository;
  const online = (ids: string[]) => app.presence.onlineAmong(ids);
  registerChatSocketEvents(app);

  app.get(
    '/api/chat/list',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listChats',
        summary: "One page of the caller's chats",
        description:
          'Only chats that have a last message, newest first, with participants (isOnline for friends), the last message and ' +
          'whether it is unread. total counts all such chats; unreadChats counts those with unread messages.',
        tags: TAGS,
        security: SECURITY,
        querystring: ListQuery,
        response: { 200: ChatListResponse, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => {
      const { limit, skip } = request.query;
      const page = await chats.listChats(callerOf(request).userId, { limit, skip }, online);
      return { chats: page.chats, hasMore: skip + page.chats.length < page.total, total: page.total, unreadChats: page.unreadChats };
    },
  );

  app.post(
    '/api/chat/select_or_create',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'selectOrCreateChat',
        summary: 'The chat with a friend, created when there is none',
        description: 'Only between friends: 403 for anyone else (blocked users included), 404 for an unknown account.',
        tags: TAGS,
        security: SECURITY,
        body: SelectOrCreateBody,
        response: { 200: Type.Object({ _id: Type.String() }), ...SIGNED_IN_ERRORS, 403: Forbidden, 404: NotFound },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const { recipientId } = request.body;
      if (recipientId === userId) return reply.status(400).send({ msg: 'recipientId must be someone else' });
      if (!(await users.findById(recipientId))) return reply.status(404).send({ msg: 'User not found' });
      const relation = await friends.relation(userId, recipientId);
      if (relation.iBlocked || relation.blockedMe) return reply.status(403).send({ msg: 'You cannot message this user.' });
      if (!relation.friends) return reply.status(403).send({ msg: 'You can only message your friends.' });
      return { _id: await chats.findOrCreateDirectChat(userId, recipientId) };
    },
  );

  app.get(
    '/api/chat/:chatId',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'getChat',
        summary: 'One chat of the caller',
        description: 'The chat as the list shows it (participants, last message, hasUnread). Participants only.',
        tags: TAGS,
        security: SECURITY,
        params: ChatParams,
        response: { 200: ChatSummaryResponse, ...SIGNED_IN_ERRORS, 403: Forbidden, 404: NotFound },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const access = await chatAccess(chats, request.params.chatId, userId);
      if (!access.ok) return reply.status(access.status).send({ msg: access.msg });
      return chats.findChat(request.params.chatId, userId, online);
    },
  );

  app.get(
    '/api/chat/:chatId/messages',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listChatMessages',
        summary: 'Message history of a chat, newest page first',
        description: 'Messages oldest first; pass the id of the oldest message held as before for the page preceding it. Participants only.',
        tags: TAGS,
        security: SECURITY,
        params: ChatParams,
        querystring: MessagesQuery,
        response: { 200: MessagePageResponse, ...SIGNED_IN_ERRORS, 403: Forbidden, 404: NotFound },
      },
    },
    async (request, reply) => {
      const access = await chatAccess(chats, request.params.chatId, callerOf(request).userId);
      if (!access.ok) return reply.status(access.status).send({ msg: access.msg });
      return chats.listMessages(request.params.chatId, { before: request.query.before ?? null, limit: request.query.limit });
    },
  );

  app.post(
    '/api/chat/:chatId/messages',
    {
      onRequest: app.requireUser,
      config: { rateLimit: messageSendRateLimit },
      schema: {
        operationId: 'sendChatMessage',
        summary: 'Send a message to a friend',
        description:
          'Stored before it is answered (201), then delivered live to the recipient. A retry with the same clientMessageId ' +
          'answers 200 with the stored message instead of storing it twice. Refused (403) to non-friends and blocked users.',
        tags: TAGS,
        security: SECURITY,
        params: ChatParams,
        body: SendBody,
        response: {
          200: Type.Object(ChatMessageResponse.properties, { description: 'A retry: the message stored before.' }),
          201: Type.Object(ChatMessageResponse.properties, { description: 'The message, stored.' }),
          ...SIGNED_IN_ERRORS,
          403: Forbidden,
          404: NotFound,
          409: Conflict,
        },
      },
    },
    async (request, reply) => {
      const result = await sendMessage(app, {
        chatId: request.params.chatId,
        senderId: callerOf(request).userId,
        content: request.body.content,
        clientMessageId: request.body.clientMessageId,
      });
      if (!result.ok) return reply.status(result.status).send({ msg: result.msg });
      return reply.status(result.created ? 201 : 200).send(result.message);
    },
  );

  app.post(
    '/api/chat/:chatId/read',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'markChatRead',
        summary: 'Mark a chat as read',
        description: 'Everything up to the last message of the chat counts as read by the caller.',
        tags: TAGS,
        security: SECURITY,
        params: ChatParams,
        response: { 200: Type.Object({ _id: Type.String(), hasUnread: Type.Boolean() }), ...SIGNED_IN_ERRORS, 403: Forbidden, 404: NotFound },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const access = await chatAccess(chats, request.params.chatId, userId);
      if (!access.ok) return reply.status(access.status).send({ msg: access.msg });
      await chats.markRead(request.params.chatId, userId);
      return { _id: request.params.chatId, hasUnread: false };
    },
  );
}
