import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { NewParticipant, Participant } from '../../../../common/contract/brackets';
import { serverMessage } from '../../../lib/serverMessage';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAddParticipantsMutation, useCheckInParticipantMutation, useRemoveParticipantMutation, useSeedParticipantsMutation } from './bracketAdminApi';
import { type LineError, parseParticipantsCsv, parsePastedNames } from './participantList';

interface ParticipantsPanelProps {
  tournamentId: string;
  participants: Participant[];
}

/** Where an entry stands: "Registered", "Waitlist #2, checked in", "Withdrawn". */
function standingOf(participant: Participant): string {
  const checkedIn = participant.checkedIn && participant.status !== 'checked_in' ? ', checked in' : '';
  switch (participant.status) {
    case 'waitlisted':
      return `Waitlist${participant.waitlistPosition === null ? '' : ` #${participant.waitlistPosition}`}${checkedIn}`;
    case 'checked_in':
      return 'Checked in';
    case 'withdrawn':
      return 'Withdrawn';
    default:
      return `Registered${checkedIn}`;
  }
}

/** The accounts an entry plays as: the player, or a team's roster. */
function linkedAccounts(participant: Participant): string[] {
  if (participant.usernames?.length) return participant.usernames;
  return participant.username ? [participant.username] : [];
}

function EntryCounts({ participants }: { participants: Participant[] }) {
  const count = (matches: (participant: Participant) => boolean) => participants.filter(matches).length;
  const registered = count((participant) => participant.status === 'registered' || participant.status === 'checked_in');
  const waitlisted = count((participant) => participant.status === 'waitlisted');
  const checkedIn = count((participant) => participant.checkedIn && participant.status !== 'withdrawn');
  return <p className="admin-muted">{`${registered} registered · ${waitlisted} on the waitlist · ${checkedIn} checked in`}</p>;
}

/** Before the start: add participants (one, a pasted list, a CSV file), see where each stands and check them in, seed or shuffle them, remove one. */
export function ParticipantsPanel({ tournamentId, participants }: ParticipantsPanelProps) {
  const [seedParticipants, seeding] = useSeedParticipantsMutation();
  const [removeParticipant, removal] = useRemoveParticipantMutation();
  const [checkInParticipant, checkingIn] = useCheckInParticipantMutation();
  const [checkInError, setCheckInError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Participant | null>(null);
  const [seedError, setSeedError] = useState<string | null>(null);
  const seedList = useRef<HTMLOListElement>(null);
  // The button pressed to move a participant moves with them: it keeps the focus, so a keyboard user can press it again.
  const focusAfterMove = useRef<string | null>(null);

  useEffect(() => {
    const label = focusAfterMove.current;
    if (!label) return;
    focusAfterMove.current = null;
    const buttons = [...(seedList.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const pressed = buttons.find((button) => button.getAttribute('aria-label') === label);
    // At the top or the bottom the pressed button is disabled: the other direction takes the focus.
    (pressed && !pressed.disabled ? pressed : buttons[buttons.indexOf(pressed!) + (label.endsWith(' up') ? 1 : -1)])?.focus();
  }, [participants]);

  async function reseed(body: { order: string[] } | { shuffle: true }) {
    setSeedError(null);
    try {
      await seedParticipants({ tournamentId, body }).unwrap();
    } catch (error) {
      setSeedError(serverMessage(error, 'The seeds could not be saved.'));
    }
  }

  function move(index: number, to: number, label: string) {
    if (to < 0 || to >= participants.length || seeding.isLoading) return;
    focusAfterMove.current = label;
    const order = participants.map((participant) => participant.id);
    const [moved] = order.splice(index, 1);
    order.splice(to, 0, moved!);
    void reseed({ order });
  }

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

  return (
    <section className="card admin-section" aria-labelledby="participants-heading">
      <h3 id="participants-heading">Participants ({participants.length})</h3>
      {participants.length > 0 && <EntryCounts participants={participants} />}
      <AddOneForm tournamentId={tournamentId} />
      <AddListForms tournamentId={tournamentId} />
      {participants.length > 0 && (
        <>
          <div className="admin-toolbar">
            <button type="button" className="btn btn-secondary btn-small" onClick={() => reseed({ shuffle: true })} disabled={seeding.isLoading}>
              Shuffle
            </button>
            <p className="admin-muted">Seed 1 is the strongest. Move participants up or down to change the seeds.</p>
          </div>
          {seedError && (
            <p className="admin-error" role="alert">
              {seedError}
            </p>
          )}
          {checkInError && (
            <p className="admin-error" role="alert">
              {checkInError}
            </p>
          )}
          <ol ref={seedList} className="bracket-admin-seeds" aria-label="Seed order">
            {participants.map((participant, index) => (
              <li key={participant.id}>
                <span className="bracket-admin-seed">{index + 1}</span>
                <span className="bracket-admin-name">
                  {participant.name}
                  {linkedAccounts(participant).length > 0 && <span className="admin-muted"> ({linkedAccounts(participant).map((username) => `@${username}`).join(', ')})</span>}
                  <span className={participant.checkedIn ? 'bracket-admin-standing admin-success' : 'bracket-admin-standing admin-muted'}>{standingOf(participant)}</span>
                </span>
                <span className="admin-actions">
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    onClick={() => move(index, index - 1, `Move ${participant.name} up`)}
                    disabled={index === 0}
                    aria-label={`Move ${participant.name} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-small"
                    onClick={() => move(index, index + 1, `Move ${participant.name} down`)}
                    disabled={index === participants.length - 1}
                    aria-label={`Move ${participant.name} down`}
                  >
                    ↓
                  </button>
                  {!participant.checkedIn && participant.status !== 'withdrawn' && (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      onClick={() => void checkIn(participant)}
                      disabled={checkingIn.isLoading}
                      aria-label={`Check in ${participant.name}`}
                    >
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
                </span>
              </li>
            ))}
          </ol>
        </>
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
