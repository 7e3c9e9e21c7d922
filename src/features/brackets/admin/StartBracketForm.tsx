import { type FormEvent, useId, useState } from 'react';
import type { Bracket, Participant, StartBracketBody } from '../../../../common/contract/brackets';
import { FORMAT_LABELS, TOURNAMENT_FORMATS, type TournamentFormat } from '../../../../common/tournamentFormats';
import { Modal } from '../../../components/Modal';
import { serverMessage } from '../../../lib/serverMessage';
import { BracketFormatView } from '../BracketFormatView';
import { usePreviewBracketMutation, useStartBracketMutation } from './bracketAdminApi';
import { holdsPlace } from './EntryDetails';

// The server's bounds for a battle royale's points table (the contract's schemas stay out of the bundle).
const MAX_PLACES_WITH_POINTS = 100;
const MAX_POINTS_PER_PLACE = 1000;

interface StartBracketFormProps {
  tournamentId: string;
  /** The tournament's own format; null when it has none the bracket knows. */
  tournamentFormat: TournamentFormat | null;
  participants: Participant[];
  /** The tournament has a check-in: the entries that did not check in can be dropped at the start. */
  hasCheckIn: boolean;
}

/**
 * Who a start that drops the no-shows would leave out (the entries holding a place that did not
 * check in) and who would take their places: checked-in entries of the waitlist, in its order.
 */
function noShowChanges(participants: Participant[]) {
  const placed = participants.filter(holdsPlace);
  const dropped = placed.filter((participant) => !participant.checkedIn);
  const movingUp = participants
    .filter((participant) => participant.status === 'waitlisted' && participant.checkedIn)
    .sort((a, b) => (a.waitlistPosition ?? Infinity) - (b.waitlistPosition ?? Infinity))
    .slice(0, dropped.length);
  return { placed, dropped, movingUp };
}

const names = (participants: Participant[]) => participants.map((participant) => participant.name).join(', ');

function noShowText({ dropped, movingUp }: ReturnType<typeof noShowChanges>): string {
  if (dropped.length === 0) return 'Everyone holding a place has checked in: nobody would be dropped.';
  const droppedText = `${dropped.length} did not check in and would be dropped: ${names(dropped)}.`;
  if (movingUp.length === 0) return `${droppedText} Nobody on the waitlist has checked in to move up.`;
  return `${droppedText} ${movingUp.length} checked in on the waitlist and would move up: ${names(movingUp)}.`;
}

/** "12, 9, 7" as [12, 9, 7]; null unless every value is a whole number in bounds. */
function parsePoints(text: string): number[] | null {
  const values = text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  if (values.length === 0 || values.length > MAX_PLACES_WITH_POINTS) return null;
  if (values.some((value) => !/^\d+$/.test(value) || Number(value) > MAX_POINTS_PER_PLACE)) return null;
  return values.map(Number);
}

