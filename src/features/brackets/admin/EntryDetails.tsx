import type { Participant } from '../../../../common/contract/brackets';

/** Where an entry stands: "Registered", "Waitlist #2, checked in", "Withdrawn". */
function standingOf(participant: Participant): string {
  const checkedIn = participant.checkedIn && participant.status !== 'checked_in' ? ', checked in' : '';
  switch (participant.status) {
    case 'waitlisted':
      return `Waitlist${participant.waitlistPosition === null ? '' : ` #${participant.waitlistPosition}`}${checkedIn}`;
    case 'checked_in':
      return 'Checked in';
    case 'withdrawn':
      return 'Withdrawn';
    default:
      return `Registered${checkedIn}`;
  }
}

/** The accounts an entry plays as: the player, or a team's roster. */
function linkedAccounts(participant: Participant): string[] {
  if (participant.usernames?.length) return participant.usernames;
  return participant.username ? [participant.username] : [];
}

/** An entry's name, its linked accounts and where it stands. */
export function EntryDetails({ participant }: { participant: Participant }) {
  const accounts = linkedAccounts(participant);
  return (
    <span className="bracket-admin-name">
      {participant.name}
      {accounts.length > 0 && <span className="admin-muted"> ({accounts.map((username) => `@${username}`).join(', ')})</span>}
      <span className={participant.checkedIn ? 'bracket-admin-standing admin-success' : 'bracket-admin-standing admin-muted'}>{standingOf(participant)}</span>
    </span>
  );
}

/** The entries that hold a place in the bracket, and so are seeded: the waitlist and the withdrawn are not. */
export const holdsPlace = (participant: Participant) => participant.status === 'registered' || participant.status === 'checked_in';
