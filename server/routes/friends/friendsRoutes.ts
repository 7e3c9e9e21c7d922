import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { UserCard } from '../../../common/contract/chat';
import { BadRequest, Forbidden, MessageResponse, NotFound, SIGNED_IN_ERRORS, Unauthorized } from '../../../common/contract/errors';
import {
  AcceptedRequest,
  AlreadyConnected,
  BecameFriends,
  BlockBody,
  BlockedList,
  FriendList,
  FriendRequestBody,
  FriendRequestsResponse,
  PlayerSearchQuery,
  PlayerSearchResults,
  RequestParams,
  RequestSent,
  UserParams,
} from '../../../common/contract/friends';
import { PLAYER_SEARCH_MAX_RESULTS } from '../../../common/friends';
import { friendChangeLimit, friendRequestLimit, playerSearchLimit } from './friendChangeLimits';
import { announcePresenceToFriends, notifyFriendshipChanged } from './friendsSocketEvents';
import { callerOf } from '../../plugins/auth';

const TAGS = ['friends'];
const SECURITY = [{ bearer: [] }];

export async function friendsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const friends = app.friendsRepository;
  const users = app.publicUsersRepository;
  announcePresenceToFriends(app);

  /** isOnline from the presence store: these are the caller's friends, so they may see it. */
  async function withPresence(cards: UserCard[]): Promise<UserCard[]> {
    const online = await app.presence.onlineAmong(cards.map((card) => card._id));
    return cards.map((card) => ({ ...card, isOnline: online.has(card._id) }));
  }

  app.get(
    '/api/friends/list',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listFriends',
        summary: "The caller's friends",
        description: 'Each friend with isOnline (online while any of their sockets is connected, on any server process).',
        tags: TAGS,
        security: SECURITY,
        response: { 200: FriendList, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => ({ friends: await withPresence(await friends.listFriends(callerOf(request).userId)) }),
  );

  app.get(
    '/api/friends/search',
    {
      onRequest: app.requireUser,
      config: playerSearchLimit,
      schema: {
        operationId: 'searchPlayers',
        summary: 'Find players by the start of their username',
        description:
          `Up to ${PLAYER_SEARCH_MAX_RESULTS} players, the exact name first, each with the caller's relation to them (none, friends, ` +
          'requested, or incoming with the requestId to accept). Never the caller, deleted accounts or anyone either side blocked.',
        tags: TAGS,
        security: SECURITY,
        querystring: PlayerSearchQuery,
        response: { 200: PlayerSearchResults, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => ({ players: await friends.searchPlayers(callerOf(request).userId, request.query.q) }),
  );

  app.get(
    '/api/friends/requests',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listFriendRequests',
        summary: 'Pending friend requests, received and sent',
        description: 'incoming: requests others sent the caller; outgoing: requests the caller sent. Newest first.',
        tags: TAGS,
        security: SECURITY,
        response: { 200: FriendRequestsResponse, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => friends.listRequests(callerOf(request).userId),
  );

  app.post(
    '/api/friends/requests',
    {
      onRequest: app.requireUser,
      config: friendRequestLimit,
      schema: {
        operationId: 'sendFriendRequest',
        summary: 'Ask someone, by username, to be friends',
        description:
          'Answers 201 { status: "requested", requestId }. When that user had already asked the caller, their request is ' +
          'accepted instead: 200 { status: "friends" }. 409 when already friends or already asked; 403 when either blocked the other.',
        tags: TAGS,
        security: SECURITY,
        body: FriendRequestBody,
        response: {
          200: BecameFriends,
          201: RequestSent,
          400: BadRequest,
          401: Unauthorized,
          403: Forbidden,
          404: NotFound,
          409: AlreadyConnected,
        },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const recipient = await users.findByUsername(request.body.username);
      if (!recipient) return reply.status(404).send({ msg: 'User not found' });
      if (recipient.id === userId) return reply.status(400).send({ msg: 'You cannot send a friend request to yourself.' });
      const outcome = await friends.sendRequest(userId, recipient.id);
      switch (outcome.kind) {
        case 'blocked':
          return reply.status(403).send({ msg: 'You cannot send a friend request to this user.' });
        case 'already_friends':
          return reply.status(409).send({ msg: 'You are already friends.' });
        case 'already_requested':
          return reply.status(409).send({ msg: 'You have already sent this user a friend request.', requestId: outcome.requestId });
        case 'accepted':
          notifyFriendshipChanged(app, userId, recipient.id);
          return reply.status(200).send({ status: 'friends' });
        case 'requested':
          notifyFriendshipChanged(app, userId, recipient.id);
          return reply.status(201).send({ status: 'requested', requestId: outcome.requestId });
      }
    },
  );

  app.post(
    '/api/friends/requests/:requestId/accept',
    {
      onRequest: app.requireUser,
      config: friendChangeLimit,
      schema: {
        operationId: 'acceptFriendRequest',
        summary: 'Accept a friend request sent to the caller',
        description: 'The two become friends and see each other\'s presence. Answers { friend }.',
        tags: TAGS,
        security: SECURITY,
        params: RequestParams,
        response: { 200: AcceptedRequest, ...SIGNED_IN_ERRORS, 404: NotFound },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const senderId = await friends.acceptRequest(request.params.requestId, userId);
      if (!senderId) return reply.status(404).send({ msg: 'Friend request not found' });
      notifyFriendshipChanged(app, userId, senderId);
      const [friend] = await withPresence((await friends.listFriends(userId)).filter((card) => card._id === senderId));
      return { friend: friend ?? null };
    },
  );

  app.post(
    '/api/friends/requests/:requestId/decline',
    {
      onRequest: app.requireUser,
      config: friendChangeLimit,
      schema: {
        operationId: 'declineFriendRequest',
        summary: 'Decline a friend request sent to the caller',
        description: 'The request is deleted; its sender may ask again later.',
        tags: TAGS,
        security: SECURITY,
        params: RequestParams,
        response: { 200: MessageResponse, ...SIGNED_IN_ERRORS, 404: NotFound },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const senderId = await friends.declineRequest(request.params.requestId, userId);
      if (!senderId) return reply.status(404).send({ msg: 'Friend request not found' });
      notifyFriendshipChanged(app, userId, senderId);
      return { msg: 'Friend request declined.' };
    },
  );

  app.delete(
    '/api/friends/requests/:requestId',
    {
      onRequest: app.requireUser,
      config: friendChangeLimit,
      schema: {
        operationId: 'cancelFriendRequest',
        summary: 'Cancel a friend request the caller sent',
        description: 'Withdraws a pending request sent by the caller.',
        tags: TAGS,
        security: SECURITY,
        params: RequestParams,
        response: { 200: MessageResponse, ...SIGNED_IN_ERRORS, 404: NotFound },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const recipientId = await friends.cancelRequest(request.params.requestId, userId);
      if (!recipientId) return reply.status(404).send({ msg: 'Friend request not found' });
      notifyFriendshipChanged(app, userId, recipientId);
      return { msg: 'Friend request cancelled.' };
    },
  );

  app.get(
    '/api/friends/blocks',
    {
      onRequest: app.requireUser,
      schema: {
        operationId: 'listBlockedUsers',
        summary: 'Users the caller blocked',
        description: 'Blocked users cannot message the caller, send friend requests or see the caller\'s presence.',
        tags: TAGS,
        security: SECURITY,
        response: { 200: BlockedList, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => ({ blocked: await friends.listBlocked(callerOf(request).userId) }),
  );

  app.post(
    '/api/friends/blocks',
    {
      onRequest: app.requireUser,
      config: friendChangeLimit,
      schema: {
        operationId: 'blockUser',
        summary: 'Block a user',
        description: 'Ends any friendship and pending request between the two; neither can then message the other.',
        tags: TAGS,
        security: SECURITY,
        body: BlockBody,
        response: { 200: MessageResponse, ...SIGNED_IN_ERRORS, 404: NotFound },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const target = request.body.userId;
      if (target === userId) return reply.status(400).send({ msg: 'You cannot block yourself.' });
      if (!(await users.findById(target))) return reply.status(404).send({ msg: 'User not found' });
      await friends.block(userId, target);
      notifyFriendshipChanged(app, userId, target);
      return { msg: 'User blocked.' };
    },
  );

  app.delete(
    '/api/friends/blocks/:userId',
    {
      onRequest: app.requireUser,
      config: friendChangeLimit,
      schema: {
        operationId: 'unblockUser',
        summary: 'Lift a block',
        description: 'The two may send each other friend requests again; the friendship does not come back by itself.',
        tags: TAGS,
        security: SECURITY,
        params: UserParams,
        response: { 200: MessageResponse, ...SIGNED_IN_ERRORS, 404: NotFound },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      if (!(await friends.unblock(userId, request.params.userId))) return reply.status(404).send({ msg: 'This user is not blocked.' });
      notifyFriendshipChanged(app, userId, request.params.userId);
      return { msg: 'User unblocked.' };
    },
  );

  app.delete(
    '/api/friends/:userId',
    {
      onRequest: app.requireUser,
      config: friendChangeLimit,
      schema: {
        operationId: 'removeFriend',
        summary: 'Remove a friend',
        description: 'Ends the friendship both ways. Their chat history stays, but neither can message the other until friends again.',
        tags: TAGS,
        security: SECURITY,
        params: UserParams,
        response: { 200: MessageResponse, ...SIGNED_IN_ERRORS, 404: NotFound },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      if (!(await friends.removeFriend(userId, request.params.userId))) return reply.status(404).send({ msg: 'This user is not your friend.' });
      notifyFriendshipChanged(app, userId, request.params.userId);
      return { msg: 'Friend removed.' };
    },
  );
}
