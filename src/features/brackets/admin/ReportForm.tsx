import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { Bracket, BracketMatch } from '../../../../common/contract/brackets';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { serverMessage } from '../../../lib/serverMessage';
import { type ResultBody, useLazyGetDependentMatchesQuery, useReportMatchMutation } from './bracketAdminApi';
import { matchLabel, matchSummary } from './matchLabel';
import { gamesOf, type GameScore, seriesScore, winsNeeded } from './series';

interface ReportFormProps {
  tournamentId: string;
  format: Bracket['format'];
  match: BracketMatch;
  /** Games in a series: above 1, each game's score is entered and the series score follows. */
  bestOf: number;
  /** A completed match gets a new result: the later matches that depended on it are reset, after a confirmation. */
  correcting: boolean;
  onDone: () => void;
}

type Placements = Record<string, { place: string; kills: string }>;
/** A pair of scores as typed: empty until entered. */
type ScoreFields = [string, string];

const asText = (score: number | null | undefined) => (score === null || score === undefined ? '' : String(score));

/** The games to enter: those already reported, or as many as the shortest series lasts (2 of a best of 3). */
function firstGames(match: BracketMatch, bestOf: number): ScoreFields[] {
  const reported = gamesOf(match);
  if (reported) return reported.map(([first, second]) => [String(first), String(second)]);
  return Array.from({ length: winsNeeded(bestOf) }, () => ['', '']);
}

const gameScores = (games: ScoreFields[]): GameScore[] => games.map(([first, second]) => [Number(first), Number(second)]);

/**
 * Scores of a duel (each game's of a series), or places and kills of a lobby. One reportId per
 * result being entered: a double click or a retry after a lost answer sends the same id, which the
 * server applies once.
 */
