import { useState } from 'react';
import type { BracketMatch } from '../../../common/contract/brackets';
import { currentRound, plainRounds } from './bracketLayout';
import { LobbyCard } from './LobbyCard';
import { MatchCard, type MatchCardProps } from './MatchCard';
import { RoundPicker } from './RoundPicker';
import { useDrawnProgressively } from './useDrawnProgressively';

type CardOptions = Pick<MatchCardProps, 'highlighted' | 'usernameOf' | 'playedBy' | 'onDispute'>;

interface RoundsViewProps extends CardOptions {
  matches: BracketMatch[];
  /** "Pairings" for duels, "Lobbies" for battle royale. */
  title: string;
}

function labelOf(match: BracketMatch): string {
  const group = match.group !== null ? `Group ${match.group}, ` : '';
  const kind = match.bracket === 'lobby' ? 'lobby' : 'match';
  return `${group}round ${match.round}, ${kind} ${match.number}`.replace(/^r/, 'R');
}

/** A round's matches or lobbies, a few more each frame (a 256-player Swiss round has 128 matches); another round starts again from a few. */
function RoundMatches({ matches, ...options }: Pick<RoundsViewProps, 'matches'> & CardOptions) {
  const drawn = useDrawnProgressively(matches.length);
  return (
    <ol className="bracket-rounds__matches">
      {matches.slice(0, drawn).map((match) => (
        <li key={match.id}>
          {match.bracket === 'lobby' ? (
            <LobbyCard lobby={match} label={labelOf(match)} {...options} />
          ) : (
            <MatchCard match={match} label={labelOf(match)} {...options} />
          )}
        </li>
      ))}
    </ol>
  );
}

/** One round at a time, the round being played first: round robin and Swiss pairings, battle royale lobbies. */
export function RoundsView({ matches, title, ...options }: RoundsViewProps) {
  const rounds = plainRounds(matches);
  const [selected, setSelected] = useState(() => currentRound(rounds)?.key ?? '');
  const round = rounds.find((candidate) => candidate.key === selected) ?? currentRound(rounds);
  if (!round) return null;
  const headingId = 'bracket-rounds-title';
  const ordered = [...round.matches].sort((a, b) => (a.group ?? 0) - (b.group ?? 0) || a.number - b.number);
  return (
    <section className="bracket-rounds" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title}: {round.title}
      </h3>
      <RoundPicker rounds={rounds} selected={round.key} onSelect={setSelected} label={`Pick a round: ${title.toLowerCase()}`} />
      <RoundMatches key={round.key} matches={ordered} {...options} />
    </section>
  );
}
