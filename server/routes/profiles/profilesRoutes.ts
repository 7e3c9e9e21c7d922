import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { NotFound } from '../../../common/contract/errors';
import { type Friendship, ProfileParams, ProfileResponse } from '../../../common/contract/profiles';
import type { Relation } from '../friends/friendsRepository';

/** A block is named only to the one who made it; the blocked user just sees no way to connect. */
function friendshipOf(relation: Relation): Friendship {
  if (relation.iBlocked) return { state: 'blocked', requestId: null };
  if (relation.friends) return { state: 'friends', requestId: null };
  if (relation.sentRequestId) return { state: 'request_sent', requestId: relation.sentRequestId };
  if (relation.receivedRequestId) return { state: 'request_received', requestId: relation.receivedRequestId };
  return { state: 'none', requestId: null };
}

export async function profilesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = app.publicUsersRepository;
  const profiles = app.profilesRepository;
  const friends = app.friendsRepository;

  app.get(
    '/api/profiles/:username',
    {
      schema: {
        operationId: 'getProfile',
        summary: "A player's public profile",
        description:
          'Avatar, background, nickname, member since and rated games; with a bearer token also the friendship state toward ' +
          'the caller (self, none, friends, request_sent, request_received, blocked) and, for friends, isOnline.',
        tags: ['profiles'],
        params: ProfileParams,
        response: { 200: ProfileResponse, 404: NotFound },
      },
    },
    async (request, reply): Promise<ProfileResponse> => {
      const row = await users.findByUsername(request.params.username);
      if (!row) return reply.status(404).send({ msg: 'Player not found' });
      const callerId = request.auth?.userId ?? null;
      let friendship: Friendship | null = null;
      if (callerId === row.id) friendship = { state: 'self', requestId: null };
      else if (callerId) friendship = friendshipOf(await friends.relation(callerId, row.id));
      const isOnline = friendship?.state === 'friends' && (await app.presence.onlineAmong([row.id])).has(row.id);
      return {
        profile: {
          _id: row.id,
          username: row.username,
          nickname: row.nickname,
          profileIcon: row.profile_icon,
          profileBackground: row.profile_background,
          memberSince: new Date(row.created_at).toISOString(),
          isOnline,
          ratedGames: await profiles.ratedGames(row.id),
        },
        friendship,
      };
    },
  );
}
