import { useState } from 'react';
import { ALL_GAMES_BY_NAME, useGetGamesQuery } from '../gamesApi';
import { GameEditForm } from './GameEditForm';

/** The catalogue: pick a game to edit its details and artwork links. */
export function GamesAdminSection() {
  const { data, isLoading, isError } = useGetGamesQuery(ALL_GAMES_BY_NAME);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const editing = data?.find((game) => game.key === editingKey);

  return (
    <section className="admin-section" aria-labelledby="games-heading">
      <h2 id="games-heading">Games</h2>
      {isLoading && <p role="status">Loading...</p>}
      {isError && <p className="admin-error">The games could not be loaded.</p>}
      {data && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Games</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Publisher</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.map((game) => (
                <tr key={game.key}>
                  <td>{game.name}</td>
                  <td>{game.key}</td>
                  <td>{(game as { publisher?: string | null }).publisher ?? '—'}</td>
                  <td className="admin-actions">
                    <button type="button" className="btn btn-secondary btn-small" onClick={() => setEditingKey(game.key)} aria-label={`Edit ${game.name}`}>
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <GameEditForm key={editing.key} game={editing} onDone={() => setEditingKey(null)} />}
    </section>
  );
}
