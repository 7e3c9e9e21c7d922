import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Participant, SeedBody } from '../../../../common/contract/brackets';
import { serverMessage } from '../../../lib/serverMessage';
import { useSeedParticipantsMutation } from './bracketAdminApi';
import { EntryDetails } from './EntryDetails';
import { useDragToReorder } from './useDragToReorder';

/** How long a shuffle can be undone; another change of the seeds ends it sooner. */
const SHUFFLE_UNDO_MS = 30_000;

interface SeedOrderProps {
  tournamentId: string;
  /** The entries holding a place, seed 1 first. */
  entries: Participant[];
  /** The buttons of an entry beside its seed controls (check in, remove). */
  actionsOf: (participant: Participant) => ReactNode;
}

/** Where a keyboard user's focus goes once the list shows the new order: the control they used, on the entry they moved. */
function focusInList(list: HTMLElement | null, label: string) {
  const controls = [...(list?.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input') ?? [])];
  const used = controls.find((control) => control.getAttribute('aria-label') === label);
  if (!used) return;
  if (!used.disabled) return used.focus();
  // At the top or the bottom the arrow pressed is disabled: the other one takes the focus.
  const other = controls[controls.indexOf(used) + (label.endsWith(' up') ? 1 : -1)];
  other?.focus();
}

/**
 * The seeds, seed 1 first: an entry moves by dragging its handle onto another entry, by typing its
 * new seed (Enter), or one place with its arrows. A shuffle can be undone for a while.
 */
export function SeedOrder({ tournamentId, entries, actionsOf }: SeedOrderProps) {
  const [seedParticipants, seeding] = useSeedParticipantsMutation();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [orderBeforeShuffle, setOrderBeforeShuffle] = useState<string[] | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const shuffleButton = useRef<HTMLButtonElement>(null);
  const focusAfterMove = useRef<string | null>(null);
  const drag = useDragToReorder((from, to) => void move(from, to));

  // Only a new order moves the focus: the page may draw the list again before the new order arrives.
  const seedOrder = entries.map((entry) => entry.id).join(' ');
  useEffect(() => {
    const label = focusAfterMove.current;
    if (!label) return;
    focusAfterMove.current = null;
    focusInList(list.current, label);
  }, [seedOrder]);

  useEffect(() => {
    if (!orderBeforeShuffle) return;
    const timer = setTimeout(() => setOrderBeforeShuffle(null), SHUFFLE_UNDO_MS);
    return () => clearTimeout(timer);
  }, [orderBeforeShuffle]);

  async function reseed(body: SeedBody): Promise<boolean> {
    setError(null);
    setNotice('');
    setOrderBeforeShuffle(null);
    try {
      await seedParticipants({ tournamentId, body }).unwrap();
      return true;
    } catch (failure) {
      focusAfterMove.current = null;
      setError(serverMessage(failure, 'The seeds could not be saved.'));
      return false;
    }
  }

  /** Moves the entry at `from` to the place of `to` (clamped to the list), in one change. */
  async function move(from: number, to: number, focusLabel?: string) {
    const moved = entries[from];
    const place = Math.min(Math.max(to, 0), entries.length - 1);
    if (!moved || place === from || seeding.isLoading) return;
    focusAfterMove.current = focusLabel ?? null;
    const order = entries.map((entry) => entry.id);
    order.splice(from, 1);
    order.splice(place, 0, moved.id);
    if (await reseed({ order })) setNotice(`${moved.name} is now seed ${place + 1}.`);
  }

  async function shuffle() {
    const order = entries.map((entry) => entry.id);
    if (await reseed({ shuffle: true })) {
      setOrderBeforeShuffle(order);
      setNotice('Seeds shuffled.');
    }
  }

  async function undoShuffle() {
    if (!orderBeforeShuffle) return;
    // The Undo button goes away: the focus stays nearby.
    shuffleButton.current?.focus();
    if (await reseed({ order: orderBeforeShuffle })) setNotice('The seeds are back as they were before the shuffle.');
  }

  return (
    <>
      <div className="admin-toolbar bracket-admin-seed-toolbar">
        <button ref={shuffleButton} type="button" className="btn btn-secondary btn-small" onClick={() => void shuffle()} disabled={seeding.isLoading}>
          Shuffle
        </button>
        <p role="status" className="admin-success">
          {notice}
        </p>
        {orderBeforeShuffle && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => void undoShuffle()} disabled={seeding.isLoading}>
            Undo
          </button>
        )}
      </div>
      <p className="admin-muted">Seed 1 is the strongest. Drag an entry by its handle, type its new seed and press Enter, or move it with its arrows.</p>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <ol ref={list} className="bracket-admin-seeds" aria-label="Seed order">
        {entries.map((participant, index) => {
          const rowClass = index === drag.draggedIndex ? 'is-dragged' : index === drag.targetIndex ? 'is-drop-target' : undefined;
          return (
            <li key={participant.id} className={rowClass} {...drag.rowProps(index)}>
              <span className="bracket-admin-drag-handle" title="Drag to another seed" aria-hidden="true" {...drag.handleProps(index)}>
                ⠿
              </span>
              <SeedInput
                key={index}
                name={participant.name}
                seed={index + 1}
                count={entries.length}
                onSeed={(seed) => void move(index, seed - 1, `Seed of ${participant.name}`)}
              />
              <EntryDetails participant={participant} />
              <span className="admin-actions">
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => void move(index, index - 1, `Move ${participant.name} up`)}
                  disabled={index === 0}
                  aria-label={`Move ${participant.name} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => void move(index, index + 1, `Move ${participant.name} down`)}
                  disabled={index === entries.length - 1}
                  aria-label={`Move ${participant.name} down`}
                >
                  ↓
                </button>
                {actionsOf(participant)}
              </span>
            </li>
          );
        })}
      </ol>
    </>
  );
}

interface SeedInputProps {
  name: string;
  seed: number;
  count: number;
  onSeed: (seed: number) => void;
}

/** An entry's seed, typed over: Enter moves the entry there; Escape or leaving the field puts the seed back. */
function SeedInput({ name, seed, count, onSeed }: SeedInputProps) {
  const [draft, setDraft] = useState(String(seed));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') setDraft(String(seed));
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const wanted = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(wanted)) return setDraft(String(seed));
    onSeed(wanted);
  }

  return (
    <input
      type="number"
      inputMode="numeric"
      className="bracket-admin-seed-input"
      aria-label={`Seed of ${name}`}
      min={1}
      max={count}
      step={1}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => setDraft(String(seed))}
    />
  );
}
