import { type FormEvent, useId, useState } from 'react';
import type { NewParticipant, Participant } from '../../../../common/contract/brackets';
import { serverMessage } from '../../../lib/serverMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAddParticipantsMutation, useCheckInParticipantMutation, useRemoveParticipantMutation } from './bracketAdminApi';
import { EntryDetails, holdsPlace } from './EntryDetails';
import { type LineError, parseParticipantsCsv, parsePastedNames } from './participantList';
import { SeedOrder } from './SeedOrder';

interface ParticipantsPanelProps {
  tournamentId: string;
  participants: Participant[];
}

function EntryCounts({ participants }: { participants: Participant[] }) {
  const count = (matches: (participant: Participant) => boolean) => participants.filter(matches).length;
  const registered = count(holdsPlace);
  const waitlisted = count((participant) => participant.status === 'waitlisted');
  const checkedIn = count((participant) => participant.checkedIn && participant.status !== 'withdrawn');
  return <p className="admin-muted">{`${registered} registered · ${waitlisted} on the waitlist · ${checkedIn} checked in`}</p>;
}

/**
 * Before the start: add participants (one, a pasted list, a CSV file), see where each stands and
 * check them in, seed the entries holding a place, remove one. The waitlist and the withdrawn
 * follow, unseeded.
 */
