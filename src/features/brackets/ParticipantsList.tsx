import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Participant } from '../../../common/contract/brackets';
import { useDrawnProgressively } from './useDrawnProgressively';

/** Who is in, before the bracket starts: by seed, then by name. A long list is drawn a few a frame. */
export function ParticipantsList({ participants }: { participants: Participant[] }) {
  const ordered = useMemo(
    () => [...participants].sort((a, b) => (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name)),
    [participants],
  );
  const drawn = useDrawnProgressively(ordered.length);
  return (
    <ol className="participants-list">
      {ordered.slice(0, drawn).map((participant) => (
        <li key={participant.id}>
          {participant.username ? <Link to={`/profile/${encodeURIComponent(participant.username)}`}>{participant.name}</Link> : participant.name}
          {participant.seed !== null && <span className="participants-list__seed"> (seed {participant.seed})</span>}
        </li>
      ))}
    </ol>
  );
}