export function ReportForm({ tournamentId, format, match, bestOf, correcting, onDone }: ReportFormProps) {
  const [reportMatch, reporting] = useReportMatchMutation();
  const [loadDependents, dependents] = useLazyGetDependentMatchesQuery();
  const [reportId, setReportId] = useState(() => crypto.randomUUID());
  const players = match.opponents.filter((opponent) => opponent !== null && !opponent.forfeit);
  const isLobby = match.bracket === 'lobby';
  const isSeries = !isLobby && bestOf > 1;
  const [scores, setScores] = useState<ScoreFields>(() => [asText(match.opponents[0]?.score), asText(match.opponents[1]?.score)]);
  const [games, setGames] = useState<ScoreFields[]>(() => firstGames(match, bestOf));
  const [placements, setPlacements] = useState<Placements>(() =>
    Object.fromEntries(players.map((player) => [player!.participantId, { place: asText(player!.place), kills: asText(player!.kills) }])),
  );
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<BracketMatch[] | null>(null);
  const label = matchLabel(match, format);
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const names = [match.opponents[0]?.name ?? 'To be decided', match.opponents[1]?.name ?? 'To be decided'] as const;

  // The form opens in place of the button that opened it: the first field takes the focus.
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  function body(): ResultBody {
    const correct = correcting ? { correct: true } : {};
    if (isSeries) {
      const played = gameScores(games);
      return { reportId, scores: seriesScore(played), games: played, ...correct };
    }
    if (!isLobby) return { reportId, scores: [Number(scores[0]), Number(scores[1])], ...correct };
    return {
      reportId,
      placements: players.map((player) => ({
        participantId: player!.participantId,
        place: Number(placements[player!.participantId]?.place),
        kills: Number(placements[player!.participantId]?.kills || 0),
      })),
      ...correct,
    };
  }

  async function send() {
    setError(null);
    try {
      await reportMatch({ tournamentId, matchId: match.id, body: body() }).unwrap();
      setReportId(crypto.randomUUID());
      setConfirming(null);
      onDone();
    } catch (failure) {
      setConfirming(null);
      setError(serverMessage(failure, 'The result could not be reported.'));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reporting.isLoading || dependents.isFetching) return;
    if (!correcting) return void (await send());
    setError(null);
    try {
      const { matches } = await loadDependents({ tournamentId, matchId: match.id }, false).unwrap();
      setConfirming(matches);
    } catch (failure) {
      setError(serverMessage(failure, 'The matches depending on this one could not be read.'));
    }
  }

  const resetMessage =
    confirming && confirming.length > 0
      ? `If the winner changes, these later matches are reset and must be played again: ${confirming.map((dependent) => `${matchLabel(dependent, format)} (${matchSummary(dependent)})`).join('; ')}.`
      : 'No later match depends on this result: only this match changes.';

  return (
    <form ref={form} className="admin-form bracket-admin-report" aria-labelledby={`${formId}-title`} onSubmit={submit}>
      <p id={`${formId}-title`} className="visually-hidden">
        {correcting ? `Correct ${label}` : `Report ${label}`}
      </p>
      {isLobby ? (
        <LobbyPlacements label={label} players={players.filter((player) => player !== null)} placements={placements} onChange={setPlacements} />
      ) : isSeries ? (
        <SeriesGames names={names} bestOf={bestOf} games={games} onChange={setGames} />
      ) : (
        <div className="bracket-admin-scores">
          {names.map((name, index) => (
            <ScoreStepper
              key={match.opponents[index]?.participantId ?? index}
              label={`${name} score`}
              value={scores[index as 0 | 1]}
              onChange={(value) => setScores((current) => (index === 0 ? [value, current[1]] : [current[0], value]))}
            />
          ))}
        </div>
      )}
      <div className="admin-toolbar">
        <button type="submit" className="btn btn-primary" disabled={reporting.isLoading || dependents.isFetching}>
          {correcting ? 'Save correction' : 'Report result'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Correct ${label}?`}
        message={resetMessage}
        confirmLabel="Correct the result"
        busy={reporting.isLoading}
        onConfirm={send}
        onClose={() => setConfirming(null)}
      />
    </form>
  );
}

interface ScoreStepperProps {
  label: string;
  /** Said to screen readers after the label, where the screen already shows it (the game's heading). */
  unseenLabel?: string;
  value: string;
  onChange: (value: string) => void;
}

/** A score typed, or stepped with buttons large enough for a thumb at the venue. */
function ScoreStepper({ label: seenLabel, unseenLabel = '', value, onChange }: ScoreStepperProps) {
  const id = useId();
  const label = `${seenLabel}${unseenLabel}`;
  const step = (delta: number) => {
    const current = Number(value);
    onChange(String(Math.max(0, (Number.isInteger(current) ? current : 0) + delta)));
  };
  return (
    <div className="bracket-admin-stepper">
      <label htmlFor={id}>
        {seenLabel}
        {unseenLabel && <span className="visually-hidden">{unseenLabel}</span>}
      </label>
      <div className="bracket-admin-stepper-controls">
        <button type="button" className="btn btn-secondary" onClick={() => step(-1)} aria-label={`Lower ${label}`}>
          −
        </button>
        <input id={id} type="number" inputMode="numeric" min={0} step={1} required value={value} onChange={(event) => onChange(event.target.value)} />
        <button type="button" className="btn btn-secondary" onClick={() => step(1)} aria-label={`Raise ${label}`}>
          +
        </button>
      </div>
    </div>
  );
}

interface SeriesGamesProps {
  names: readonly [string, string];
  bestOf: number;
  games: ScoreFields[];
  onChange: (games: ScoreFields[]) => void;
}

/** Each game's score, a game added as the series goes on (up to best-of), and the series score they make. */
function SeriesGames({ names, bestOf, games, onChange }: SeriesGamesProps) {
  const [first, second] = seriesScore(gameScores(games.filter(([a, b]) => a !== '' && b !== '')));
  const update = (gameIndex: number, side: 0 | 1, value: string) =>
    onChange(games.map((game, index) => (index !== gameIndex ? game : side === 0 ? [value, game[1]] : [game[0], value])));
  return (
    <div className="admin-form">
      {games.map((game, gameIndex) => (
        <fieldset key={gameIndex} className="bracket-admin-game">
          <legend>{`Game ${gameIndex + 1}`}</legend>
          <div className="bracket-admin-scores">
            {names.map((name, side) => (
              <ScoreStepper
                key={side}
                label={name}
                unseenLabel={` score in game ${gameIndex + 1}`}
                value={game[side as 0 | 1]}
                onChange={(value) => update(gameIndex, side as 0 | 1, value)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="admin-toolbar">
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onChange([...games, ['', '']])} disabled={games.length >= bestOf}>
          Add game
        </button>
        {games.length > 1 && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => onChange(games.slice(0, -1))}>
            {`Remove game ${games.length}`}
          </button>
        )}
      </div>
      <p className="bracket-admin-series" aria-live="polite">
        <strong>{`Series: ${names[0]} ${first} – ${second} ${names[1]}`}</strong>
        <span className="admin-muted">{` · best of ${bestOf}, first to ${winsNeeded(bestOf)} wins`}</span>
      </p>
    </div>
  );
}

interface LobbyPlacementsProps {
  label: string;
  players: NonNullable<BracketMatch['opponents'][number]>[];
  placements: Placements;
  onChange: (update: (current: Placements) => Placements) => void;
}

/** Every player's place and kills in a battle royale lobby. */
function LobbyPlacements({ label, players, placements, onChange }: LobbyPlacementsProps) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{`Places and kills in ${label}`}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Place</th>
            <th scope="col">Kills</th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => {
            const entry = placements[player.participantId]!;
            const update = (field: 'place' | 'kills', value: string) => onChange((current) => ({ ...current, [player.participantId]: { ...entry, [field]: value } }));
            return (
              <tr key={player.participantId}>
                <th scope="row">{player.name}</th>
                <td>
                  <input
                    type="number"
                    aria-label={`${player.name} place`}
                    min={1}
                    max={players.length}
                    step={1}
                    required
                    value={entry.place}
                    onChange={(event) => update('place', event.target.value)}
                  />
                </td>
                <td>
                  <input type="number" aria-label={`${player.name} kills`} min={0} step={1} value={entry.kills} onChange={(event) => update('kills', event.target.value)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