export function ParticipantsPanel({ tournamentId, participants }: ParticipantsPanelProps) {
  const [removeParticipant, removal] = useRemoveParticipantMutation();
  const [checkInParticipant, checkingIn] = useCheckInParticipantMutation();
  const [checkInError, setCheckInError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const seeded = participants.filter(holdsPlace);
  const unseeded = participants.filter((participant) => !holdsPlace(participant));

  async function checkIn(participant: Participant) {
    setCheckInError(null);
    try {
      await checkInParticipant({ tournamentId, participantId: participant.id }).unwrap();
    } catch (error) {
      setCheckInError(serverMessage(error, `${participant.name} could not be checked in.`));
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await removeParticipant({ tournamentId, participantId: removing.id }).unwrap();
      setRemoving(null);
    } catch {
      // The dialog shows the error.
    }
  }

  const actionsOf = (participant: Participant) => (
    <>
      {!participant.checkedIn && participant.status !== 'withdrawn' && (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void checkIn(participant)} disabled={checkingIn.isLoading} aria-label={`Check in ${participant.name}`}>
          Check in
        </button>
      )}
      <button
        type="button"
        className="btn btn-ghost btn-small"
        onClick={() => {
          removal.reset();
          setRemoving(participant);
        }}
        aria-label={`Remove ${participant.name}`}
      >
        Remove
      </button>
    </>
  );

  return (
    <section className="card admin-section" aria-labelledby="participants-heading">
      <h3 id="participants-heading">Participants ({participants.length})</h3>
      {participants.length > 0 && <EntryCounts participants={participants} />}
      <AddOneForm tournamentId={tournamentId} />
      <AddListForms tournamentId={tournamentId} />
      {checkInError && (
        <p className="admin-error" role="alert">
          {checkInError}
        </p>
      )}
      {seeded.length > 0 && <SeedOrder tournamentId={tournamentId} entries={seeded} actionsOf={actionsOf} />}
      {unseeded.length > 0 && (
        <section className="admin-section" aria-labelledby="unseeded-heading">
          <h4 id="unseeded-heading">Waitlist and withdrawn (not seeded)</h4>
          <ul className="bracket-admin-seeds bracket-admin-unseeded" aria-label="Not seeded">
            {unseeded.map((participant) => (
              <li key={participant.id}>
                <EntryDetails participant={participant} />
                <span className="admin-actions">{actionsOf(participant)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove participant?"
        message={`${removing?.name ?? ''} will be removed from this tournament.`}
        confirmLabel="Remove"
        busy={removal.isLoading}
        error={removal.isError ? serverMessage(removal.error, 'The participant could not be removed.') : null}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}

function AddOneForm({ tournamentId }: { tournamentId: string }) {
  const [addParticipants, adding] = useAddParticipantsMutation();
  const [name, setName] = useState('');
  const [username, setUsername] = useState('');
  const [seed, setSeed] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setAdded(null);
    const participant: NewParticipant = { name: name.trim() };
    if (username.trim()) participant.username = username.trim();
    if (seed) participant.seed = Number(seed);
    try {
      await addParticipants({ tournamentId, participants: [participant] }).unwrap();
      setAdded(`${participant.name} was added.`);
      setName('');
      setUsername('');
      setSeed('');
    } catch (failure) {
      setError(serverMessage(failure, 'The participant could not be added.'));
    }
  }

  return (
    <form className="admin-form" aria-labelledby={`${formId}-title`} onSubmit={submit}>
      <h4 id={`${formId}-title`}>Add a participant</h4>
      <div className="admin-form-grid">
        <label className="admin-field">
          Name
          <input value={name} onChange={(event) => setName(event.target.value)} required maxLength={60} />
        </label>
        <label className="admin-field">
          VERSUS username (optional)
          <input value={username} onChange={(event) => setUsername(event.target.value)} minLength={3} maxLength={30} autoComplete="off" />
        </label>
        <label className="admin-field">
          Seed (optional)
          <input type="number" value={seed} onChange={(event) => setSeed(event.target.value)} min={1} max={1024} step={1} />
        </label>
      </div>
      <div className="admin-toolbar">
        <button type="submit" className="btn btn-primary btn-small" disabled={adding.isLoading}>
          Add participant
        </button>
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {added && (
        <p className="admin-success" role="status">
          {added}
        </p>
      )}
    </form>
  );
}

/** A chosen file's text (FileReader: what every browser has, and jsdom too). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

function LineErrors({ errors, source }: { errors: LineError[]; source: string }) {
  return (
    <div className="admin-error" role="alert">
      <p>{`Nothing was added: ${source} has ${errors.length === 1 ? 'an error' : `${errors.length} errors`}.`}</p>
      <ul>
        {errors.map((error) => (
          <li key={`${error.line}-${error.message}`}>{`Line ${error.line}: ${error.message}`}</li>
        ))}
      </ul>
    </div>
  );
}

/** A pasted list of names, or a CSV file; nothing is added while any line is wrong. */
function AddListForms({ tournamentId }: { tournamentId: string }) {
  const [addParticipants, adding] = useAddParticipantsMutation();
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<{ errors: LineError[]; source: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  async function add(list: NewParticipant[], source: string, errors: LineError[]): Promise<boolean> {
    setProblem(null);
    setServerError(null);
    setAdded(null);
    if (errors.length > 0) {
      setProblem({ errors, source });
      return false;
    }
    try {
      const { participants } = await addParticipants({ tournamentId, participants: list }).unwrap();
      setAdded(participants.length === 1 ? '1 participant was added.' : `${participants.length} participants were added.`);
      return true;
    } catch (failure) {
      setServerError(`Nothing was added: ${serverMessage(failure, 'the list could not be saved.')}`);
      return false;
    }
  }

  async function submitPasted(event: FormEvent) {
    event.preventDefault();
    const { participants, errors } = parsePastedNames(pasted);
    if (await add(participants, 'the list', errors)) setPasted('');
  }

  async function importFile(file: File | undefined, input: HTMLInputElement) {
    if (!file) return;
    const { participants, errors } = parseParticipantsCsv(await readText(file));
    await add(participants, file.name, errors);
    // The same file can be chosen again once it has been fixed.
    input.value = '';
  }

  return (
    <div className="admin-form-grid">
      <form className="admin-form" aria-label="Paste a list" onSubmit={submitPasted}>
        <label className="admin-field">
          Paste a list (one name per line)
          <textarea value={pasted} onChange={(event) => setPasted(event.target.value)} rows={6} />
        </label>
        <div className="admin-toolbar">
          <button type="submit" className="btn btn-secondary btn-small" disabled={adding.isLoading || pasted.trim() === ''}>
            Add the list
          </button>
        </div>
      </form>
      <div className="admin-form">
        <label className="admin-field">
          Import a CSV file (name, optional VERSUS username, optional seed)
          <input type="file" accept=".csv,text/csv" onChange={(event) => importFile(event.target.files?.[0], event.target)} disabled={adding.isLoading} />
        </label>
        <p className="admin-muted">A first line naming the columns (name,username,seed) is skipped.</p>
      </div>
      {problem && <LineErrors errors={problem.errors} source={problem.source} />}
      {serverError && (
        <p className="admin-error" role="alert">
          {serverError}
        </p>
      )}
      {added && (
        <p className="admin-success" role="status">
          {added}
        </p>
      )}
    </div>
  );
}
