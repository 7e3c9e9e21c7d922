import { BracketError } from '../../../../server/routes/brackets/engine/bracketError';
import { createBracket } from '../../../../server/routes/brackets/engine/createBracket';
import { applyReport } from '../../../../server/routes/brackets/engine/report';
import type { BracketFormat, BracketOptions, BracketState, Match } from '../../../../server/routes/brackets/engine/types';

/** Participants p1..pn, seeded in that order. */
export function players(count: number): { id: string; name: string; seed: number }[] {
  return Array.from({ length: count }, (_, index) => ({ id: `p${index + 1}`, name: `Player ${index + 1}`, seed: index + 1 }));
}

export function bracket(format: BracketFormat, count: number, options: BracketOptions = {}): BracketState {
  return createBracket({ format, participants: players(count), options });
}

export function match(state: BracketState, id: string): Match {
  const found = state.matches.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no match ${id}`);
  return found;
}

/** The participant ids on each side, null for an empty side: ['p1', null]. */
export function sides(state: BracketState, id: string): (string | null)[] {
  return match(state, id).opponents.map((opponent) => opponent?.participantId ?? null);
}

export function winnerId(state: BracketState, id: string): string | null {
  return match(state, id).opponents.find((opponent) => opponent?.result === 'win')?.participantId ?? null;
}

export function loserId(state: BracketState, id: string): string | null {
  return match(state, id).opponents.find((opponent) => opponent?.result === 'loss')?.participantId ?? null;
}

let reportCount = 0;

/** Reports a duel won by `winner` (a participant id), 2–0 or 0–2. */
export function win(state: BracketState, id: string, winner: string, options: { correct?: boolean } = {}): BracketState {
  const first = match(state, id).opponents[0]?.participantId;
  const scores = first === winner ? [2, 0] : [0, 2];
  return applyReport(state, id, { reportId: `r${++reportCount}`, scores, ...options }).state;
}

export function score(state: BracketState, id: string, scores: number[], options: { correct?: boolean } = {}): BracketState {
  return applyReport(state, id, { reportId: `r${++reportCount}`, scores, ...options }).state;
}

const seedNumber = (id: string): number => Number(id.slice(1));

/** Plays every ready duel until none is left, `pick` choosing the winner of each. */
export function playOut(state: BracketState, pick: (match: Match) => string = higherSeed): BracketState {
  for (;;) {
    const next = state.matches.find((candidate) => candidate.status === 'ready' || candidate.status === 'running');
    if (!next) return state;
    state = win(state, next.id, pick(next));
  }
}

/** The better seed (p1 beats p2) wins. */
export function higherSeed(match: Match): string {
  const [first, second] = match.opponents.map((opponent) => opponent!.participantId) as [string, string];
  return seedNumber(first) < seedNumber(second) ? first : second;
}

/** A deterministic stream of numbers in [0, 1) from a seed (mulberry32), for random but replayable results. */
export function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomWinner(random: () => number): (match: Match) => string {
  return (match) => match.opponents[random() < 0.5 ? 0 : 1]!.participantId;
}

/** Every duel each participant played, in play order, as [participant, opponent, result]. */
export function playedDuels(state: BracketState): { participant: string; opponent: string; result: string; match: Match }[] {
  return state.matches.flatMap((played) => {
    if (played.status !== 'completed' || played.bye || played.opponents.length !== 2) return [];
    const [first, second] = played.opponents;
    if (!first || !second) return [];
    return [
      { participant: first.participantId, opponent: second.participantId, result: first.result ?? '', match: played },
      { participant: second.participantId, opponent: first.participantId, result: second.result ?? '', match: played },
    ];
  });
}

/** The kind and message of the error `act` throws. */
export function refusal(act: () => unknown): { kind: string; message: string } {
  try {
    act();
  } catch (error) {
    if (error instanceof BracketError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('nothing was refused');
}
