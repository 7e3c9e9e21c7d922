import './bracketAdmin.css';
import { type FormEvent, useState } from 'react';
import type { ApiKeySummary, CreatedApiKey } from '../../../../common/contract/brackets';
import { DateTime } from '../../../components/DateTime';
import { serverMessage } from '../../../lib/serverMessage';
import { ConfirmDialog } from '../ConfirmDialog';
import { useCreateApiKeyMutation, useGetApiKeysQuery, useRevokeApiKeyMutation } from './bracketAdminApi';

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
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setCreated(null);
    setCopied(null);
    try {
      setCreated(await createKey({ name: name.trim(), scopes: ['results'] }).unwrap());
      setName('');
    } catch (failure) {
      setError(serverMessage(failure, 'The key could not be created.'));
    }
  }

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
