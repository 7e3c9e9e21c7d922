import { useState } from 'react';
import type { Bracket } from '../../../../common/contract/brackets';
import { AdminMatchCard, type Editing } from './AdminMatchCard';
import { roundsOf } from './matchLabel';

/** Every match, round by round, with a result form for the ones ready to report and a correction for completed ones. */
export function MatchesPanel({ bracket, bestOf }: { bracket: Bracket; bestOf: number }) {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="card admin-section" aria-labelledby="matches-heading">
      <h3 id="matches-heading">Matches</h3>
      {roundsOf(bracket).map((round) => (
        <section key={round.key} aria-label={round.label} className="bracket-admin-round">
          <h4>{round.label}</h4>
          <ul className="bracket-admin-matches">
            {round.matches.map((match) => (
              <li key={match.id}>
                <AdminMatchCard
                  bracket={bracket}
                  match={match}
                  bestOf={bestOf}
                  editing={editing?.matchId === match.id ? editing : null}
                  onEdit={(correcting) => setEditing({ matchId: match.id, correcting })}
                  onDone={() => setEditing(null)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
