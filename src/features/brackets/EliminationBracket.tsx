import { memo, useState } from 'react';
import { type BracketPart, currentRound, type Round } from './bracketLayout';
import { MatchCard, type MatchCardProps } from './MatchCard';
import { RoundPicker } from './RoundPicker';
import { useDrawnProgressively } from './useDrawnProgressively';

type CardOptions = Pick<MatchCardProps, 'highlighted' | 'usernameOf' | 'playedBy' | 'onDispute'>;

/** How a round's winners reach the next round: two matches into one, or one into one (losers bracket). */
function feeds(round: Round, next: Round | undefined): 'pairs' | 'straight' | 'none' {
  if (!next) return 'none';
  if (next.matches.length * 2 === round.matches.length) return 'pairs';
  return next.matches.length === round.matches.length ? 'straight' : 'none';
}

interface RoundColumnProps extends CardOptions {
  round: Round;
  next?: Round;
  hiddenWhenNarrow: boolean;
  /** How many of the round's cards are on the page yet (at most all of them, so a full round is not drawn again). */
  drawn: number;
}

const RoundColumn = memo(function RoundColumn({ round, next, hiddenWhenNarrow, drawn, ...options }: RoundColumnProps) {
  const headingId = `round-${round.key}`;
  return (
    <div className={`bracket-round feeds-${feeds(round, next)}${hiddenWhenNarrow ? ' is-hidden-narrow' : ''}`}>
      <h4 id={headingId} className="bracket-round__title">
        {round.title}
      </h4>
      <ol className="bracket-round__matches" aria-labelledby={headingId}>
        {round.matches.slice(0, drawn).map((match) => (
          <li key={match.id} className="bracket-round__match">
            <MatchCard match={match} label={`${round.title}, match ${match.number}`} {...options} />
          </li>
        ))}
      </ol>
    </div>
  );
});

const cardsBefore = (rounds: Round[]) => rounds.reduce((sum, round) => sum + round.matches.length, 0);

/** One tree: every round side by side with connector lines; on a phone, one round at a time. */
/** `drawn`: how many of the part's cards, in reading order, are on the page yet. */
function BracketTree({ part, drawn, options }: { part: BracketPart; drawn: number; options: CardOptions }) {
  const [selected, setSelected] = useState(() => currentRound(part.rounds)?.key ?? '');
  const headingId = `bracket-part-${part.key}`;
  return (
    <section className="bracket-part" aria-labelledby={headingId}>
      <h3 id={headingId}>{part.title}</h3>
      <RoundPicker rounds={part.rounds} selected={selected} onSelect={setSelected} label={`Pick a round: ${part.title}`} narrowOnly />
      {/* Wide trees scroll sideways inside the section, never the page; the keyboard scrolls it too. */}
      <div className="bracket-tree" tabIndex={0} role="region" aria-label={`${part.title}, every round`}>
        {part.rounds.map((round, index) => (
          <RoundColumn
            key={round.key}
            round={round}
            next={part.rounds[index + 1]}
            hiddenWhenNarrow={round.key !== selected}
            drawn={Math.min(round.matches.length, Math.max(0, drawn - cardsBefore(part.rounds.slice(0, index))))}
            {...options}
          />
        ))}
      </div>
    </section>
  );
}

/** Single or double elimination: each part (winners, losers, final, third place) as a tree. */
export function EliminationBracket({ parts, ...options }: { parts: BracketPart[] } & CardOptions) {
  const drawn = useDrawnProgressively(cardsBefore(parts.flatMap((part) => part.rounds)));
  return (
    <div className="elimination-bracket">
      {parts.map((part, index) => (
        <BracketTree key={part.key} part={part} drawn={Math.max(0, drawn - cardsBefore(parts.slice(0, index).flatMap((earlier) => earlier.rounds)))} options={options} />
      ))}
    </div>
  );
}
