import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Participant } from '../../../common/contract/brackets';
import { useDrawnProgressively } from './useDrawnProgressively';

const LAST = Number.MAX_SAFE_INTEGER;

/** Entries in the bracket by seed, then by name; the waitlist in its order. */
const ORDERS = {
  seed: (a: Participant, b: Participant) => (a.seed ?? LAST) - (b.seed ?? LAST) || a.name.localeCompare(b.name),
  waitlist: (a: Participant, b: Participant) => (a.waitlistPosition ?? LAST) - (b.waitlistPosition ?? LAST),
};

/**
 * Who is in, before the bracket starts: each entry with its seed, the roster of a team, and
 * whether it has checked in. A long list is drawn a few a frame.
 */
export function ParticipantsList({ participants, order = 'seed', label }: { participants: Participant[]; order?: keyof typeof ORDERS; label?: string }) {
  const ordered = useMemo(() => [...participants].sort(ORDERS[order]), [participants, order]);
  const drawn = useDrawnProgressively(ordered.length);
  return (
    <ol className="participants-list" aria-label={label}>
      {ordered.slice(0, drawn).map((participant) => (
        <li key={participant.id}>
          {participant.username ? <Link to={`/profile/${encodeURIComponent(participant.username)}`}>{participant.name}</Link> : participant.name}
          {participant.seed !== null && <span className="participants-list__seed"> (seed {participant.seed})</span>}
          {(participant.usernames?.length ?? 0) > 1 && <span className="participants-list__roster"> ({participant.usernames.join(', ')})</span>}
          {participant.checkedIn && <span className="badge badge-success participants-list__checked-in">Checked in</span>}
        </li>
      ))}
    </ol>
  );
}
