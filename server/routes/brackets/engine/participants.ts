import { invalid, notFound } from './bracketError';
import type { BracketParticipant, BracketState, ParticipantInput } from './types';

export const MIN_PARTICIPANTS = 2;
/** Far above any tournament we run; it bounds the work and the size of one bracket. */
export const MAX_PARTICIPANTS = 1024;

/**
 * Checks the participants and gives them seeds 1..n: by the seed they were given (lowest first),
 * those without one after them, in the order they were listed.
 */
export function seedParticipants(inputs: ParticipantInput[]): BracketParticipant[] {
  if (inputs.length < MIN_PARTICIPANTS) throw invalid(`A bracket needs at least ${MIN_PARTICIPANTS} participants.`);
  if (inputs.length > MAX_PARTICIPANTS) throw invalid(`A bracket holds at most ${MAX_PARTICIPANTS} participants.`);
  const ids = new Set<string>();
  for (const input of inputs) {
    if (!input.id) throw invalid('Every participant needs an id.');
    if (!input.name?.trim()) throw invalid(`Participant ${input.id} needs a name.`);
    if (ids.has(input.id)) throw invalid(`Participant ${input.id} is listed twice.`);
    ids.add(input.id);
    const seed = input.seed;
    if (seed !== undefined && seed !== null && !(Number.isSafeInteger(seed) && seed >= 1)) {
      throw invalid(`The seed of ${input.name} must be a whole number of 1 or more.`);
    }
  }
  const order = inputs.map((input, index) => ({ input, index }));
  order.sort((a, b) => (a.input.seed ?? Infinity) - (b.input.seed ?? Infinity) || a.index - b.index);
  return order.map(({ input }, index) => ({ id: input.id, name: input.name.trim(), seed: index + 1, withdrawn: null }));
}

export function participantsById(state: BracketState): Map<string, BracketParticipant> {
  return new Map(state.participants.map((participant) => [participant.id, participant]));
}

export function findParticipant(state: BracketState, participantId: string): BracketParticipant {
  const participant = state.participants.find((candidate) => candidate.id === participantId);
  if (!participant) throw notFound(`Participant ${participantId} is not in this bracket.`);
  return participant;
}

export function activeParticipants(state: BracketState): BracketParticipant[] {
  return state.participants.filter((participant) => participant.withdrawn === null);
}
