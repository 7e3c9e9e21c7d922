import { baseApi } from '../../api/baseApi';
import type { SocketFeature } from '../../realtime/socketFeature';
import { RELATION_TAGS } from './friendTags';

/** Friends over the realtime connection: a change of relation, and what the friends list missed while it was down. */
export const friendsSocket: SocketFeature = ({ dispatch }) => ({
  on: { friendship_changed: () => dispatch(baseApi.util.invalidateTags([...RELATION_TAGS])) },
  onConnect(reconnection) {
    // Friends who came or went while the connection was down: the list says who is online now.
    if (reconnection) dispatch(baseApi.util.invalidateTags(['Friend']));
  },
});
