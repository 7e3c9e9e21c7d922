import { loserOf, newOpponent, settleByForfeit, statusFromKnownSides, winnerOf } from './matchState';
import { participantsById } from './participants';
import type { BracketParticipant, BracketSide, BracketState, Match, SlotSource } from './types';

/**
 * What single and double elimination share: every match says where its two sides come from (a
 * seed, a BYE, the winner or the loser of an earlier match), and one pass over the matches in play
 * order fills the sides, advances BYEs, settles forfeits and erases results that no longer hold
 * (those of matches whose participants have changed).
 */

export const GRAND_FINAL_ID = 'final-1-1';
/** The grand final's second match, played only when the losers-bracket champion wins the first. */
export const GRAND_FINAL_RESET_ID = 'final-2-1';

export function eliminationMatch(bracket: BracketSide, round: number, number: number, sources: SlotSource[]): Match {
  return { id: `${bracket}-${round}-${number}`, round, bracket, group: null, number, status: 'locked', opponents: [null, null], bye: false, reportId: null, sources };
}

type Side = { kind: 'participant'; participant: BracketParticipant } | { kind: 'pending' } | { kind: 'empty' };
const PENDING: Side = { kind: 'pending' };
const EMPTY: Side = { kind: 'empty' };

function sourceMatchId(source: SlotSource): string | null {
  if ('winnerOf' in source) return source.winnerOf;
  if ('loserOf' in source) return source.loserOf;
  return null;
}

function resolveSide(source: SlotSource, settled: Map<string, Match>, state: BracketState, participants: Map<string, BracketParticipant>): Side {
  if ('bye' in source) return EMPTY;
  if ('seed' in source) {
    const participant = state.participants[source.seed - 1];
    return participant ? { kind: 'participant', participant } : EMPTY;
  }
  const from = settled.get(sourceMatchId(source)!);
  if (!from || from.status !== 'completed') return PENDING;
  const opponent = 'winnerOf' in source ? winnerOf(from) : loserOf(from);
  const participant = opponent && participants.get(opponent.participantId);
  return participant ? { kind: 'participant', participant } : EMPTY;
}

function resolveSides(match: Match, settled: Map<string, Match>, state: BracketState, participants: Map<string, BracketParticipant>): Side[] {
  const sides = (match.sources ?? []).map((source) => resolveSide(source, settled, state, participants));
  if (match.id !== GRAND_FINAL_RESET_ID) return sides;
  const firstFinal = settled.get(GRAND_FINAL_ID);
  if (!firstFinal || firstFinal.status !== 'completed') return [PENDING, PENDING];
  // The winners-bracket champion has one loss to give: the reset is played only if they lost.
  const lowerChampionWon = firstFinal.opponents[1]?.result === 'win';
  return lowerChampionWon ? sides : [EMPTY, EMPTY];
}

function settleMatch(match: Match, sides: Side[], participants: Map<string, BracketParticipant>): void {
  const sameSides = sides.every((side, index) => (side.kind === 'participant' ? side.participant.id : null) === (match.opponents[index]?.participantId ?? null));
  // A result stands as long as the same two participants are the ones playing it: a reported one,
  // and one settled earlier (a BYE gone through, a forfeit), even if a side has withdrawn since.
  const settledEarlier = match.status === 'completed' && !sides.some((side) => side.kind === 'pending');
  if (sameSides && (match.reportId !== null || settledEarlier)) return;
  const wasRunning = sameSides && match.status === 'running';
  match.reportId = null;
  delete match.games;
  if (sameSides) {
    for (const opponent of match.opponents) if (opponent) Object.assign(opponent, { score: null, result: null, forfeit: false });
  } else {
    match.opponents = sides.map((side) => (side.kind === 'participant' ? newOpponent(side.participant) : null));
  }
  match.bye = sides.some((side) => side.kind === 'empty');
  if (match.bye) {
    settleBye(match, sides, participants);
    return;
  }
  if (sides.every((side) => side.kind === 'participant') && settleByForfeit(match, participants)) return;
  match.status = wasRunning ? 'running' : statusFromKnownSides(match);
}

/** A match with an empty side is never played: whoever arrives goes through, unless they had withdrawn by then. */
function settleBye(match: Match, sides: Side[], participants: Map<string, BracketParticipant>): void {
  if (sides.some((side) => side.kind === 'pending')) {
    match.status = 'locked';
    return;
  }
  for (const opponent of match.opponents) {
    if (!opponent) continue;
    const withdrawn = participants.get(opponent.participantId)?.withdrawn ?? null;
    opponent.result = withdrawn ? 'loss' : 'win';
    opponent.forfeit = withdrawn !== null;
  }
  match.status = 'completed';
}

export function settleElimination(state: BracketState): void {
  const participants = participantsById(state);
  const settled = new Map<string, Match>();
  for (const match of state.matches) {
    settleMatch(match, resolveSides(match, settled, state, participants), participants);
    settled.set(match.id, match);
  }
  state.status = state.matches.every((match) => match.status === 'completed') ? 'completed' : 'running';
}

/** Later matches that were played (or are being played) with someone coming from `matchId`, directly or not. */
export function eliminationDependants(state: BracketState, matchId: string): Match[] {
  const reached = new Set([matchId]);
  const played: Match[] = [];
  for (const match of state.matches) {
    const fed = match.sources?.some((source) => reached.has(sourceMatchId(source) ?? ''));
    if (!fed) continue;
    reached.add(match.id);
    if (match.reportId !== null || match.status === 'running') played.push(match);
  }
  return played;
}
