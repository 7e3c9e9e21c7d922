import '../../styles/formField.css';
import './registrations.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Participant } from '../../../common/contract/brackets';
import type { OwnRegistration } from '../../../common/contract/registrations';
import { type CheckInState, checkInState, checkInWindow, DEFAULT_REGISTRATION, type RegistrationState, registrationState } from '../../../common/registration';
import { useAppSelector } from '../../app/hooks';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateTime } from '../../components/DateTime';
import { toValidDate } from '../../lib/dates';
import { serverMessage } from '../../lib/serverMessage';
import { type TournamentLike, tournamentStart } from '../../lib/tournaments';
import { useGetTournamentParticipantsQuery } from '../brackets/bracketsApi';
import { selectCurrentUser, selectSessionStatus, userIdOf } from '../session/sessionSlice';
import { useCheckInMutation, useGetOwnRegistrationQuery, useLeaveMutation, useRegisterMutation } from './registrationsApi';
import { TeamRegistrationForm } from './TeamRegistrationForm';
import { useNowPassing } from './useNowPassing';

interface RegistrationPanelProps {
  tournamentId: string;
  tournament: TournamentLike;
}

/** The tournament as the shared registration rules read it. */
function registrationSubject(tournament: TournamentLike) {
  return {
    status: tournament.status ?? '',
    startAt: tournamentStart(tournament) ?? null,
    hasBracket: tournament.hasBracket ?? false,
    registration: tournament.registration ?? DEFAULT_REGISTRATION,
  };
}

function RegistrationStateLine({ state, opensAt, closesAt, hasBracket }: { state: RegistrationState; opensAt: string | null; closesAt: string | null; hasBracket: boolean }) {
  if (state === 'open') {
    return <p className="registration-panel__state">{closesAt ? <>Registration is open until <DateTime value={closesAt} />.</> : 'Registration is open.'}</p>;
  }
  if (state === 'not_yet') {
    return <p className="registration-panel__state">{opensAt ? <>Registration opens <DateTime value={opensAt} />.</> : 'Registration has not opened yet.'}</p>;
  }
  return <p className="registration-panel__state">{hasBracket ? 'Registration is closed: the bracket has started.' : 'Registration is closed.'}</p>;
}

/** "5 / 16 registered · 2 on the waitlist": the places taken, and the queue behind them. */
function PlacesLine({ participants, capacity }: { participants: Participant[]; capacity: number | null }) {
  const registered = participants.filter((participant) => participant.status === 'registered' || participant.status === 'checked_in').length;
  const waitlisted = participants.filter((participant) => participant.status === 'waitlisted').length;
  return (
    <p>
      {capacity === null ? `${registered} registered` : `${registered} / ${capacity} registered`}
      {waitlisted > 0 && ` · ${waitlisted} on the waitlist`}
    </p>
  );
}

function CheckInLine({ state, times }: { state: CheckInState; times: { opensAt: Date; closesAt: Date } }) {
  if (state === 'not_yet') {
    return (
      <p>
        Check-in opens <DateTime value={times.opensAt} /> and closes at the start. Registered players who do not check in may lose their place.
      </p>
    );
  }
  if (state === 'open') {
    return (
      <p>
        Check-in is open until the start, <DateTime value={times.closesAt} />.
      </p>
    );
  }
  return state === 'closed' ? <p>Check-in has closed.</p> : null;
}

