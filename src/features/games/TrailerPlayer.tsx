import { useId, useState } from 'react';
import { TRAILER_EMBED_ORIGIN } from './gameConstants';
import { GameImage } from './GameImage';

/**
 * A trailer that loads nothing from YouTube until asked: a poster of our own artwork with a
 * "Play trailer" button, replaced on click by the privacy-enhanced (no-cookie) embed.
 */
export function TrailerPlayer({ videoId, title, poster }: { videoId: string; title: string; poster: string | null }) {
  const [playing, setPlaying] = useState(false);
  const captionId = useId();
  if (playing) {
    return (
      <div className="trailer">
        <iframe
          className="trailer-frame"
          src={`${TRAILER_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="trailer">
      <GameImage className="trailer-poster" src={poster} alt="" />
      <button type="button" className="btn btn-primary trailer-play" onClick={() => setPlaying(true)} aria-describedby={captionId}>
        Play trailer
      </button>
      <span id={captionId} className="visually-hidden">{title}</span>
    </div>
  );
}
