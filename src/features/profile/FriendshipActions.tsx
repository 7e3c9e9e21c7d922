import { useState } from 'react';
import { Link } from 'react-router';
import type { Friendship, PublicProfile } from '../../../common/contract/profiles';
import { useAppDispatch } from '../../app/hooks';
import { serverMessage } from '../../lib/serverMessage';
import { chatOpened } from '../chat/chatSlice';
import { useSelectOrCreateChatMutation } from '../chat/chatApi';
import {
  useAcceptFriendRequestMutation,
  useBlockUserMutation,
  useCancelFriendRequestMutation,
  useDeclineFriendRequestMutation,
  useRemoveFriendMutation,
  useSendFriendRequestMutation,
  useUnblockUserMutation,
} from '../friends/friendsApi';

interface FriendshipActionsProps {
  profile: PublicProfile;
  /** Null for a visitor. */
  friendship: Friendship | null;
}

const ACTION_FAILED = 'Something went wrong. Please try again.';

/** Add friend, Accept, Message and the rest, as the viewer's relation to the player allows. */
export function FriendshipActions({ profile, friendship }: FriendshipActionsProps) {
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const [sendRequest, sending] = useSendFriendRequestMutation();
  const [accept, accepting] = useAcceptFriendRequestMutation();
  const [decline, declining] = useDeclineFriendRequestMutation();
  const [cancel, cancelling] = useCancelFriendRequestMutation();
  const [remove, removing] = useRemoveFriendMutation();
  const [block, blocking] = useBlockUserMutation();
  const [unblock, unblocking] = useUnblockUserMutation();
  const [selectOrCreate, opening] = useSelectOrCreateChatMutation();
  const busy = [sending, accepting, declining, cancelling, removing, blocking, unblocking, opening].some((state) => state.isLoading);

  if (!friendship) {
    return (
      <div className="profile-actions">
        <Link className="btn btn-primary" to="/login">
          Log in to add friends
        </Link>
      </div>
    );
  }
  if (friendship.state === 'self') {
    return (
      <div className="profile-actions">
        <Link className="btn btn-secondary" to="/account">
          Edit profile
        </Link>
      </div>
    );
  }

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(serverMessage(error, ACTION_FAILED));
    }
  };
  const openChat = async () => {
    try {
      const { _id } = await selectOrCreate(profile._id).unwrap();
      dispatch(chatOpened(_id));
    } catch (error) {
      console.error('Failed to select/create conversation', error);
    }
  };
  const requestId = friendship.requestId ?? '';

  return (
    <div className="profile-actions">
      {friendship.state === 'none' && (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run(() => sendRequest(profile.username).unwrap())}>
          Add friend
        </button>
      )}
      {friendship.state === 'request_sent' && (
        <>
          <span className="profile-actions__note">Friend request sent</span>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void run(() => cancel(requestId).unwrap())}>
            Cancel request
          </button>
        </>
      )}
      {friendship.state === 'request_received' && (
        <>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run(() => accept(requestId).unwrap())}>
            Accept
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void run(() => decline(requestId).unwrap())}>
            Decline
          </button>
        </>
      )}
      {friendship.state === 'friends' && (
        <>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void openChat()}>
            Message
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void run(() => remove(profile._id).unwrap())}>
            Remove friend
          </button>
        </>
      )}
      {friendship.state === 'blocked' ? (
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void run(() => unblock(profile._id).unwrap())}>
          Unblock
        </button>
      ) : (
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void run(() => block(profile._id).unwrap())}>
          Block
        </button>
      )}
      {failure && (
        <p className="profile-actions__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
