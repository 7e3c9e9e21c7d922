import { useState } from 'react';
import { firstCover, type GameLike, SECOND_PLACEHOLDER_COVER, type TournamentLike } from '../../lib/tournaments';

interface TournamentCoverProps {
  tournament: TournamentLike;
  games?: readonly GameLike[];
  className?: string;
}

/**
 * A tournament's cover: the tournament's image, its game's, the placeholder; an image that
 * fails gives way to the second placeholder, and when that fails too the image goes away.
 */
export function TournamentCover({ tournament, games, className = 'tournament-cover' }: TournamentCoverProps) {
  const first = firstCover(tournament, games);
  const [failed, setFailed] = useState<{ for: string; count: number }>({ for: first, count: 0 });
  // A different tournament or games list starts the chain again.
  const failures = failed.for === first ? failed.count : 0;
  if (failures >= 2) return null;
  const src = failures === 0 ? first : SECOND_PLACEHOLDER_COVER;
  return (
    <img
      className={className}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed({ for: first, count: failures + 1 })}
    />
  );
}
