import { useEffect, useRef, useState } from 'react';
import type { Bracket, BracketMatch } from '../../../../common/contract/brackets';
import { serverMessage } from '../../../lib/serverMessage';
import { AdminMatchCard, type Editing } from './AdminMatchCard';
import { useCallMatchMutation } from './bracketAdminApi';
import { matchLabel } from './matchLabel';

type QueueStatus = Extract<BracketMatch['status'], 'ready' | 'running' | 'completed'>;

const FILTERS: { status: QueueStatus; label: string }[] = [
  { status: 'ready', label: 'Ready' },
  { status: 'running', label: 'Playing' },
  { status: 'completed', label: 'Done' },
];

/** Within a round, the winners' side is played before the losers' and both before a grand final. */
const SIDE_ORDER: Record<BracketMatch['bracket'], number> = { winners: 0, group: 0, swiss: 0, lobby: 0, losers: 1, final: 2 };

const inPlayOrder = (a: BracketMatch, b: BracketMatch) =>
  a.round - b.round || SIDE_ORDER[a.bracket] - SIDE_ORDER[b.bracket] || (a.group ?? 0) - (b.group ?? 0) || a.number - b.number;

/** Only matches an organizer acts on: never a bye, nor one still waiting for its players. */
const isQueued = (match: BracketMatch): match is BracketMatch & { status: QueueStatus } =>
  !match.bye && (match.status === 'ready' || match.status === 'running' || match.status === 'completed');

/**
 * The organizer's console on the day: the matches to act on, earliest round first. A ready match
 * is called (its players are told to play) and reported; one being played is reported; a done one
 * can be corrected. Ready and being played are shown at first.
 */
export function MatchQueue({ bracket, bestOf }: { bracket: Bracket; bestOf: number }) {
  const [shown, setShown] = useState<ReadonlySet<QueueStatus>>(() => new Set(['ready', 'running']));
  const [editing, setEditing] = useState<Editing>(null);
  const [callMatch, calling] = useCallMatchMutation();
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  // Once a called match shows as being played, its Report button takes the focus the Call button had.
  const focusReportOf = useRef<string | null>(null);

  const queued = bracket.matches.filter(isQueued);
  const queue = queued.filter((match) => shown.has(match.status)).sort(inPlayOrder);
  const countOf = (status: QueueStatus) => queued.filter((match) => match.status === status).length;

  useEffect(() => {
    const label = focusReportOf.current;
    if (!label) return;
    const buttons = [...(section.current?.querySelectorAll('button') ?? [])];
    const report = buttons.find((button) => button.getAttribute('aria-label') === `Report ${label}`);
    if (!report) return;
    focusReportOf.current = null;
    report.focus();
  }, [bracket]);

  function toggle(status: QueueStatus) {
    const next = new Set(shown);
    if (!next.delete(status)) next.add(status);
    setShown(next);
  }

  async function call(match: BracketMatch) {
    const label = matchLabel(match, bracket.format);
    setError(null);
    setNotice('');
    try {
      await callMatch({ tournamentId: bracket.tournamentId, matchId: match.id }).unwrap();
      focusReportOf.current = label;
      setNotice(`${label} is called: it is being played.`);
    } catch (failure) {
      setError(serverMessage(failure, `${label} could not be called.`));
    }
  }

  const shownWords = FILTERS.filter((filter) => shown.has(filter.status)).map((filter) => filter.label.toLowerCase());

  return (
    <section ref={section} className="card admin-section" aria-labelledby="match-queue-heading">
      <h3 id="match-queue-heading">Match queue</h3>
      <div role="group" aria-label="Show matches" className="bracket-admin-filters">
        {FILTERS.map((filter) => (
          <button key={filter.status} type="button" className="bracket-admin-filter" aria-pressed={shown.has(filter.status)} onClick={() => toggle(filter.status)}>
            {`${filter.label} (${countOf(filter.status)})`}
          </button>
        ))}
      </div>
      <p role="status" className="admin-success">
        {notice}
      </p>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {queue.length === 0 ? (
        <p className="admin-muted">{shownWords.length === 0 ? 'Choose which matches to show.' : `No match is ${shownWords.join(' or ')} right now.`}</p>
      ) : (
        <ul className="bracket-admin-matches" aria-label="Matches to act on">
          {queue.map((match) => (
            <li key={match.id}>
              <AdminMatchCard
                bracket={bracket}
                match={match}
                bestOf={bestOf}
                editing={editing?.matchId === match.id ? editing : null}
                onEdit={(correcting) => setEditing({ matchId: match.id, correcting })}
                onDone={() => setEditing(null)}
                onCall={() => void call(match)}
                calling={calling.isLoading}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
