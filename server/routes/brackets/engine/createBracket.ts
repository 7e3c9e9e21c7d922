import { rulesFor } from './formatRules';
import { seedParticipants } from './participants';
import { resolveSettings } from './settings';
import type { BracketFormat, BracketOptions, BracketState, ParticipantInput } from './types';

export interface CreateBracketInput {
  format: BracketFormat;
  participants: ParticipantInput[];
  options?: BracketOptions;
}

/**
 * Builds a bracket from its participants, ready to be played: matches decided by a BYE are
 * already completed and their winners placed, and the first matches are ready.
 */
export function createBracket(input: CreateBracketInput): BracketState {
  const participants = seedParticipants(input.participants);
  const settings = resolveSettings(input.format, input.options ?? {}, participants.length);
  const rules = rulesFor(settings);
  const state: BracketState = { settings, participants, matches: rules.generate(participants), status: 'running' };
  rules.settle(state);
  return state;
}
