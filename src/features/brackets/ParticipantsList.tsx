import { Link } from 'react-router';
import type { Participant } from '../../../common/contract/brackets';

/** Who is in, before the bracket starts: by seed, then by name. */
export function ParticipantsList({ participants }: { participants: Participant[] }) {
  const ordered = [...participants].sort((a, b) => (a.seed ?? Number.MAX_SAFE_INTEGER) - (b.seed ?? Number.MAX_SAFE_INTEGER) || a.name.localeCompare(b.name));
  return (
    <ol className="participants-list">
      {ordered.map((participant) => (
        <li key={participant.id}>
          {participant.username ? <Link to={`/profile/${encodeURIComponent(participant.username)}`}>{participant.name}</Link> : participant.name}
          {participant.seed !== null && <span className="participants-list__seed"> (seed {participant.seed})</span>}
        </li>
      ))}
    </ol>
  );
}
