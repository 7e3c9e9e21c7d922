import './eventSettings.css';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { AdminTournament, CreateTournamentBody } from '../../../../common/contract/tournaments';
import { BEST_OF_VALUES, CHECK_IN_MINUTES_MAX, DEFAULT_REGISTRATION, PRIZES_MAX, TEAM_SIZE_MAX } from '../../../../common/registration';
import { fromLocalInput, toLocalInput } from './dateInput';

/** The most places a bracket has (its largest size). */
const PLACES_MAX = 1024;
const PRIZE_MAX_LENGTH = 100;

interface PrizeRow {
  /** Keeps a row's inputs (and the focus) in place while rows above it are removed. */
  key: number;
  place: string;
  prize: string;
}

/** How players enter and what they play for, as the form's fields hold them. */
export interface EventSettingsValues {
  capacity: string;
  opensAt: string;
  closesAt: string;
  teamSize: string;
  checkInMinutes: string;
  bestOf: string;
  prizes: PrizeRow[];
}

type EventSettingsBody = Required<Pick<CreateTournamentBody, 'registration' | 'bestOf' | 'prizes'>>;

/** A problem per field; a prize row's by its key. */
export interface EventSettingsProblems {
  capacity?: string;
  closesAt?: string;
  teamSize?: string;
  checkInMinutes?: string;
  prizes: Record<number, { place?: string; prize?: string }>;
}

let nextPrizeKey = 1;
const prizeRow = (place: string, prize = ''): PrizeRow => ({ key: nextPrizeKey++, place, prize });

export function eventSettingsValues(tournament?: AdminTournament): EventSettingsValues {
  const registration = tournament?.registration ?? DEFAULT_REGISTRATION;
  return {
    capacity: registration.capacity === null ? '' : String(registration.capacity),
    opensAt: toLocalInput(registration.opensAt),
    closesAt: toLocalInput(registration.closesAt),
    teamSize: String(registration.teamSize),
    checkInMinutes: String(registration.checkInMinutes),
    bestOf: String(tournament?.bestOf ?? 1),
    prizes: [...(tournament?.prizes ?? [])].sort((a, b) => a.place - b.place).map((entry) => prizeRow(String(entry.place), entry.prize)),
  };
}

/** The body's event settings; call it once eventSettingsProblems found none. */
export function eventSettingsInput(values: EventSettingsValues): EventSettingsBody {
  return {
    registration: {
      capacity: values.capacity.trim() ? Number(values.capacity) : null,
      opensAt: fromLocalInput(values.opensAt),
      closesAt: fromLocalInput(values.closesAt),
      teamSize: Number(values.teamSize),
      checkInMinutes: Number(values.checkInMinutes),
    },
    bestOf: Number(values.bestOf) as EventSettingsBody['bestOf'],
    prizes: values.prizes.map((row) => ({ place: Number(row.place), prize: row.prize.trim() })),
  };
}

/** A whole number from `min` to `max`, as typed in a field, or null. */
function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export function eventSettingsProblems(values: EventSettingsValues): EventSettingsProblems {
  const problems: EventSettingsProblems = { prizes: {} };
  if (values.capacity.trim() && wholeNumber(values.capacity, 2, PLACES_MAX) === null) {
    problems.capacity = `Capacity is a whole number from 2 to ${PLACES_MAX}; leave it empty for no limit.`;
  }
  if (values.opensAt && values.closesAt && new Date(values.closesAt) <= new Date(values.opensAt)) {
    problems.closesAt = 'Registration must close after it opens.';
  }
  if (wholeNumber(values.teamSize, 1, TEAM_SIZE_MAX) === null) problems.teamSize = `Team size is a whole number from 1 (solo) to ${TEAM_SIZE_MAX}.`;
  if (wholeNumber(values.checkInMinutes, 0, CHECK_IN_MINUTES_MAX) === null) {
    problems.checkInMinutes = `Check-in is a number of minutes from 0 (no check-in) to ${CHECK_IN_MINUTES_MAX} (a day).`;
  }
  const places = new Set<number>();
  for (const row of values.prizes) {
    const found: { place?: string; prize?: string } = {};
    const place = wholeNumber(row.place, 1, PLACES_MAX);
    if (place === null) found.place = `The place is a whole number from 1 to ${PLACES_MAX}.`;
    else if (places.has(place)) found.place = `Place ${place} has a prize already.`;
    if (place !== null) places.add(place);
    if (!row.prize.trim()) found.prize = 'Enter the prize, or remove this row.';
    else if (row.prize.trim().length > PRIZE_MAX_LENGTH) found.prize = `A prize has at most ${PRIZE_MAX_LENGTH} characters.`;
    if (found.place || found.prize) problems.prizes[row.key] = found;
  }
  return problems;
}

export function hasEventSettingsProblems(problems: EventSettingsProblems): boolean {
  return Boolean(problems.capacity || problems.closesAt || problems.teamSize || problems.checkInMinutes || Object.keys(problems.prizes).length > 0);
}

/** The changes of an edit: only the registration settings that changed, best of and prizes when they did. */
export function eventSettingsChanges(after: EventSettingsBody, before: EventSettingsBody): Partial<EventSettingsBody> {
  const changes: Partial<EventSettingsBody> = {};
  const registration = Object.fromEntries(
    Object.entries(after.registration).filter(([key, value]) => before.registration[key as keyof typeof before.registration] !== value),
  );
  if (Object.keys(registration).length > 0) changes.registration = registration as EventSettingsBody['registration'];
  if (after.bestOf !== before.bestOf) changes.bestOf = after.bestOf;
  if (JSON.stringify(after.prizes) !== JSON.stringify(before.prizes)) changes.prizes = after.prizes;
  return changes;
}

