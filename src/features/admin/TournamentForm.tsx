import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../lib/serverMessage';
import { TOURNAMENT_STATUSES } from '../../../common/tournamentStatus';
import type { CreateTournamentBody, Tournament, UpdateTournamentBody } from '../../../common/contract/tournaments';

const TEXT_FIELDS = [
  { name: 'game', label: 'Game (key)', hint: 'e.g. ea-fc' },
  { name: 'prizePool', label: 'Prize pool' },
  { name: 'format', label: 'Format', hint: 'e.g. SINGLE_ELIMINATION' },
  { name: 'platform', label: 'Platform' },
  { name: 'organizer', label: 'Organizer', hint: 'Empty means VERSUS' },
  { name: 'heroUrl', label: 'Image link' },
] as const;

type FormValues = Record<'title' | 'status' | 'startAt' | 'description' | (typeof TEXT_FIELDS)[number]['name'], string>;

/** An ISO date-time as the value of a datetime-local input, in the admin's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function initialValues(tournament?: Tournament): FormValues {
  return {
    title: tournament?.title ?? '',
    status: tournament?.status ?? 'COMING_SOON',
    startAt: toLocalInput(tournament?.startAt ?? null),
    description: tournament?.description ?? '',
    game: tournament?.game ?? '',
    prizePool: tournament?.prizePool ?? '',
    format: tournament?.format ?? '',
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
    game: orNull(values.game),
    prizePool: orNull(values.prizePool),
    format: orNull(values.format),
    platform: orNull(values.platform),
    organizer: orNull(values.organizer),
    heroUrl: orNull(values.heroUrl),
  };
}

interface TournamentFormProps {
  tournament?: Tournament;
  submitLabel: string;
  /** Resolves when saved; rejects with the failed call's error. */
  onSubmit: (input: UpdateTournamentBody) => Promise<unknown>;
  onDone: () => void;
}

/** Create or edit a tournament; the server's validation message is shown as it answers. */
export function TournamentForm({ tournament, submitLabel, onSubmit, onDone }: TournamentFormProps) {
  const [values, setValues] = useState(() => initialValues(tournament));
  const [error, setError] = useState<string | null>(null);
  // Asked for on a submit without a title, and gone as soon as the title is filled in.
  const [titleAsked, setTitleAsked] = useState(false);
  const titleMissing = titleAsked && !values.title.trim();
  const [busy, setBusy] = useState(false);
  const set = (name: keyof FormValues) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim()) {
      setTitleAsked(true);
      setError(null);
      return;
    }
    const input = toInput(values);
    // An edit sends only what changed, so an unchanged status does not count as a status change.
    const before = tournament ? toInput(initialValues(tournament)) : null;
    const changes = before
      ? Object.fromEntries(Object.entries(input).filter(([key, value]) => before[key as keyof CreateTournamentBody] !== value))
      : input;
    if (before && Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(changes);
      onDone();
    } catch (failure) {
      setError(serverMessage(failure, 'The tournament could not be saved.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form-grid">
        <label className="admin-field">
          Title
          <input value={values.title} onChange={set('title')} maxLength={200} required aria-invalid={titleMissing} />
        </label>
        <label className="admin-field">
          Status
          <select value={values.status} onChange={set('status')}>
            {TOURNAMENT_STATUSES.map((status) => (
              <option key={status}>{status}</option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          Start (empty = TBA)
          <input type="datetime-local" value={values.startAt} onChange={set('startAt')} />
        </label>
        {TEXT_FIELDS.map((field) => (
          <label key={field.name} className="admin-field">
            {field.label}
            <input value={values[field.name]} onChange={set(field.name)} placeholder={'hint' in field ? field.hint : undefined} />
          </label>
        ))}
      </div>
      <label className="admin-field">
        Description
        <textarea value={values.description} onChange={set('description')} maxLength={5000} />
      </label>
      {(titleMissing || error) && (
        <p className="admin-error" role="alert">
          {titleMissing ? 'Title is required.' : error}
        </p>
      )}
      <div className="admin-toolbar">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
