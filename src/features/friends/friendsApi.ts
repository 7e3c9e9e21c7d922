import type { FoundPlayer, Friend, FriendList, FriendRequestOutcome, FriendRequestsResponse, PlayerSearchResults } from '../../../common/contract/friends';
import { baseApi } from '../../api/baseApi';
import { snapshotReceived } from '../presence/presenceSlice';
import { FRIEND_LIST_TAG, FRIEND_REQUESTS_TAG, RELATION_TAGS } from './friendTags';

/** A search result is only worth keeping while the person may come back to it. */
const PLAYER_SEARCH_CACHE_SECONDS = 60;

export const friendsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFriends: build.query<Friend[], void>({
      query: () => '/friends/list',
      transformResponse: (body: Partial<FriendList> | Friend[]) => (Array.isArray(body) ? body : (body.friends ?? [])),
      providesTags: [FRIEND_LIST_TAG],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(snapshotReceived(data.map((friend) => ({ userId: friend._id, online: friend.isOnline }))));
        } catch {
          // The list shows the failure.
        }
      },
    }),
    getFriendRequests: build.query<FriendRequestsResponse, void>({
      query: () => '/friends/requests',
      providesTags: [FRIEND_REQUESTS_TAG],
    }),
    /** Players by the start of their username; refetched after any change of relation, so each shows where the caller stands. */
    searchPlayers: build.query<FoundPlayer[], string>({
      query: (q) => ({ url: '/friends/search', params: { q } }),
      transformResponse: (body: PlayerSearchResults) => body.players,
      providesTags: [FRIEND_LIST_TAG, FRIEND_REQUESTS_TAG],
      keepUnusedDataFor: PLAYER_SEARCH_CACHE_SECONDS,
    }),
    sendFriendRequest: build.mutation<FriendRequestOutcome, string>({
      query: (username) => ({ url: '/friends/requests', method: 'POST', body: { username } }),
      invalidatesTags: [...RELATION_TAGS],
    }),
    acceptFriendRequest: build.mutation<unknown, string>({
      query: (requestId) => ({ url: `/friends/requests/${requestId}/accept`, method: 'POST' }),
      invalidatesTags: [...RELATION_TAGS],
    }),
    declineFriendRequest: build.mutation<unknown, string>({
      query: (requestId) => ({ url: `/friends/requests/${requestId}/decline`, method: 'POST' }),
      invalidatesTags: [...RELATION_TAGS],
    }),
    cancelFriendRequest: build.mutation<unknown, string>({
      query: (requestId) => ({ url: `/friends/requests/${requestId}`, method: 'DELETE' }),
      invalidatesTags: [...RELATION_TAGS],
    }),
    removeFriend: build.mutation<unknown, string>({
      query: (userId) => ({ url: `/friends/${userId}`, method: 'DELETE' }),
      invalidatesTags: [...RELATION_TAGS],
    }),
    blockUser: build.mutation<unknown, string>({
      query: (userId) => ({ url: '/friends/blocks', method: 'POST', body: { userId } }),
      invalidatesTags: [...RELATION_TAGS],
    }),
    unblockUser: build.mutation<unknown, string>({
      query: (userId) => ({ url: `/friends/blocks/${userId}`, method: 'DELETE' }),
      invalidatesTags: [...RELATION_TAGS],
    }),
  }),
});

export const {
  useGetFriendsQuery,
  useGetFriendRequestsQuery,
  useSearchPlayersQuery,
  useSendFriendRequestMutation,
  useAcceptFriendRequestMutation,
  useDeclineFriendRequestMutation,
  useCancelFriendRequestMutation,
  useRemoveFriendMutation,
  useBlockUserMutation,
  useUnblockUserMutation,
} = friendsApi;

/** Friends online first, then alphabetical, by live presence where known. */
export function sortFriends<T extends Friend>(friends: readonly T[], isOnline: (friend: T) => boolean): T[] {
  return [...friends].sort((a, b) => {
    const byPresence = Number(isOnline(b)) - Number(isOnline(a));
    return byPresence !== 0 ? byPresence : a.username.localeCompare(b.username, undefined, { sensitivity: 'base' });
  });
}
