import { useId } from 'react';
import { Link } from 'react-router';
import { useAcceptFriendRequestMutation, useDeclineFriendRequestMutation, useGetFriendRequestsQuery } from '../friends/friendsApi';
import { UserAvatar } from '../../components/UserAvatar';

/** Friend requests the user received, answered right from the hub. Nothing when there are none. */
export function FriendRequests() {
  const baseId = useId();
  const { data } = useGetFriendRequestsQuery();
  const [accept, { isLoading: accepting }] = useAcceptFriendRequestMutation();
  const [decline, { isLoading: declining }] = useDeclineFriendRequestMutation();
  const incoming = data?.incoming ?? [];
  if (incoming.length === 0) return null;

  const answer = (request: Promise<unknown>) => request.catch((error: unknown) => console.error('Failed to answer the friend request', error));

  return (
    <section className="friend-requests" aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className="friend-requests__title">
        Friend requests
      </h3>
      <ul className="chat-list">
        {incoming.map((request) => (
          <li key={request._id} className="chat-row">
            <span className="chat-row__avatar">
              <UserAvatar name={request.user.username} profileIcon={request.user.profileIcon} size={40} />
            </span>
            <span className="chat-row__text">
              <Link id={`${baseId}-${request._id}`} className="chat-row__name" to={`/profile/${encodeURIComponent(request.user.username)}`}>
                {request.user.username}
              </Link>
            </span>
            <span className="friend-requests__actions">
              <button type="button" className="btn btn-primary btn-small" aria-describedby={`${baseId}-${request._id}`} disabled={accepting || declining} onClick={() => void answer(accept(request._id).unwrap())}>
                Accept
              </button>
              <button type="button" className="btn btn-ghost btn-small" aria-describedby={`${baseId}-${request._id}`} disabled={accepting || declining} onClick={() => void answer(decline(request._id).unwrap())}>
                Decline
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