interface FieldProps {
  label: string;
  problem?: string;
  hint?: string;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled input with its hint and problem read out with it. */
function Field({ label, problem, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label className="admin-field">
        {label}
        {children({ 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy })}
      </label>
      {hint && (
        <small id={`${id}-hint`} className="admin-muted">
          {hint}
        </small>
      )}
      {problem && (
        <small id={`${id}-problem`} className="admin-error">
          {problem}
        </small>
      )}
    </div>
  );
}

interface EventSettingsFieldsProps {
  values: EventSettingsValues;
  problems: EventSettingsProblems;
  onChange: (values: EventSettingsValues) => void;
}

/** Registration (capacity, window, team size, check-in), best of, and a prize per place. */
export function EventSettingsFields({ values, problems, onChange }: EventSettingsFieldsProps) {
  const set = (name: Exclude<keyof EventSettingsValues, 'prizes'>) => (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value });
  const prizeRows = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // A row added takes the focus on its place; once a row is removed, the add button does.
  const focusAfterChange = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    const change = focusAfterChange.current;
    focusAfterChange.current = null;
    if (change === 'added') prizeRows.current?.querySelector<HTMLInputElement>('[role="group"]:last-of-type input')?.focus();
    if (change === 'removed') addButton.current?.focus();
  }, [values.prizes]);

  function setPrize(key: number, field: 'place' | 'prize', value: string) {
    onChange({ ...values, prizes: values.prizes.map((row) => (row.key === key ? { ...row, [field]: value } : row)) });
  }
  function addPrize() {
    const next = Math.max(0, ...values.prizes.map((row) => Number(row.place) || 0)) + 1;
    focusAfterChange.current = 'added';
    onChange({ ...values, prizes: [...values.prizes, prizeRow(String(next))] });
  }
  function removePrize(key: number) {
    focusAfterChange.current = 'removed';
    onChange({ ...values, prizes: values.prizes.filter((row) => row.key !== key) });
  }

  return (
    <>
      <fieldset className="admin-fieldset">
        <legend>Registration</legend>
        <div className="admin-form-grid">
          <Field label="Capacity" hint="Places in the bracket; later entries join the waitlist. Empty: no limit." problem={problems.capacity}>
            {(described) => <input type="number" inputMode="numeric" min={2} max={PLACES_MAX} step={1} value={values.capacity} onChange={set('capacity')} {...described} />}
          </Field>
          <Field label="Team size" hint="1: players enter alone." problem={problems.teamSize}>
            {(described) => <input type="number" inputMode="numeric" min={1} max={TEAM_SIZE_MAX} step={1} value={values.teamSize} onChange={set('teamSize')} {...described} />}
          </Field>
          <Field label="Registration opens" hint="Empty: as soon as the tournament is announced.">
            {(described) => <input type="datetime-local" value={values.opensAt} onChange={set('opensAt')} {...described} />}
          </Field>
          <Field label="Registration closes" hint="Empty: when the bracket starts." problem={problems.closesAt}>
            {(described) => <input type="datetime-local" value={values.closesAt} onChange={set('closesAt')} {...described} />}
          </Field>
          <Field label="Check-in (minutes before the start)" hint="0: no check-in." problem={problems.checkInMinutes}>
            {(described) => (
              <input type="number" inputMode="numeric" min={0} max={CHECK_IN_MINUTES_MAX} step={1} value={values.checkInMinutes} onChange={set('checkInMinutes')} {...described} />
            )}
          </Field>
          <Field label="Best of" hint="Games in each series.">
            {(described) => (
              <select value={values.bestOf} onChange={set('bestOf')} {...described}>
                {BEST_OF_VALUES.map((games) => (
                  <option key={games} value={String(games)}>
                    {games === 1 ? 'Best of 1 (one game)' : `Best of ${games}`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset className="admin-fieldset">
        <legend>Prizes</legend>
        <div ref={prizeRows} className="admin-prizes">
          {values.prizes.length === 0 && <p className="admin-muted">No prizes entered.</p>}
          {values.prizes.map((row, index) => (
            <div key={row.key} role="group" aria-label={`Prize ${index + 1}`} className="admin-prize-row">
              <Field label="Place" problem={problems.prizes[row.key]?.place}>
                {(described) => (
                  <input type="number" inputMode="numeric" min={1} max={PLACES_MAX} step={1} value={row.place} onChange={(event) => setPrize(row.key, 'place', event.target.value)} {...described} />
                )}
              </Field>
              <Field label="Prize" problem={problems.prizes[row.key]?.prize}>
                {(described) => <input value={row.prize} maxLength={PRIZE_MAX_LENGTH} onChange={(event) => setPrize(row.key, 'prize', event.target.value)} {...described} />}
              </Field>
              <button type="button" className="btn btn-ghost btn-small" onClick={() => removePrize(row.key)} aria-label={`Remove prize ${index + 1}`}>
                Remove
              </button>
            </div>
          ))}
        </div>
        <div className="admin-toolbar">
          <button ref={addButton} type="button" className="btn btn-secondary btn-small" onClick={addPrize} disabled={values.prizes.length >= PRIZES_MAX}>
            Add a prize
          </button>
        </div>
      </fieldset>
    </>
  );
}
