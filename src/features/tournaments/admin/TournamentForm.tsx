import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { serverMessage } from '../../../lib/serverMessage';
import { ADMIN_TOURNAMENT_STATUSES, opensRegistration } from '../../../../common/tournamentStatus';
import { FORMAT_LABELS, parseFormat, TOURNAMENT_FORMATS } from '../../../../common/tournamentFormats';
import type { AdminTournament, CreateTournamentBody, UpdateTournamentBody } from '../../../../common/contract/tournaments';
import { ALL_GAMES_BY_NAME, useGetGamesQuery } from '../../games/gamesApi';
import { mailsSentence } from './registrationMails';
import { toLocalInput } from './dateInput';
import {
  EventSettingsFields,
  eventSettingsChanges,
  eventSettingsInput,
  eventSettingsProblems,
  type EventSettingsProblems,
  eventSettingsValues,
  hasEventSettingsProblems,
} from './EventSettingsFields';

const TEXT_FIELDS = [
  { name: 'prizePool', label: 'Prize pool' },
  { name: 'platform', label: 'Platform' },
  { name: 'organizer', label: 'Organizer', hint: 'Empty means VERSUS' },
  { name: 'heroUrl', label: 'Image link' },
] as const;

type FormValues = Record<'title' | 'status' | 'startAt' | 'description' | 'rules' | 'game' | 'format' | (typeof TEXT_FIELDS)[number]['name'], string>;

