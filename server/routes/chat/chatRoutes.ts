import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  ChatIdResponse,
  ChatListQuery,
  ChatListResponse,
  ChatMessage,
  ChatParams,
  ChatReadResponse,
  ChatSummary,
  MessagePage,
  MessagesQuery,
  SelectOrCreateBody,
  SendMessageBody,
} from '../../../common/contract/chat';
import { Conflict, Forbidden, NotFound, SIGNED_IN_ERRORS } from '../../../common/contract/errors';
import { chatAccess } from './chatAccess';
import { registerChatSocketEvents } from './chatSocketEvents';
import { messageSendRateLimit } from './messageSendLimit';
import { sendMessage } from './sendMessage';
import { callerOf } from '../../plugins/auth';

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
        querystring: ChatListQuery,
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
        response: { 200: ChatIdResponse, ...SIGNED_IN_ERRORS, 403: Forbidden, 404: NotFound },
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
        response: { 200: ChatSummary, ...SIGNED_IN_ERRORS, 403: Forbidden, 404: NotFound },
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
        response: { 200: MessagePage, ...SIGNED_IN_ERRORS, 403: Forbidden, 404: NotFound },
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
        body: SendMessageBody,
        response: {
          200: Type.Object(ChatMessage.properties, { description: 'A retry: the message stored before.' }),
          201: Type.Object(ChatMessage.properties, { description: 'The message, stored.' }),
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
        response: { 200: ChatReadResponse, ...SIGNED_IN_ERRORS, 403: Forbidden, 404: NotFound },
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
