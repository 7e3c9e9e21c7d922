import { invalid } from './bracketError';
import { newOpponent } from './matchState';
import { activeParticipants, participantsById } from './participants';
import { snakeDistribution } from './seeding';
import type { BattleRoyaleSettings, BracketParticipant, BracketState, Match, Opponent, Placement, Standing } from './types';

/** Points by place, 1st first: a common battle royale table (past 15th, a place earns nothing). */
export const DEFAULT_PLACEMENT_POINTS = [12, 9, 7, 5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1];
export const DEFAULT_LOBBY_SIZE = 20;
export const DEFAULT_BATTLE_ROYALE_ROUNDS = 3;
export const DEFAULT_POINTS_PER_KILL = 1;

const lobbyOpponent = (participant: BracketParticipant): Opponent => ({ ...newOpponent(participant), place: null, kills: null });

/**
 * Opens a round's lobbies: as few as the lobby size allows, filled by snake order of the
 * leaderboard (of the seeds for round 1) so that every lobby is as strong as the others.
 */
function openRound(state: BracketState, settings: BattleRoyaleSettings, round: number): void {
  const participants = participantsById(state);
  const ranked = battleRoyaleStandings(state)
    .map((standing) => participants.get(standing.participantId)!)
    .filter((participant) => participant.withdrawn === null);
  const lobbyCount = Math.ceil(ranked.length / settings.lobbySize);
  snakeDistribution(ranked, lobbyCount).forEach((players, index) => {
    const number = index + 1;
    state.matches.push({ id: `lobby-${round}-${number}`, round, bracket: 'lobby', group: null, number, status: 'ready', opponents: players.map(lobbyOpponent), bye: false, reportId: null });
  });
}

/** A player who withdrew before their lobby was reported takes no place and scores nothing. */
function settleWithdrawals(state: BracketState): void {
  const participants = participantsById(state);
  for (const match of state.matches) {
    if (match.status === 'completed') continue;
    for (const opponent of match.opponents) {
      if (!opponent || participants.get(opponent.participantId)?.withdrawn === null) continue;
      Object.assign(opponent, { score: null, result: 'loss', forfeit: true, place: null, kills: null });
    }
    if (match.opponents.every((opponent) => opponent?.forfeit)) match.status = 'completed';
  }
}

/** Settles withdrawals, and opens the next round once every lobby of the current one is reported. */
export function settleBattleRoyale(state: BracketState): void {
  if (state.settings.format !== 'BATTLE_ROYALE') return;
  const settings = state.settings;
  settleWithdrawals(state);
  for (;;) {
    const currentRound = Math.max(0, ...state.matches.map((match) => match.round));
    const roundComplete = state.matches.every((match) => match.status === 'completed');
    if (roundComplete && currentRound < settings.rounds && activeParticipants(state).length >= 2) {
      openRound(state, settings, currentRound + 1);
      continue;
    }
    state.status = roundComplete ? 'completed' : 'running';
    return;
  }
}

/**
 * Checks a lobby's placements: every player of it once, places 1 to n each once, kills 0 or more.
 * Its players are those who did not forfeit it: a correction places whoever played the lobby, even
 * if they have withdrawn since, and leaves out whoever had withdrawn then, even if reinstated since.
 */
export function checkPlacements(state: BracketState, match: Match, placements: Placement[]): void {
  const participants = participantsById(state);
  const inLobby = new Map(match.opponents.map((opponent) => [opponent!.participantId, opponent!]));
  const playing = match.opponents.filter((opponent) => !opponent!.forfeit);
  const listed = new Set<string>();
  for (const placement of placements) {
    const opponent = inLobby.get(placement.participantId);
    if (!opponent) throw invalid(`${placement.participantId} is not a player of this lobby.`);
    if (opponent.forfeit) {
      if (participants.get(placement.participantId)?.withdrawn) throw invalid(`${opponent.name} has withdrawn: leave them out of the placements.`);
      throw invalid(`${opponent.name} did not play this lobby: leave them out of the placements.`);
    }
    if (listed.has(placement.participantId)) throw invalid(`${opponent.name} is listed twice: list each player of the lobby once.`);
    listed.add(placement.participantId);
    if (!Number.isSafeInteger(placement.kills) || placement.kills < 0) throw invalid(`The kills of ${opponent.name} must be a whole number of 0 or more.`);
  }
  const missing = playing.filter((opponent) => !listed.has(opponent!.participantId));
  if (missing.length > 0) throw invalid(`Placements must list each player of the lobby once; missing: ${missing.map((opponent) => opponent!.name).join(', ')}.`);
  const places = placements.map((placement) => placement.place).sort((a, b) => a - b);
  if (!places.every((place, index) => place === index + 1)) {
    throw invalid(`Places must run from 1 to ${placements.length}, each given once.`);
  }
}

export function recordPlacements(match: Match, placements: Placement[], settings: BattleRoyaleSettings): void {
  const byParticipant = new Map(placements.map((placement) => [placement.participantId, placement]));
  for (const opponent of match.opponents) {
    const placement = opponent && byParticipant.get(opponent.participantId);
    if (!opponent || !placement) continue;
    const placePoints = settings.placementPoints[placement.place - 1] ?? 0;
    Object.assign(opponent, {
      place: placement.place,
      kills: placement.kills,
      score: placePoints + placement.kills * settings.pointsPerKill,
      result: placement.place === 1 ? 'win' : 'loss',
      forfeit: false,
    });
  }
  match.status = 'completed';
}

/** The leaderboard: points over every lobby, then kills, then the best place reached, then seed. */
export function battleRoyaleStandings(state: BracketState): Standing[] {
  const rows = state.participants.map((participant) => ({ participant, points: 0, kills: 0, bestPlace: null as number | null, wins: 0, losses: 0 }));
  const byId = new Map(rows.map((row) => [row.participant.id, row]));
  for (const match of state.matches) {
    if (match.status !== 'completed') continue;
    for (const opponent of match.opponents) {
      const row = opponent && byId.get(opponent.participantId);
      if (!opponent || !row) continue;
      row.points += opponent.score ?? 0;
      row.kills += opponent.kills ?? 0;
      const place = opponent.place ?? null;
      if (place !== null && (row.bestPlace === null || place < row.bestPlace)) row.bestPlace = place;
      if (opponent.result === 'win') row.wins++;
      else row.losses++;
    }
  }
  rows.sort((a, b) => b.points - a.points || b.kills - a.kills || (a.bestPlace ?? Infinity) - (b.bestPlace ?? Infinity) || a.participant.seed - b.participant.seed);
  return rows.map((row, index) => ({
    rank: index + 1,
    participantId: row.participant.id,
    name: row.participant.name,
    wins: row.wins,
    losses: row.losses,
    draws: 0,
    points: row.points,
    kills: row.kills,
    bestPlace: row.bestPlace,
    withdrawn: row.participant.withdrawn,
  }));
}
