// Apart from the endpoints, so the socket handlers name the tags without loading them.
export const FRIEND_LIST_TAG = { type: 'Friend', id: 'LIST' } as const;
export const FRIEND_REQUESTS_TAG = { type: 'Friend', id: 'REQUESTS' } as const;
/** Any change between two users may change the friends list, the requests and both profiles. */
export const RELATION_TAGS = [FRIEND_LIST_TAG, FRIEND_REQUESTS_TAG, 'Profile'] as const;
