import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import type { FoundPlayer } from '../../../common/contract/friends';
import { PLAYER_SEARCH_MIN_LENGTH } from '../../../common/friends';
import { useAppDispatch } from '../../app/hooks';
import { UserAvatar } from '../../components/UserAvatar';
import { serverMessage } from '../../lib/serverMessage';
import { useAcceptFriendRequestMutation, useSearchPlayersQuery, useSendFriendRequestMutation } from '../friends/friendsApi';
import { useSelectOrCreateChatMutation } from './chatApi';
import { chatOpened } from './chatSlice';

const ACTION_FAILED = 'Something went wrong. Please try again.';

/** The Friends tab's way to new friends: find players by name and ask them, right from the hub. */
export function PlayerSearch() {
  const baseId = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const { data: players, isFetching, isError, error } = useSearchPlayersQuery(query, { skip: query === '' });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const term = draft.trim();
    if (term.length < PLAYER_SEARCH_MIN_LENGTH) {
      setHint(`Type at least ${PLAYER_SEARCH_MIN_LENGTH} characters of a username.`);
      return;
    }
    setHint(null);
    setQuery(term);
  };

  return (
    <section className="player-search" aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className="friend-requests__title">
        Find players
      </h3>
      <form role="search" aria-labelledby={`${baseId}-title`} className="player-search__form" onSubmit={search}>
        <label htmlFor={`${baseId}-name`} className="visually-hidden">
          Username
        </label>
        <input
          id={`${baseId}-name`}
          type="search"
          placeholder="Username"
          autoComplete="off"
          maxLength={30}
          value={draft}
          aria-describedby={hint ? `${baseId}-hint` : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn btn-secondary btn-small">
          Search
        </button>
      </form>
      {hint && (
        <p id={`${baseId}-hint`} className="player-search__hint" role="alert">
          {hint}
        </p>
      )}
      <div aria-live="polite">
        {query !== '' && isFetching && !players && <p className="player-search__hint">Searching…</p>}
        {isError && <p role="alert" className="player-search__hint">{serverMessage(error, ACTION_FAILED)}</p>}
        {players && !isError && players.length === 0 && <p className="player-search__hint">No players found for “{query}”.</p>}
      </div>
      {players && !isError && players.length > 0 && (
        <ul className="chat-list" aria-label="Players found">
          {players.map((player) => (
            <FoundPlayerRow key={player._id} player={player} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FoundPlayerRow({ player }: { player: FoundPlayer }) {
  const nameId = useId();
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<string | null>(null);
  const [sendRequest, sending] = useSendFriendRequestMutation();
  const [accept, accepting] = useAcceptFriendRequestMutation();
  const [selectOrCreate, opening] = useSelectOrCreateChatMutation();
  const busy = sending.isLoading || accepting.isLoading || opening.isLoading;

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(serverMessage(error, ACTION_FAILED));
    }
  };
  const message = () =>
    run(async () => {
      const { _id } = await selectOrCreate(player._id).unwrap();
      dispatch(chatOpened(_id));
    });

  return (
    <li className="chat-row">
      <span className="chat-row__avatar">
        <UserAvatar name={player.username} profileIcon={player.profileIcon} size={40} />
      </span>
      <span className="chat-row__text">
        <Link id={nameId} className="chat-row__name" to={`/profile/${encodeURIComponent(player.username)}`}>
          {player.username}
        </Link>
        {failure && (
          <span role="alert" className="player-search__failure">
            {failure}
          </span>
        )}
      </span>
      {player.relation === 'none' && (
        <button type="button" className="btn btn-primary btn-small" aria-describedby={nameId} disabled={busy} onClick={() => void run(() => sendRequest(player.username).unwrap())}>
          Add friend
        </button>
      )}
      {player.relation === 'requested' && <span className="chat-row__presence">Request sent</span>}
      {player.relation === 'incoming' && player.requestId && (
        <button type="button" className="btn btn-primary btn-small" aria-describedby={nameId} disabled={busy} onClick={() => void run(() => accept(player.requestId!).unwrap())}>
          Accept
        </button>
      )}
      {player.relation === 'friends' && (
        <button type="button" className="btn btn-secondary btn-small" aria-describedby={nameId} disabled={busy} onClick={() => void message()}>
          Message
        </button>
      )}
    </li>
  );
}
