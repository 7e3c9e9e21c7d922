import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../../lib/serverMessage';
import type { BetaCountdown, BetaFeature } from '../../../../common/contract/beta';
import { useGetBetaCountdownQuery, useGetBetaFeaturesQuery } from '../betaApi';
import { useCreateFeatureMutation, useDeleteFeatureMutation, useSaveCountdownMutation } from './betaAdminApi';

function CountdownForm() {
  const { data, isError } = useGetBetaCountdownQuery();
  if (isError) return <p className="admin-error">The countdown could not be loaded.</p>;
  if (!data) return <p role="status">Loading...</p>;
  return <CountdownFields initial={data} />;
}

function CountdownFields({ initial }: { initial: BetaCountdown }) {
  const [values, setValues] = useState(initial);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [save, { isLoading }] = useSaveCountdownMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save(values).unwrap();
      setMessage({ tone: 'success', text: 'Countdown saved.' });
    } catch (error) {
      setMessage({ tone: 'error', text: serverMessage(error, 'The countdown could not be saved.') });
    }
  }

  return (
    <form className="admin-form card" onSubmit={submit} noValidate aria-labelledby="countdown-heading">
      <h3 id="countdown-heading">Member countdown</h3>
      {initial.currentMembers !== undefined && <p>Verified members now: {initial.currentMembers}</p>}
      <label>
        <input type="checkbox" checked={values.isActive} onChange={(event) => setValues({ ...values, isActive: event.target.checked })} /> Show the countdown
      </label>
      <div className="admin-form-grid">
        <label className="admin-field">
          Countdown title
          <input value={values.title} onChange={(event) => setValues({ ...values, title: event.target.value })} maxLength={120} />
        </label>
        <label className="admin-field">
          Subtitle
          <input value={values.subtitle} onChange={(event) => setValues({ ...values, subtitle: event.target.value })} maxLength={300} />
        </label>
        <label className="admin-field">
          Member target
          <input type="number" min={1} value={values.targetMembers} onChange={(event) => setValues({ ...values, targetMembers: Number(event.target.value) })} />
        </label>
      </div>
      {message && (
        <p className={message.tone === 'error' ? 'admin-error' : 'admin-success'} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          Save countdown
        </button>
      </div>
    </form>
  );
}

const EMPTY_FEATURE: Omit<BetaFeature, '_id'> = { title: '', description: '', status: 'planned', estimatedRelease: 'TBA' };

function FeaturesEditor() {
  const { data: lists } = useGetBetaFeaturesQuery();
  const features = lists ? [...lists.current, ...lists.future] : [];
  const [createFeature, creation] = useCreateFeatureMutation();
  const [deleteFeature] = useDeleteFeatureMutation();
  const [draft, setDraft] = useState(EMPTY_FEATURE);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await createFeature({ ...draft, title: draft.title.trim(), description: draft.description.trim() }).unwrap();
      setDraft(EMPTY_FEATURE);
    } catch (failure) {
      setError(serverMessage(failure, 'The feature could not be added.'));
    }
  }

  return (
    <section className="card admin-section" aria-labelledby="features-heading">
      <h3 id="features-heading">Beta features</h3>
      <ul>
        {features.map((feature) => (
          <li key={feature._id}>
            <strong>{feature.title}</strong> ({feature.status}, {feature.estimatedRelease}){' '}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => deleteFeature(feature._id)} aria-label={`Delete feature ${feature.title}`}>
              Delete
            </button>
          </li>
        ))}
      </ul>
      <form className="admin-form" onSubmit={submit} noValidate aria-label="Add a beta feature">
        <div className="admin-form-grid">
          <label className="admin-field">
            Feature title
            <input value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} maxLength={120} />
          </label>
          <label className="admin-field">
            Feature status
            <select value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value as BetaFeature['status'] })}>
              <option value="completed">completed (Live)</option>
              <option value="active">active</option>
              <option value="planned">planned (Coming Soon)</option>
            </select>
          </label>
          <label className="admin-field">
            Estimated release
            <input value={draft.estimatedRelease} onChange={(event) => setDraft({ ...draft, estimatedRelease: event.target.value })} maxLength={40} />
          </label>
        </div>
        <label className="admin-field">
          Feature description
          <textarea value={draft.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} maxLength={1000} />
        </label>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={creation.isLoading}>
            Add feature
          </button>
        </div>
      </form>
    </section>
  );
}

/** The beta countdown and the list of beta features shown on the home page. */
export function BetaAdminSection() {
  return (
    <section className="admin-section" aria-labelledby="beta-heading">
      <h2 id="beta-heading">Beta</h2>
      <CountdownForm />
      <FeaturesEditor />
    </section>
  );
}