/** Draws the bracket from the participants, with the options of its format; a preview shows it first. */
export function StartBracketForm({ tournamentId, tournamentFormat, participants, hasCheckIn }: StartBracketFormProps) {
  const [startBracket, starting] = useStartBracketMutation();
  const [previewBracket, previewing] = usePreviewBracketMutation();
  const [format, setFormat] = useState<TournamentFormat>(tournamentFormat ?? 'SINGLE_ELIMINATION');
  const [thirdPlaceMatch, setThirdPlaceMatch] = useState(false);
  const [grandFinalReset, setGrandFinalReset] = useState(true);
  const [groups, setGroups] = useState('');
  const [rounds, setRounds] = useState('');
  const [lobbySize, setLobbySize] = useState('');
  const [placementPoints, setPlacementPoints] = useState('');
  const [pointsPerKill, setPointsPerKill] = useState('');
  const [dropNotCheckedIn, setDropNotCheckedIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<Bracket | null>(null);
  const hintId = useId();

  const changes = noShowChanges(participants);
  const dropping = hasCheckIn && dropNotCheckedIn;
  const entrants = dropping ? changes.placed.length - changes.dropped.length + changes.movingUp.length : changes.placed.length;

  /** The body of the start (and of its preview); a string says what to fix first. */
  function body(): StartBracketBody | string {
    const options: StartBracketBody = format === tournamentFormat ? {} : { format };
    if (format === 'SINGLE_ELIMINATION') options.thirdPlaceMatch = thirdPlaceMatch;
    if (format === 'DOUBLE_ELIMINATION') options.grandFinalReset = grandFinalReset;
    if (format === 'ROUND_ROBIN' && groups) options.groups = Number(groups);
    if ((format === 'SWISS' || format === 'BATTLE_ROYALE') && rounds) options.rounds = Number(rounds);
    if (format === 'BATTLE_ROYALE') {
      if (lobbySize) options.lobbySize = Number(lobbySize);
      if (pointsPerKill) options.pointsPerKill = Number(pointsPerKill);
      if (placementPoints.trim()) {
        const points = parsePoints(placementPoints);
        if (!points) return `Points per place: whole numbers from 0 to ${MAX_POINTS_PER_PLACE} separated by commas, 1st place first, at most ${MAX_PLACES_WITH_POINTS}.`;
        options.placementPoints = points;
      }
    }
    if (dropping) options.dropNotCheckedIn = true;
    return options;
  }

  async function start() {
    setError(null);
    const options = body();
    if (typeof options === 'string') return setError(options);
    try {
      await startBracket({ tournamentId, body: options }).unwrap();
    } catch (failure) {
      setPreview(null);
      setError(serverMessage(failure, 'The bracket could not be started.'));
    }
  }

  async function showPreview() {
    setError(null);
    const options = body();
    if (typeof options === 'string') return setError(options);
    try {
      setPreview(await previewBracket({ tournamentId, body: options }).unwrap());
    } catch (failure) {
      setError(serverMessage(failure, 'The preview could not be drawn.'));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void start();
  }

  return (
    <>
      <form className="card admin-form" aria-labelledby="start-bracket-heading" onSubmit={submit}>
        <h3 id="start-bracket-heading">Start the bracket</h3>
        <p className="admin-muted">Once it starts, participants can no longer be added, removed or seeded; they can still forfeit or be disqualified.</p>
        <div className="admin-form-grid">
          <label className="admin-field">
            Format
            <select value={format} onChange={(event) => setFormat(event.target.value as TournamentFormat)}>
              {TOURNAMENT_FORMATS.map((value) => (
                <option key={value} value={value}>
                  {FORMAT_LABELS[value]}
                  {value === tournamentFormat ? " (the tournament's)" : ''}
                </option>
              ))}
            </select>
          </label>
          {format === 'SINGLE_ELIMINATION' && (
            <label className="admin-check">
              <input type="checkbox" checked={thirdPlaceMatch} onChange={(event) => setThirdPlaceMatch(event.target.checked)} />
              Third-place match
            </label>
          )}
          {format === 'DOUBLE_ELIMINATION' && (
            <label className="admin-check">
              <input type="checkbox" checked={grandFinalReset} onChange={(event) => setGrandFinalReset(event.target.checked)} />
              Grand final reset
            </label>
          )}
          {format === 'ROUND_ROBIN' && (
            <label className="admin-field">
              Groups (optional)
              <input type="number" value={groups} onChange={(event) => setGroups(event.target.value)} min={1} max={64} step={1} />
            </label>
          )}
          {(format === 'SWISS' || format === 'BATTLE_ROYALE') && (
            <label className="admin-field">
              Rounds (optional)
              <input type="number" value={rounds} onChange={(event) => setRounds(event.target.value)} min={1} max={20} step={1} />
            </label>
          )}
          {format === 'BATTLE_ROYALE' && (
            <>
              <label className="admin-field">
                Lobby size (optional)
                <input type="number" value={lobbySize} onChange={(event) => setLobbySize(event.target.value)} min={2} max={100} step={1} />
              </label>
              <div className="admin-field">
                <label className="admin-field">
                  Points per place (optional)
                  <input value={placementPoints} onChange={(event) => setPlacementPoints(event.target.value)} inputMode="numeric" aria-describedby={`${hintId}-points`} />
                </label>
                <span id={`${hintId}-points`} className="admin-muted">
                  Comma-separated, 1st place first: 12, 9, 7, 5, …
                </span>
              </div>
              <label className="admin-field">
                Points per kill (optional)
                <input type="number" value={pointsPerKill} onChange={(event) => setPointsPerKill(event.target.value)} min={0} max={100} step={1} />
              </label>
            </>
          )}
        </div>
        {hasCheckIn && (
          <div className="bracket-admin-option">
            <label className="admin-check">
              <input type="checkbox" checked={dropNotCheckedIn} onChange={(event) => setDropNotCheckedIn(event.target.checked)} aria-describedby={`${hintId}-no-shows`} />
              Drop players who did not check in
            </label>
            <span id={`${hintId}-no-shows`} className="admin-muted">
              {noShowText(changes)}
            </span>
          </div>
        )}
        <div className="admin-toolbar">
          <button type="submit" className="btn btn-primary" disabled={starting.isLoading || entrants < 2}>
            Start the bracket
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => void showPreview()} disabled={previewing.isLoading || entrants < 2}>
            Preview
          </button>
          {entrants < 2 && <p className="admin-muted">A bracket needs at least 2 participants.</p>}
        </div>
        {error && (
          <p className="admin-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <Modal open={preview !== null} onClose={() => setPreview(null)} title="Preview of the bracket" maxWidth={1100}>
        {preview && (
          <>
            <p className="admin-muted">{`${FORMAT_LABELS[preview.format]} · ${preview.standings.length} players. Nothing is stored until you start the bracket.`}</p>
            {dropping && <p className="admin-muted">{noShowText(changes)}</p>}
            <BracketFormatView bracket={preview} />
            <div className="dialog-actions">
              <button type="button" className="btn btn-primary" onClick={() => void start()} disabled={starting.isLoading}>
                Start the bracket
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setPreview(null)}>
                Close
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
