import type { ComponentType, ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Game } from '../../../common/contract/games';
import { usePublicConfig } from '../../lib/publicConfig';
import { usePageTitle } from '../../lib/usePageTitle';
import { RateControl } from '../ratings/RateControl';
import { RatingDisplay } from '../ratings/RatingDisplay';
import { GameHero } from './GameHero';
import { useGetGameQuery } from './gamesApi';
import { GameSections } from './GameSections';
import { ReleaseDate } from './ReleaseDate';
import { StoreLinks } from './StoreLinks';
import { TrailerPlayer } from './TrailerPlayer';
import './games.css';

export const GAME_NOT_FOUND_TITLE = 'Game not found';

function GameNotFound() {
  usePageTitle(GAME_NOT_FOUND_TITLE);
  return (
    <section className="page container game-not-found">
      <h1>{GAME_NOT_FOUND_TITLE}</h1>
      <p>We could not find that game. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link className="btn btn-primary" to="/games">Back to all games</Link>
      </p>
    </section>
  );
}

function BadgeList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return <>—</>;
  return (
    <ul className="badge-list" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="badge">{item}</li>
      ))}
    </ul>
  );
}

function GameFacts({ game }: { game: Game }) {
  const facts: Array<[string, ReactNode]> = [
    ['Publisher', game.publisher ?? '—'],
    ['Developer', game.developer ?? '—'],
    ['Release date', game.releaseDate ? <ReleaseDate date={game.releaseDate} /> : 'TBA'],
    ['Platforms', <BadgeList label="Platforms" items={game.platforms} />],
    ['Genres', <BadgeList label="Genres" items={game.genres} />],
    ['Age rating', game.rating ? `${game.rating.system} ${game.rating.value}` : '—'],
  ];
  return (
    <dl className="game-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="game-fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The section of a game's tournaments, shown after the game's own sections. */
type TournamentsSection = ComponentType<{ game: Game }>;

function GameDetails({ game, Tournaments }: { game: Game; Tournaments?: TournamentsSection }) {
  const { botUrl } = usePublicConfig();
  usePageTitle(game.name);
  const paragraphs = (game.longDescription ?? game.shortDescription ?? '').split(/\n{2,}/).filter(Boolean);
  return (
    <article className="game-page">
      <GameHero game={game} />
      <div className="container page game-page-body">
        <header className="game-page-header">
          <h1>{game.name}</h1>
          <RatingDisplay gameKey={game.key} />
          <a className="btn btn-primary" href={botUrl} target="_blank" rel="noopener noreferrer">Play now</a>
        </header>
        <GameFacts game={game} />
        <section aria-labelledby="game-about">
          <h2 id="game-about">About the game</h2>
          {paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
        </section>
        <GameSections sections={game.sections} />
        {Tournaments && <Tournaments game={game} />}
        {game.trailers.length > 0 && (
          <section aria-labelledby="game-trailers">
            <h2 id="game-trailers">Trailers</h2>
            <div className="trailers">
              {game.trailers.map((videoId, index) => (
                <TrailerPlayer
                  key={videoId}
                  videoId={videoId}
                  title={`${game.name} trailer${game.trailers.length > 1 ? ` ${index + 1}` : ''}`}
                  poster={game.heroUrl ?? game.coverImage}
                />
              ))}
            </div>
          </section>
        )}
        {Object.keys(game.storeLinks).length > 0 && (
          <section aria-labelledby="game-stores">
            <h2 id="game-stores">Get the game</h2>
            <StoreLinks storeLinks={game.storeLinks} />
          </section>
        )}
        <section aria-labelledby="game-rate" className="card game-rate">
          <h2 id="game-rate">Rate {game.name}</h2>
          <RateControl gameKey={game.key} gameName={game.name} />
        </section>
      </div>
    </article>
  );
}

/**
 * /games/{slug}: one game, reached by its key or any alias (the server resolves them). The app
 * passes the section of its tournaments: the tournaments feature reads the games catalogue, so the
 * games feature does not import it back.
 */
export function GamePage({ tournaments }: { tournaments?: TournamentsSection }) {
  const { slug = '' } = useParams();
  const { data: game, error, isLoading, refetch } = useGetGameQuery(slug);
  if (isLoading) return <p className="page-status" role="status">Loading...</p>;
  if (error && 'status' in error && error.status === 404) return <GameNotFound />;
  if (!game) {
    return (
      <section className="page container" role="alert">
        <h1>Could not load this game</h1>
        <p>Please check your connection and try again.</p>
        <button type="button" className="btn" onClick={() => void refetch()}>Try again</button>
      </section>
    );
  }
  return <GameDetails game={game} Tournaments={tournaments} />;
}
