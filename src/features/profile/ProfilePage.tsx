import './profile.css';
import { Link, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { DateTime } from '../../components/DateTime';
import { usePageTitle } from '../../lib/usePageTitle';
import { selectCurrentUser, selectSessionStatus, userIdOf } from '../session/sessionSlice';
import { FriendshipActions } from './FriendshipActions';
import { useGetProfileQuery } from './profileApi';
import { profileImageUrl } from '../../lib/profileImages';
import { UserAvatar } from '../../components/UserAvatar';

const STARS = 5;

/** /profile/{username}: a player's public profile and what the viewer can do about them. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const viewerId = userIdOf(useAppSelector(selectCurrentUser));
  // Until the stored session is known the page cannot tell a visitor from a friend.
  const sessionLoading = useAppSelector(selectSessionStatus) === 'loading';
  const { data, isLoading, error } = useGetProfileQuery({ username, viewerId }, { skip: sessionLoading });
  const profile = data?.profile;
  usePageTitle(profile ? (profile.nickname ?? profile.username) : 'Profile');

  if (isLoading || sessionLoading) {
    return (
      <p className="page-status" role="status">
        Loading profile…
      </p>
    );
  }
  if (!profile) {
    const notFound = error && 'status' in error && error.status === 404;
    return (
      <section className="page container">
        <h1>{notFound ? 'Player not found' : 'This profile could not be loaded'}</h1>
        <p>{notFound ? `Nobody plays on VERSUS as ${username}.` : 'Please try again in a moment.'}</p>
        <Link to="/">Back to home</Link>
      </section>
    );
  }

  const displayName = profile.nickname ?? profile.username;
  return (
    <article className="profile-page">
      <div className="profile-page__banner">
        <img src={profileImageUrl(profile.profileBackground, 'background')} alt="" className="profile-page__background" />
      </div>
      <div className="container profile-page__body">
        <header className="profile-page__header">
          <UserAvatar name={displayName} profileIcon={profile.profileIcon} size={112} className="profile-page__avatar" />
          <div className="profile-page__identity">
            <h1 className="profile-page__name">{displayName}</h1>
            <p className="profile-page__username">@{profile.username}</p>
            <p className="profile-page__since">
              Member since <DateTime value={profile.memberSince} dateOnly />
            </p>
            {data.friendship?.state === 'friends' && (
              <p className={`chat-row__presence profile-page__presence${profile.isOnline ? ' chat-row__presence--online' : ''}`}>{profile.isOnline ? 'Online' : 'Offline'}</p>
            )}
          </div>
          <FriendshipActions profile={profile} friendship={data.friendship} />
        </header>
        <section className="profile-page__section" aria-labelledby="rated-games-title">
          <h2 id="rated-games-title">Rated games</h2>
          {profile.ratedGames.length === 0 ? (
            <p>No games rated yet.</p>
          ) : (
            <ul className="profile-page__ratings">
              {profile.ratedGames.map((game) => (
                <li key={game.gameKey}>
                  <Link to={`/games/${game.gameKey}`}>{game.name}</Link>
                  <span className="profile-page__stars" role="img" aria-label={`${game.rating} out of ${STARS} stars`}>
                    {'★'.repeat(game.rating)}
                    {'☆'.repeat(STARS - game.rating)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </article>
  );
}
