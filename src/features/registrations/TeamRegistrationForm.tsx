import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { serverMessage } from '../../lib/serverMessage';
import { useRegisterMutation } from './registrationsApi';

/** As long as a participant's name may be. */
const TEAM_NAME_MAX_LENGTH = 60;
const USERNAME_MIN_LENGTH = 3;
const USERNAME_MAX_LENGTH = 30;

/** A problem per field: the team name, or a roster place (0 is the caller's own, never wrong here). */
interface FieldErrors {
  teamName?: string;
  roster: (string | undefined)[];
}

const noErrors = (teamSize: number): FieldErrors => ({ roster: Array.from({ length: teamSize }, () => undefined) });
const hasErrors = (errors: FieldErrors) => Boolean(errors.teamName) || errors.roster.some(Boolean);

function checkFields(teamName: string, roster: string[]): FieldErrors {
  const errors = noErrors(roster.length);
  if (!teamName.trim()) errors.teamName = 'Enter a team name.';
  const seen = new Set<string>();
  roster.forEach((entry, index) => {
    const username = entry.trim().toLowerCase();
    if (!username) errors.roster[index] = 'Enter the VERSUS username of this player.';
    else if (username.length < USERNAME_MIN_LENGTH) errors.roster[index] = `A username has at least ${USERNAME_MIN_LENGTH} characters.`;
    else if (seen.has(username)) errors.roster[index] = 'This player is on the roster already.';
    seen.add(username);
  });
  return errors;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server answers a wrong roster with one message; when it names a player of the roster (an
 * unknown username, someone already entered) or the team name, it is shown at that field.
 */
function serverErrors(message: string, roster: string[]): FieldErrors | null {
  const errors = noErrors(roster.length);
  const named = roster.findIndex((entry, index) => {
    const username = entry.trim();
    return index > 0 && username !== '' && new RegExp(`(?<![\\w-])${escapeForPattern(username)}(?![\\w-])`, 'i').test(message);
  });
  if (named > 0) errors.roster[named] = message;
  else if (/team name/i.test(message)) errors.teamName = message;
  else return null;
  return errors;
}

interface TeamRegistrationFormProps {
  tournamentId: string;
  teamSize: number;
  /** The signed-in player, always on the roster, first. */
  username: string;
  onRegistered: () => void;
}

/** A team's entry: its name and exactly `teamSize` players, the caller first. */
export function TeamRegistrationForm({ tournamentId, teamSize, username, onRegistered }: TeamRegistrationFormProps) {
  const [register, registration] = useRegisterMutation();
  const [teamName, setTeamName] = useState('');
  const [others, setOthers] = useState<string[]>(() => Array.from({ length: teamSize - 1 }, () => ''));
  const [errors, setErrors] = useState<FieldErrors>(() => noErrors(teamSize));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const roster = [username, ...others];

  // Set with the errors of a submit: once they are drawn, the first field with a problem takes the focus.
  const focusProblem = useRef(false);
  useEffect(() => {
    if (!focusProblem.current) return;
    focusProblem.current = false;
    form.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [errors]);

  function showErrors(found: FieldErrors) {
    focusProblem.current = true;
    setErrors(found);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = checkFields(teamName, roster);
    if (hasErrors(checked)) {
      showErrors(checked);
      return;
    }
    setErrors(noErrors(teamSize));
    try {
      await register({ tournamentId, body: { teamName: teamName.trim(), roster: roster.map((entry) => entry.trim()) } }).unwrap();
      onRegistered();
    } catch (failure) {
      const message = serverMessage(failure, 'Your team could not be registered. Please try again.');
      const atField = serverErrors(message, roster);
      if (atField) showErrors(atField);
      else setFormError(message);
    }
  }

  const errorId = (field: string) => `${id}-${field}-error`;
  return (
    <form ref={form} className="team-registration" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>Register your team</h3>
      <p className="registration-panel__muted">A team has exactly {teamSize} players, you included. Each one needs a VERSUS account.</p>
      <div className="form-field">
        <label htmlFor={`${id}-team`}>Team name</label>
        <input
          id={`${id}-team`}
          value={teamName}
          onChange={(event) => setTeamName(event.target.value)}
          maxLength={TEAM_NAME_MAX_LENGTH}
          required
          autoComplete="off"
          aria-invalid={errors.teamName ? true : undefined}
          aria-describedby={errors.teamName ? errorId('team') : undefined}
        />
        {errors.teamName && (
          <p id={errorId('team')} className="registration-panel__error">
            {errors.teamName}
          </p>
        )}
      </div>
      <fieldset className="team-registration__roster">
        <legend>Roster (VERSUS usernames)</legend>
        {roster.map((entry, index) => {
          const fieldId = `${id}-player-${index}`;
          const error = errors.roster[index];
          return (
            <div key={index} className="form-field">
              <label htmlFor={fieldId}>{index === 0 ? 'Player 1 (you)' : `Player ${index + 1}`}</label>
              <input
                id={fieldId}
                value={entry}
                readOnly={index === 0}
                onChange={(event) => setOthers((old) => old.map((value, at) => (at === index - 1 ? event.target.value : value)))}
                minLength={USERNAME_MIN_LENGTH}
                maxLength={USERNAME_MAX_LENGTH}
                required
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId(`player-${index}`) : undefined}
              />
              {error && (
                <p id={errorId(`player-${index}`)} className="registration-panel__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {formError && (
        <p className="registration-panel__error" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={registration.isLoading}>
        {registration.isLoading ? 'Registering…' : 'Register team'}
      </button>
    </form>
  );
}
