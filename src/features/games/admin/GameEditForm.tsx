import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../lib/serverMessage';
import { useUpdateGameMutation } from './gamesAdminApi';
import type { Game } from '../../../../common/contract/games';

const FIELDS = [
  { name: 'name', label: 'Name', required: true },
  { name: 'publisher', label: 'Publisher' },
  { name: 'developer', label: 'Developer' },
  { name: 'releaseDate', label: 'Release date (YYYY-MM-DD)' },
  { name: 'shortDescription', label: 'Short description' },
  { name: 'coverImage', label: 'Cover image link' },
  { name: 'heroUrl', label: 'Hero image link' },
  { name: 'icon', label: 'Icon link' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'] | 'longDescription';

function valuesOf(game: Game): Record<FieldName, string> {
  const record = game as unknown as Record<string, unknown>;
  const text = (name: FieldName) => (typeof record[name] === 'string' ? (record[name] as string) : '');
  return {
    name: text('name'),
    publisher: text('publisher'),
    developer: text('developer'),
    releaseDate: text('releaseDate').slice(0, 10),
    shortDescription: text('shortDescription'),
    coverImage: text('coverImage'),
    heroUrl: text('heroUrl'),
    icon: text('icon'),
    longDescription: text('longDescription'),
  };
}

/** Catalogue details and artwork links of one game; only the changed fields are sent. */
export function GameEditForm({ game, onDone }: { game: Game; onDone: () => void }) {
  const initial = valuesOf(game);
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [updateGame, { isLoading }] = useUpdateGameMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) return setError('Name is required.');
    const changes = Object.fromEntries(
      (Object.keys(values) as FieldName[])
        .filter((name) => values[name].trim() !== initial[name])
        .map((name) => [name, values[name].trim() || null]),
    );
    if (Object.keys(changes).length === 0) return onDone();
    setError(null);
    try {
      await updateGame({ key: game.key, changes }).unwrap();
      onDone();
    } catch (failure) {
      setError(serverMessage(failure, 'The game could not be saved.'));
    }
  }

  return (
    <form className="admin-form card" onSubmit={submit} noValidate aria-label={`Edit ${game.name}`}>
      <h3>Edit {game.name}</h3>
      <div className="admin-form-grid">
        {FIELDS.map((field) => (
          <label key={field.name} className="admin-field">
            {field.label}
            <input value={values[field.name]} onChange={(event) => setValues({ ...values, [field.name]: event.target.value })} />
          </label>
        ))}
      </div>
      <label className="admin-field">
        Long description
        <textarea value={values.longDescription} onChange={(event) => setValues({ ...values, longDescription: event.target.value })} />
      </label>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-toolbar">
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          Save game
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
