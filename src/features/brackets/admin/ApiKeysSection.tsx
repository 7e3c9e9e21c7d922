import './bracketAdmin.css';
import { type FormEvent, useId, useState } from 'react';
import { API_KEY_MAX_TOURNAMENTS } from '../../../../common/apiKeyBounds';
import type { ApiKeySummary, CreateApiKeyBody, CreatedApiKey } from '../../../../common/contract/brackets';
import { DateTime } from '../../../components/DateTime';
import { serverMessage } from '../../../lib/serverMessage';
import { useGetAdminTournamentsQuery } from '../../tournaments/admin/tournamentsAdminApi';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCreateApiKeyMutation, useGetApiKeysQuery, useRevokeApiKeyMutation } from './bracketAdminApi';

/** The end of the chosen day where the admin is: a key "valid until" a day works through that day. */
function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

function tournamentsText(key: ApiKeySummary): string {
  if (!key.tournaments) return 'All';
  return key.tournaments.map((tournament) => tournament.title ?? 'A deleted tournament').join(', ');
}

/** The keys the messaging-app bot reports results with: created (the key shown once), listed, revoked. */
export function ApiKeysSection() {
  const { data, isLoading, isError } = useGetApiKeysQuery();
  const [revokeKey, revocation] = useRevokeApiKeyMutation();
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function confirmRevoke() {
    if (!revoking) return;
    try {
      await revokeKey(revoking.id).unwrap();
      setNotice(`${revoking.name} was revoked: it no longer works.`);
      setRevoking(null);
    } catch {
      // The dialog shows the error.
    }
  }

  return (
    <section className="admin-section" aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading">API keys</h2>
      <p className="admin-muted">The VERSUS bot adds participants and reports results with a key of the results scope. Every write it makes is in the audit log under the key's name.</p>
      <p className="admin-muted">
        A key works only while the admin or master who created it keeps that role, is not banned and keeps the account; it stops at the end of the day it is valid until, and
        writes only to the tournaments it is limited to.
      </p>
      <CreateKeyForm />
      {notice && (
        <p className="admin-success" role="status">
          {notice}
        </p>
      )}
      {isLoading && <p role="status">Loading...</p>}
      {isError && <p className="admin-error">The API keys could not be loaded.</p>}
      {data && data.keys.length === 0 && <p>No API keys yet.</p>}
      {data && data.keys.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">API keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Scopes</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Created by</th>
                <th scope="col">Valid until</th>
                <th scope="col">Tournaments</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data.keys.map((key) => (
                <tr key={key.id}>
                  <td>{key.name}</td>
                  <td>{key.scopes.join(', ')}</td>
                  <td>
                    <DateTime value={key.createdAt} />
                  </td>
                  <td>{key.lastUsedAt ? <DateTime value={key.lastUsedAt} /> : 'Never'}</td>
                  <td>{key.createdBy ?? '—'}</td>
                  <td>{key.expiresAt ? <DateTime value={key.expiresAt} /> : 'No end'}</td>
                  <td>{tournamentsText(key)}</td>
                  <td>{key.usable ? 'Works' : `Stopped: ${key.unusableReason ?? 'unknown reason'}`}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      onClick={() => {
                        revocation.reset();
                        setRevoking(key);
                      }}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key?"
        message={`${revoking?.name ?? ''} stops working at once: the bot using it can no longer report results. This cannot be undone.`}
        confirmLabel="Revoke the key"
        busy={revocation.isLoading}
        error={revocation.isError ? serverMessage(revocation.error, 'The key could not be revoked.') : null}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}

function CreateKeyForm() {
  const [createKey, creation] = useCreateApiKeyMutation();
  const [name, setName] = useState('');
  const hintId = useId();
  const [validUntil, setValidUntil] = useState('');
  // Chosen tournaments by id, with their titles: a search that no longer shows one keeps it chosen.
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const [search, setSearch] = useState('');
  const { data: found } = useGetAdminTournamentsQuery({ skip: 0, q: search.trim() || undefined });
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setCreated(null);
    setCopied(null);
    const body: CreateApiKeyBody = {
      name: name.trim(),
      scopes: ['results'],
      ...(validUntil ? { expiresAt: endOfDay(validUntil) } : {}),
      ...(chosen.size > 0 ? { tournamentIds: [...chosen.keys()] } : {}),
    };
    try {
      setCreated(await createKey(body).unwrap());
      setName('');
      setValidUntil('');
      setChosen(new Map());
    } catch (failure) {
      setError(serverMessage(failure, 'The key could not be created.'));
    }
  }

  function toggle(id: string, title: string) {
    const next = new Map(chosen);
    if (next.has(id)) next.delete(id);
    else if (next.size < API_KEY_MAX_TOURNAMENTS) next.set(id, title);
    setChosen(next);
  }

  const choices = [
    ...[...chosen].map(([id, title]) => ({ id, title })),
    ...(found?.items ?? []).filter((tournament) => !chosen.has(tournament._id)).map((tournament) => ({ id: tournament._id, title: tournament.title })),
  ];

  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      setCopied('Copied.');
    } catch {
      setCopied('Copying failed: select the key and copy it by hand.');
    }
  }

  return (
    <div className="card admin-form">
      <form className="admin-form" aria-labelledby="new-api-key-heading" onSubmit={submit}>
        <h3 id="new-api-key-heading">New API key</h3>
        <div className="admin-form-grid">
          <label className="admin-field">
            Name
            <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={60} placeholder="VERSUS bot" />
          </label>
          <fieldset className="admin-field">
            <legend>Scopes</legend>
            <label className="admin-check">
              <input type="checkbox" checked readOnly disabled />
              results (add participants, report results)
            </label>
          </fieldset>
          <div className="admin-field">
            <label className="admin-field">
              Valid until (optional)
              <input type="date" value={validUntil} onChange={(event) => setValidUntil(event.target.value)} aria-describedby={`${hintId}-end`} />
            </label>
            <span id={`${hintId}-end`} className="admin-muted">
              Empty: the key has no end. At most a year ahead.
            </span>
          </div>
          <fieldset className="admin-field">
            <legend>Tournaments (optional)</legend>
            <span className="admin-muted">{`None chosen: every tournament. At most ${API_KEY_MAX_TOURNAMENTS}.`}</span>
            <input type="search" aria-label="Search tournaments" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search by title" />
            {choices.map((tournament) => (
              <label key={tournament.id} className="admin-check">
                <input type="checkbox" checked={chosen.has(tournament.id)} onChange={() => toggle(tournament.id, tournament.title)} />
                {tournament.title}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="admin-toolbar">
          <button type="submit" className="btn btn-primary btn-small" disabled={creation.isLoading}>
            Create key
          </button>
        </div>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {created && (
        <div role="status" className="admin-section">
          <p>
            <strong>{`${created.name} was created. Copy the key now: you will not see it again.`}</strong>
          </p>
          <div className="api-key-secret">
            <code aria-label={`The key of ${created.name}`}>{created.key}</code>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => copy(created.key)}>
              Copy the key
            </button>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => setCreated(null)}>
              I have stored it
            </button>
          </div>
          {copied && <p className="admin-muted">{copied}</p>}
        </div>
      )}
    </div>
  );
}
