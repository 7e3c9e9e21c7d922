import './brackets.css';
import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import type { Bracket, BracketMatch, Participant, Standing } from '../../../common/contract/brackets';
import { useAppSelector } from '../../app/hooks';
import { BracketFormatView } from './BracketFormatView';
import { nextMatchOf } from './bracketLayout';
import { useGetTournamentBracketQuery, useGetTournamentParticipantsQuery } from './bracketsApi';
import { DisputeDialog } from './DisputeDialog';
import { MatchCard } from './MatchCard';
import { ParticipantsList } from './ParticipantsList';
import { StandingsTable } from './StandingsTable';
import { useWatchBracket } from './useWatchBracket';

export interface BracketSectionProps {
  tournamentId: string;
  /** Upcoming: who has entered; live or past: the bracket or standings. */
  phase: 'upcoming' | 'live' | 'past';
  /** False when the tournament says its bracket has not started: nothing to read then. Unknown (older data): read it. */
  hasBracket?: boolean;
}

const isElimination = (format: Bracket['format']) => format === 'SINGLE_ELIMINATION' || format === 'DOUBLE_ELIMINATION';

/** Who's in before the start: the entries that have a place (checked in or not), then the waitlist in its order. */
function ParticipantsSection({ participants }: { participants: Participant[] }) {
  const { entered, waitlist } = useMemo(
    () => ({
      // Data from before registrations carries no status: every participant there has a place.
      entered: participants.filter((participant) => participant.status !== 'waitlisted' && participant.status !== 'withdrawn'),
      waitlist: participants.filter((participant) => participant.status === 'waitlisted'),
    }),
    [participants],
  );
  if (entered.length === 0 && waitlist.length === 0) return null;
  return (
    <section className="tournament-page__section bracket-section" aria-labelledby="tournament-participants">
      <h2 id="tournament-participants">Who's in ({entered.length})</h2>
      {entered.length > 0 && <ParticipantsList participants={entered} label="Registered" />}
      {waitlist.length > 0 && (
        <>
          <h3 id="tournament-waitlist">Waitlist ({waitlist.length})</h3>
          <ParticipantsList participants={waitlist} order="waitlist" label="Waitlist" />
        </>
      )}
    </section>
  );
}

/** A live tournament whose organisers have not drawn the bracket yet. */
function NotStartedSection() {
  return (
    <section className="tournament-page__section bracket-section" aria-labelledby="tournament-bracket">
      <h2 id="tournament-bracket">Bracket</h2>
      <p className="bracket-section__live">The bracket has not started yet. It appears here once the organisers draw it, with every score as it is reported.</p>
    </section>
  );
}

/** A completed elimination bracket: every player's final place, those out in the same round sharing it (5th–8th). */
function FinalPlacements({ standings, ...options }: { standings: Standing[] } & Pick<Parameters<typeof StandingsTable>[0], 'highlighted' | 'usernameOf'>) {
  return (
    <section className="bracket-placements" aria-labelledby="bracket-placements">
      <h3 id="bracket-placements">Final placements</h3>
      <StandingsTable standings={standings} caption="Final placements" variant="placements" {...options} />
    </section>
  );
}

/** `searched` is the query the highlighted matches (and `found`) are for; it catches up with `query` in the background. */
function PlayerSearch({ query, searched, onChange, found }: { query: string; searched: string; onChange: (query: string) => void; found: number }) {
  const id = useId();
  return (
    <div className="bracket-search form-field">
      <label htmlFor={id}>Find a player</label>
      <input id={id} type="search" value={query} onChange={(event) => onChange(event.target.value)} autoComplete="off" placeholder="Name" />
      <p role="status" className="bracket-search__status">
        {searched.trim() ? (found === 0 ? 'No player by that name.' : `${found} ${found === 1 ? 'player' : 'players'} found: their matches are highlighted.`) : ''}
      </p>
    </div>
  );
}

