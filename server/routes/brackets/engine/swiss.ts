import { newOpponent, settleForfeitsOfUnreportedDuels } from './matchState';
import { activeParticipants, participantsById } from './participants';
import { pairSwissRound } from './swissPairing';
import { baseStanding, type DuelRecord, tallyDuels } from './tally';
import type { BracketParticipant, BracketState, Match, Standing } from './types';

/** A BYE is worth a win. */
export const SWISS_POINTS = { win: 1, draw: 0.5, loss: 0, bye: 1 } as const;

/** Enough rounds for a single undefeated player to remain. */
export function defaultSwissRounds(participantCount: number): number {
  return Math.max(1, Math.ceil(Math.log2(participantCount)));
}

/**
 * A few rounds past the default at most, and for small fields fewer than it would take everyone to
 * meet everyone: close to that end, pairings made round by round can leave a last round with no
 * pairing free of rematches or second BYEs (seen with 6 players and 4 rounds, 5 players and 4
 * rounds). Below this bound, tens of thousands of simulated tournaments of 2 to 40 players, with
 * random results, always found one.
 */
export function maxSwissRounds(participantCount: number): number {
  const everyoneMet = participantCount % 2 === 0 ? participantCount - 1 : participantCount;
  const safe = participantCount <= 4 ? everyoneMet : everyoneMet - 2;
  return Math.min(safe, defaultSwissRounds(participantCount) + 3);
}

const pointsOf = (record: DuelRecord): number =>
  SWISS_POINTS.win * record.wins + SWISS_POINTS.draw * record.draws + SWISS_POINTS.bye * record.byes;

interface SwissRow {
  participant: BracketParticipant;
  record: DuelRecord;
  points: number;
  buchholz: number;
}

/** Points, then Buchholz (the sum of the points of everyone met; a BYE adds nothing), then seed. */
function rankSwiss(state: BracketState): SwissRow[] {
  const records = tallyDuels(state.participants, state.matches);
  const points = new Map([...records].map(([id, record]) => [id, pointsOf(record)]));
  const rows = state.participants.map((participant) => {
    const record = records.get(participant.id)!;
    const buchholz = record.opponents.reduce((sum, opponent) => sum + points.get(opponent)!, 0);
    return { participant, record, points: points.get(participant.id)!, buchholz };
  });
  return rows.sort((a, b) => b.points - a.points || b.buchholz - a.buchholz || a.participant.seed - b.participant.seed);
}

function pairNextRound(state: BracketState, round: number): void {
  const active = new Set(activeParticipants(state).map((participant) => participant.id));
  const ranking = rankSwiss(state).filter((row) => active.has(row.participant.id));
  const met = new Map(ranking.map((row) => [row.participant.id, new Set(row.record.opponents)]));
  const hadBye = new Set(ranking.filter((row) => row.record.byes > 0).map((row) => row.participant.id));
  const points = new Map(ranking.map((row) => [row.participant.id, row.points]));
  const { pairs, bye } = pairSwissRound({ ranked: ranking.map((row) => row.participant.id), points, met, hadBye });
  const byId = participantsById(state);
  const match = (number: number, opponents: Match['opponents']): Match => ({
    id: `swiss-${round}-${number}`,
    round,
    bracket: 'swiss',
    group: null,
    number,
    status: 'ready',
    opponents,
    bye: false,
    reportId: null,
  });
  pairs.forEach(([first, second], index) => state.matches.push(match(index + 1, [newOpponent(byId.get(first)!), newOpponent(byId.get(second)!)])));
  if (bye) {
    const byeMatch = match(pairs.length + 1, [{ ...newOpponent(byId.get(bye)!), result: 'win' }, null]);
    state.matches.push({ ...byeMatch, status: 'completed', bye: true });
  }
}

/** Settles forfeits, and pairs the next round once every match of the current one is completed. */
export function settleSwiss(state: BracketState): void {
  if (state.settings.format !== 'SWISS') return;
  const { rounds } = state.settings;
  settleForfeitsOfUnreportedDuels(state);
  for (;;) {
    const currentRound = Math.max(0, ...state.matches.map((match) => match.round));
    const roundComplete = state.matches.every((match) => match.status === 'completed');
    const canPair = activeParticipants(state).length >= 2;
    if (roundComplete && currentRound < rounds && canPair) {
      pairNextRound(state, currentRound + 1);
      continue;
    }
    state.status = roundComplete ? 'completed' : 'running';
    return;
  }
}

export function swissStandings(state: BracketState): Standing[] {
  return rankSwiss(state).map(({ participant, record, points, buchholz }, index) => ({
    ...baseStanding(index + 1, participant, { ...record, wins: record.wins + record.byes }, points),
    buchholz,
  }));
}
