import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Friend } from '../../../common/contract/friends';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { sortFriends, useGetFriendsQuery } from '../friends/friendsApi';
import { selectOnlineMap } from '../presence/presenceSlice';
import { UserAvatar } from '../../components/UserAvatar';
import { useSelectOrCreateChatMutation } from './chatApi';
import { chatOpened } from './chatSlice';
import { FriendRequests } from './FriendRequests';
import { PlayerSearch } from './PlayerSearch';

/** The Friends tab: requests waiting for an answer, a search for new friends, then friends online first, then A to Z. */
export function FriendsTab() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, error } = useGetFriendsQuery();
  const onlineMap = useAppSelector(selectOnlineMap);
  const [selectOrCreate, { isLoading: opening }] = useSelectOrCreateChatMutation();

  useEffect(() => {
    if (isError) console.error('Failed to load friends', error);
  }, [isError, error]);

  const message = async (friend: Friend) => {
    try {
      const { _id } = await selectOrCreate(friend._id).unwrap();
      dispatch(chatOpened(_id));
    } catch (failure) {
      console.error('Failed to select/create conversation', failure);
    }
  };

  if (isLoading) return <p className="chat-hub__status" role="status">Loading friends…</p>;

  const isOnline = (friend: Friend) => onlineMap[friend._id] ?? friend.isOnline;
  // A failed load empties the list.
  const friends = sortFriends(isError ? [] : (data ?? []), isOnline);

  return (
    <>
      <FriendRequests />
      <PlayerSearch />
      {friends.length === 0 ? (
        <p className="chat-hub__status">You have no friends yet.</p>
      ) : (
        <ul className="chat-list">
          {friends.map((friend) => (
            <li key={friend._id} className="chat-row">
              <span className="chat-row__avatar">
                <UserAvatar name={friend.username} profileIcon={friend.profileIcon} size={40} />
                <span className={`presence-dot${isOnline(friend) ? ' presence-dot--online' : ''}`} aria-hidden="true" />
              </span>
              <span className="chat-row__text">
                <Link className="chat-row__name" to={`/profile/${encodeURIComponent(friend.username)}`}>
                  {friend.username}
                </Link>
                <span className={`chat-row__presence${isOnline(friend) ? ' chat-row__presence--online' : ''}`}>
                  {isOnline(friend) ? 'Online' : 'Offline'}
                </span>
              </span>
              <button type="button" className="btn btn-primary btn-small" onClick={() => void message(friend)} disabled={opening}>
                Message
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