/** "Europe/Berlin (UTC+01:00)": the zone a datetime-local value is read in, with its offset at that moment. */
function timeZoneText(at: Date): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = -at.getTimezoneOffset();
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${zone} (UTC${offset < 0 ? '-' : '+'}${hours}:${minutes})`;
}

function initialValues(tournament?: AdminTournament): FormValues {
  return {
    title: tournament?.title ?? '',
    status: tournament?.status ?? 'DRAFT',
    startAt: toLocalInput(tournament?.startAt ?? null),
    description: tournament?.description ?? '',
    rules: tournament?.rules ?? '',
    game: tournament?.game ?? '',
    prizePool: tournament?.prizePool ?? '',
    // An older free-text format ("Single elimination") is shown as the format it names.
    format: parseFormat(tournament?.format) ?? '',
    platform: tournament?.platform ?? '',
    organizer: tournament?.organizer ?? '',
    heroUrl: tournament?.heroUrl ?? '',
  };
}

function toInput(values: FormValues): CreateTournamentBody {
  const orNull = (text: string) => (text.trim() ? text.trim() : null);
  return {
    title: values.title.trim(),
    status: values.status,
    startAt: values.startAt ? new Date(values.startAt).toISOString() : null,
    description: orNull(values.description),
    rules: orNull(values.rules),
    game: orNull(values.game),
    prizePool: orNull(values.prizePool),
    format: orNull(values.format),
    platform: orNull(values.platform),
    organizer: orNull(values.organizer),
    heroUrl: orNull(values.heroUrl),
  };
}

interface TournamentFormProps {
  tournament?: AdminTournament;
  submitLabel: string;
  /** Resolves with the saved tournament; rejects with the failed call's error. */
  onSubmit: (input: UpdateTournamentBody) => Promise<{ status: string; queuedMails?: number }>;
  /** Called after saving (with the saved status and how many registration-open mails it queued) or on Cancel. */
  onDone: (saved?: { status: string; queuedMails: number }) => void;
}

/** Create or edit a tournament; the server's validation message is shown as it answers. */
export function TournamentForm({ tournament, submitLabel, onSubmit, onDone }: TournamentFormProps) {
  const [values, setValues] = useState(() => initialValues(tournament));
  const [eventSettings, setEventSettings] = useState(() => eventSettingsValues(tournament));
  // Shown from a submit on, and kept up to date as the fields are corrected.
  const [settingsChecked, setSettingsChecked] = useState(false);
  const settingsProblems: EventSettingsProblems = settingsChecked ? eventSettingsProblems(eventSettings) : { prizes: {} };
  const settingsWrong = hasEventSettingsProblems(settingsProblems);
  const [error, setError] = useState<string | null>(null);
  // Asked for on a submit without a title, and gone as soon as the title is filled in.
  const [titleAsked, setTitleAsked] = useState(false);
  const titleMissing = titleAsked && !values.title.trim();
  const [busy, setBusy] = useState(false);
  // A change that mails the sign-ups is saved only on a second, explicit press.
  const [mailsConfirmed, setMailsConfirmed] = useState(false);
  const games = useGetGamesQuery(ALL_GAMES_BY_NAME);
  const form = useRef<HTMLFormElement>(null);
  // Counts the submits the settings stopped: once their problems are drawn, the first field with one takes the focus.
  const [stoppedSubmits, setStoppedSubmits] = useState(0);
  useEffect(() => {
    if (stoppedSubmits > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [stoppedSubmits]);
  const timeZoneId = useId();
  const set = (name: keyof FormValues) => (event: { target: { value: string } }) => {
    setValues((old) => ({ ...old, [name]: event.target.value }));
    if (name === 'status') setMailsConfirmed(false);
  };

  const pendingMails = tournament?.notifySignups ?? 0;
  const sendsMails = tournament !== undefined && pendingMails > 0 && opensRegistration(tournament.status, values.status);
  const startDate = values.startAt ? new Date(values.startAt) : new Date();
  // The stored game is kept as an option even when the catalogue does not list it (any more).
  const gameOptions = games.data?.map((game) => ({ key: game.key, name: game.name })) ?? [];
  if (values.game && !gameOptions.some((game) => game.key === values.game)) gameOptions.unshift({ key: values.game, name: values.game });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim()) {
      setTitleAsked(true);
      setError(null);
      return;
    }
    setSettingsChecked(true);
    if (hasEventSettingsProblems(eventSettingsProblems(eventSettings))) {
      setError(null);
      setStoppedSubmits((count) => count + 1);
      return;
    }
    const input = toInput(values);
    const settings = eventSettingsInput(eventSettings);
    // An edit sends only what changed, so an unchanged status does not count as a status change.
    const before = tournament ? toInput(initialValues(tournament)) : null;
    const changes: UpdateTournamentBody = before
      ? {
          ...Object.fromEntries(Object.entries(input).filter(([key, value]) => before[key as keyof CreateTournamentBody] !== value)),
          ...eventSettingsChanges(settings, eventSettingsInput(eventSettingsValues(tournament))),
        }
      : { ...input, ...settings };
    if (before && Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    if (sendsMails && !mailsConfirmed) {
      setMailsConfirmed(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await onSubmit(changes);
      onDone({ status: saved.status, queuedMails: saved.queuedMails ?? 0 });
    } catch (failure) {
      setError(serverMessage(failure, 'The tournament could not be saved.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form} className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form-grid">
        <label className="admin-field">
          Title
          <input value={values.title} onChange={set('title')} maxLength={200} required aria-invalid={titleMissing} />
        </label>
        <label className="admin-field">
          Status
          <select value={values.status} onChange={set('status')}>
            {ADMIN_TOURNAMENT_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          Game
          <select value={values.game} onChange={set('game')}>
            <option value="">No game</option>
            {gameOptions.map((game) => (
              <option key={game.key} value={game.key}>
                {game.name}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          Format
          <select value={values.format} onChange={set('format')}>
            <option value="">Not set</option>
            {TOURNAMENT_FORMATS.map((format) => (
              <option key={format} value={format}>
                {FORMAT_LABELS[format]}
              </option>
            ))}
          </select>
        </label>
        <div className="admin-field">
          <label className="admin-field">
            Start (empty = TBA)
            <input type="datetime-local" value={values.startAt} onChange={set('startAt')} aria-describedby={timeZoneId} />
          </label>
          <small id={timeZoneId} className="admin-muted">
            Your time zone: {timeZoneText(startDate)}
          </small>
        </div>
        {TEXT_FIELDS.map((field) => (
          <label key={field.name} className="admin-field">
            {field.label}
            <input value={values[field.name]} onChange={set(field.name)} placeholder={'hint' in field ? field.hint : undefined} />
          </label>
        ))}
      </div>
      <label className="admin-field">
        Description
        <textarea value={values.description} onChange={set('description')} maxLength={5000} rows={4} />
      </label>
      <label className="admin-field">
        Rules
        <textarea value={values.rules} onChange={set('rules')} maxLength={10_000} rows={6} />
      </label>
      <EventSettingsFields values={eventSettings} problems={settingsProblems} onChange={setEventSettings} />
      {sendsMails && mailsConfirmed && (
        <p className="admin-warning" role="alert">
          Saving opens registration: {mailsSentence(pendingMails)} will go to the people who signed up. Press “Save and send” to go ahead.
        </p>
      )}
      {(titleMissing || settingsWrong || error) && (
        <p className="admin-error" role="alert">
          {titleMissing ? 'Title is required.' : settingsWrong ? 'Some settings need a fix: see the marked fields.' : error}
        </p>
      )}
      <div className="admin-toolbar">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {sendsMails && mailsConfirmed ? 'Save and send' : submitLabel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onDone()}>
          Cancel
        </button>
      </div>
    </form>
  );
}
