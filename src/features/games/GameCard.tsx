import { useId } from 'react';
import { Link } from 'react-router';
import type { Game } from '../../../common/contract/games';
import { usePublicConfig } from '../../lib/publicConfig';
import { RatingDisplay } from '../ratings/RatingDisplay';
import { GAME_CARD_MAX_GENRES, GAME_CARD_MAX_PLATFORMS, NO_DESCRIPTION } from './gameConstants';
import { GameImage } from './GameImage';
import './games.css';

export interface GameCardProps {
  game: Game;
  /** The card title's heading level, so the card fits the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * A game in a list: cover, up to 3 platforms, the first genre, the name, the
 * read-only rating, a short description, View details and Play now (the bot, in a new tab).
 * Its rating comes from the rating cache that the list fills in batches, else from the list itself.
 */
export function GameCard({ game, headingLevel = 3 }: GameCardProps) {
  const { botUrl } = usePublicConfig();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card game-card" aria-labelledby={titleId}>
      <GameImage className="game-card-cover" src={game.coverImage || game.heroUrl} alt={`${game.name} cover`} loading="lazy" />
      <div className="game-card-body">
        <div className="game-card-badges">
          {game.platforms.length > 0 && (
            <ul className="badge-list" aria-label="Platforms">
              {game.platforms.slice(0, GAME_CARD_MAX_PLATFORMS).map((platform) => (
                <li key={platform} className="badge">{platform}</li>
              ))}
            </ul>
          )}
          {game.genres.slice(0, GAME_CARD_MAX_GENRES).map((genre) => (
            <span key={genre} className="badge badge-genre">{genre}</span>
          ))}
        </div>
        <Heading id={titleId} className="game-card-title">{game.name}</Heading>
        <RatingDisplay gameKey={game.key} listSummary={{ averageRating: game.averageRating, ratingCount: game.ratingCount }} />
        <p className="game-card-description">{game.shortDescription?.trim() || NO_DESCRIPTION}</p>
        <div className="game-card-actions">
          <Link className="btn" to={`/games/${encodeURIComponent(game.key)}`} aria-describedby={titleId}>
            View details
          </Link>
          <a className="btn btn-primary" href={botUrl} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
            Play now
          </a>
        </div>
      </div>
    </article>
  );
}
