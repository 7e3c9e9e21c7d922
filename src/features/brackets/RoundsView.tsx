import { useState } from 'react';
import type { BracketMatch } from '../../../common/contract/brackets';
import { currentRound, plainRounds } from './bracketLayout';
import { LobbyCard } from './LobbyCard';
import { MatchCard, type MatchCardProps } from './MatchCard';
import { RoundPicker } from './RoundPicker';

interface RoundsViewProps extends Pick<MatchCardProps, 'highlighted' | 'usernameOf'> {
  matches: BracketMatch[];
  /** "Pairings" for duels, "Lobbies" for battle royale. */
  title: string;
}

function labelOf(match: BracketMatch): string {
  const group = match.group !== null ? `Group ${match.group}, ` : '';
  const kind = match.bracket === 'lobby' ? 'lobby' : 'match';
  return `${group}round ${match.round}, ${kind} ${match.number}`.replace(/^r/, 'R');
}

/** One round at a time, the round being played first: round robin and Swiss pairings, battle royale lobbies. */
export function RoundsView({ matches, title, highlighted, usernameOf }: RoundsViewProps) {
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
      <ol className="bracket-rounds__matches">
        {ordered.map((match) => (
          <li key={match.id}>
            {match.bracket === 'lobby' ? (
              <LobbyCard lobby={match} label={labelOf(match)} highlighted={highlighted} usernameOf={usernameOf} />
            ) : (
              <MatchCard match={match} label={labelOf(match)} highlighted={highlighted} usernameOf={usernameOf} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