/** The player's standing in words: what the polite live region says whenever it changes. */
function ownSentence(own: OwnRegistration): string {
  if (own.status === 'none') return 'You are not registered.';
  const who = own.teamName ? `Your team ${own.teamName} is` : 'You are';
  const checkedIn = own.checkedIn || own.status === 'checked_in';
  if (own.status === 'waitlisted') return `${who} on the waitlist${own.position === null ? '' : ` (#${own.position})`}${checkedIn ? ' and checked in' : ''}.`;
  return `${who} registered${checkedIn ? ' and checked in' : ''}.`;
}

/**
 * The way into a tournament: whether registration is open, the places taken, the player's own
 * entry and what they can do with it (register, alone or as a team; check in; leave).
 */
export function RegistrationPanel({ tournamentId, tournament }: RegistrationPanelProps) {
  const subject = registrationSubject(tournament);
  const { capacity, opensAt, closesAt, teamSize } = subject.registration;
  const checkInTimes = checkInWindow(subject);
  const now = useNowPassing([toValidDate(opensAt) ?? null, toValidDate(closesAt) ?? null, checkInTimes?.opensAt ?? null, checkInTimes?.closesAt ?? null]);
  const state = registrationState(subject, now);
  const checkIn = checkInState(subject, now);
  const participants = useGetTournamentParticipantsQuery(tournamentId);

  return (
    <section className="tournament-page__section registration-panel" aria-labelledby="tournament-registration">
      <h2 id="tournament-registration">Registration</h2>
      <RegistrationStateLine state={state} opensAt={opensAt} closesAt={closesAt} hasBracket={subject.hasBracket} />
      {participants.data && !subject.hasBracket && <PlacesLine participants={participants.data} capacity={capacity} />}
      {teamSize > 1 && <p>Teams of {teamSize} players.</p>}
      {checkInTimes && !subject.hasBracket && <CheckInLine state={checkIn} times={checkInTimes} />}
      <OwnEntry tournamentId={tournamentId} title={tournament.title ?? 'this tournament'} teamSize={teamSize} open={state === 'open'} checkInOpen={checkIn === 'open'} started={subject.hasBracket} />
    </section>
  );
}

interface OwnEntryProps {
  tournamentId: string;
  title: string;
  teamSize: number;
  open: boolean;
  checkInOpen: boolean;
  started: boolean;
}

/** The signed-in player's entry and its buttons; for a visitor, the way to sign in while registration is open. */
function OwnEntry({ tournamentId, title, teamSize, open, checkInOpen, started }: OwnEntryProps) {
  const sessionStatus = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const viewerId = userIdOf(user);
  const location = useLocation();
  const own = useGetOwnRegistrationQuery({ tournamentId, viewerId: viewerId ?? '' }, { skip: viewerId === null });
  const [register, registration] = useRegisterMutation();
  const [checkIn, checkingIn] = useCheckInMutation();
  const [leave, leaving] = useLeaveMutation();
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The buttons pressed here go away once their change is read back: the focus moves on to the
  // sentence that says what changed (when it changes, or once the leave dialog has closed).
  const standing = useRef<HTMLParagraphElement>(null);
  const focusStandingNext = useRef(false);
  const sentence = own.data ? ownSentence(own.data) : null;
  useEffect(() => {
    if (!focusStandingNext.current || confirmingLeave) return;
    focusStandingNext.current = false;
    standing.current?.focus();
  }, [sentence, confirmingLeave]);

  if (sessionStatus === 'loading') return null;
  if (!user || viewerId === null) {
    if (!open) return null;
    return (
      <div className="registration-panel__actions">
        <Link className="btn btn-primary" to="/login" state={{ from: location.pathname + location.search }}>
          Sign in to register
        </Link>
      </div>
    );
  }
  if (own.isError && !own.data) {
    return (
      <p className="registration-panel__error" role="alert">
        {serverMessage(own.error, 'Your registration could not be loaded.')}
      </p>
    );
  }
  if (!own.data) return null;

  const entry = own.data;
  const entered = entry.status !== 'none';
  const checkedIn = entry.checkedIn || entry.status === 'checked_in';

  async function run(action: () => Promise<unknown>, fallback: string): Promise<boolean> {
    setError(null);
    try {
      await action();
      focusStandingNext.current = true;
      return true;
    } catch (failure) {
      setError(serverMessage(failure, fallback));
      return false;
    }
  }

  async function confirmLeave() {
    if (await run(() => leave(tournamentId).unwrap(), 'You could not be taken off this tournament. Please try again.')) setConfirmingLeave(false);
  }

  return (
    <div className="registration-panel__mine">
      <p ref={standing} className="registration-panel__standing" role="status" tabIndex={-1}>
        {sentence}
      </p>
      {!entered && open && teamSize === 1 && (
        <div className="registration-panel__actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={registration.isLoading}
            onClick={() => void run(() => register({ tournamentId, body: {} }).unwrap(), 'You could not be registered. Please try again.')}
          >
            {registration.isLoading ? 'Registering…' : 'Register'}
          </button>
        </div>
      )}
      {!entered && open && teamSize > 1 && (
        <TeamRegistrationForm
          tournamentId={tournamentId}
          teamSize={teamSize}
          username={user.username ?? ''}
          onRegistered={() => {
            focusStandingNext.current = true;
          }}
        />
      )}
      {entered && !started && (
        <div className="registration-panel__actions">
          {checkInOpen && !checkedIn && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={checkingIn.isLoading}
              onClick={() => void run(() => checkIn(tournamentId).unwrap(), 'You could not be checked in. Please try again.')}
            >
              {checkingIn.isLoading ? 'Checking in…' : 'Check in'}
            </button>
          )}
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              leaving.reset();
              setError(null);
              setConfirmingLeave(true);
            }}
          >
            Leave
          </button>
        </div>
      )}
      {error && !confirmingLeave && (
        <p className="registration-panel__error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirmingLeave}
        title="Leave this tournament?"
        message={`${entry.teamName ? `Your team ${entry.teamName}` : 'You'} will no longer be registered for ${title}. A place you give up goes to the next on the waitlist.`}
        confirmLabel="Leave the tournament"
        busy={leaving.isLoading}
        error={confirmingLeave ? error : null}
        onConfirm={() => void confirmLeave()}
        onClose={() => setConfirmingLeave(false)}
      />
    </div>
  );
}