function LiveBracket({ bracket, participants, phase }: { bracket: Bracket; participants: Participant[]; phase: BracketSectionProps['phase'] }) {
  const [query, setQuery] = useState('');
  // The field follows every key at once; the highlighted path, which may touch every match card, follows in the background.
  const searched = useDeferredValue(query);
  const username = useAppSelector((state) => state.session.user?.username ?? null);

  const usernames = useMemo(() => new Map(participants.map((participant) => [participant.id, participant.username])), [participants]);
  const usernameOf = useCallback((participantId: string) => usernames.get(participantId) ?? null, [usernames]);
  const players = useMemo(() => {
    const named = new Map<string, string>(bracket.standings.map((standing) => [standing.participantId, standing.name]));
    for (const participant of participants) named.set(participant.id, participant.name);
    return named;
  }, [bracket.standings, participants]);

  const found = useMemo(() => {
    const wanted = searched.trim().toLowerCase();
    if (!wanted) return null;
    return new Set([...players].filter(([, name]) => name.toLowerCase().includes(wanted)).map(([id]) => id));
  }, [players, searched]);
  // The entries the signed-in user plays for: as the player, or in a team's roster.
  const mine = useMemo(() => {
    const wanted = username?.toLowerCase();
    if (!wanted) return new Set<string>();
    const plays = (participant: Participant) => [participant.username, ...(participant.usernames ?? [])].some((name) => name?.toLowerCase() === wanted);
    return new Set(participants.filter(plays).map((participant) => participant.id));
  }, [participants, username]);
  const [disputing, setDisputing] = useState<{ match: BracketMatch; label: string } | null>(null);
  const [disputeSent, setDisputeSent] = useState(false);
  const onDispute = useCallback((match: BracketMatch, label: string) => {
    setDisputeSent(false);
    setDisputing({ match, label });
  }, []);
  const myNextMatch = bracket.status === 'running' && mine.size > 0 ? nextMatchOf(bracket.matches, mine) : null;

  const completed = bracket.status === 'completed' || phase === 'past';
  const kind = isElimination(bracket.format) ? 'bracket' : 'standings';
  const title = completed ? `Final ${kind}` : kind === 'bracket' ? 'Bracket' : 'Standings';
  return (
    <section className="tournament-page__section bracket-section" aria-labelledby="tournament-bracket">
      <h2 id="tournament-bracket">{title}</h2>
      {!completed && <p className="bracket-section__live">Scores appear here as soon as they are reported.</p>}
      {myNextMatch && (
        <section className="bracket-section__mine" aria-labelledby="bracket-my-match">
          <h3 id="bracket-my-match">Your next match</h3>
          <MatchCard match={myNextMatch} label="Your next match" highlighted={mine} usernameOf={usernameOf} />
        </section>
      )}
      {/* Only a player of the bracket can dispute: the page of anyone else has no second status to announce. */}
      {mine.size > 0 && (
        <p role="status" className="bracket-section__dispute-status">
          {disputeSent ? 'Dispute sent: an organizer will look at it.' : ''}
        </p>
      )}
      <PlayerSearch query={query} searched={searched} onChange={setQuery} found={found?.size ?? 0} />
      {completed && kind === 'bracket' && <FinalPlacements standings={bracket.standings} highlighted={found ?? mine} usernameOf={usernameOf} />}
      <BracketFormatView bracket={bracket} highlighted={found ?? mine} usernameOf={usernameOf} playedBy={mine} onDispute={onDispute} />
      {disputing && (
        <DisputeDialog
          tournamentId={bracket.tournamentId}
          match={disputing.match}
          label={disputing.label}
          onClose={() => setDisputing(null)}
          onSent={() => {
            setDisputing(null);
            setDisputeSent(true);
          }}
        />
      )}
    </section>
  );
}

/**
 * The tournament page's bracket part, loaded on its own so that no other page carries its code:
 * the participants while the tournament is upcoming, then the bracket or standings, live.
 */
export default function BracketSection({ tournamentId, phase, hasBracket }: BracketSectionProps) {
  const expectsBracket = phase !== 'upcoming' && hasBracket !== false;
  const participants = useGetTournamentParticipantsQuery(tournamentId);
  // Before the bracket starts its read answers 404: not asked when the tournament already says so.
  const bracket = useGetTournamentBracketQuery(tournamentId, { skip: !expectsBracket });
  // Watched before the bracket starts too: the participants list and the start itself arrive live.
  useWatchBracket(tournamentId, phase === 'upcoming' || phase === 'live' || expectsBracket);
  // A large bracket is thousands of elements (511 matches for 256 players in double elimination).
  // Drawn in a background render, React splits the work into slices short enough for a phone to
  // keep answering; a live update is drawn the same way, so the page never waits for it.
  const shown = useDeferredValue(useMemo(() => ({ bracket: bracket.data, participants: participants.data }), [bracket.data, participants.data]), NOTHING_SHOWN);

  const participantsSection = <ParticipantsSection participants={participants.data ?? []} />;
  if (!expectsBracket || (bracket.isError && !bracket.data)) {
    return phase === 'live' ? (
      <>
        <NotStartedSection />
        {participantsSection}
      </>
    ) : (
      participantsSection
    );
  }
  if (!shown.bracket) return <p className="page-status">Loading the bracket...</p>;
  return <LiveBracket bracket={shown.bracket} participants={shown.participants ?? []} phase={phase} />;
}

/** What the first render shows before the background render draws the bracket. */
const NOTHING_SHOWN: { bracket?: Bracket; participants?: Participant[] } = {};
