import {
  DEFAULT_BATTLE_ROYALE_ROUNDS,
  DEFAULT_LOBBY_SIZE,
  DEFAULT_PLACEMENT_POINTS,
  DEFAULT_POINTS_PER_KILL,
} from './battleRoyale';
import { invalid } from './bracketError';
import { defaultSwissRounds, maxSwissRounds } from './swiss';
import { BRACKET_FORMATS, type BracketFormat, type BracketOptions, type BracketSettings } from './types';

/** Beyond this a group's schedule grows past what a tournament plays (32 players: 496 matches). */
export const MAX_ROUND_ROBIN_GROUP_SIZE = 32;
export const MAX_BATTLE_ROYALE_ROUNDS = 30;
export const MAX_LOBBY_SIZE = 200;
export const MAX_POINTS_PER_KILL = 100;

export const FORMAT_NAMES: Record<BracketFormat, string> = {
  SINGLE_ELIMINATION: 'single elimination',
  DOUBLE_ELIMINATION: 'double elimination',
  ROUND_ROBIN: 'round robin',
  SWISS: 'Swiss',
  BATTLE_ROYALE: 'battle royale',
};

const OPTIONS_BY_FORMAT: Record<BracketFormat, (keyof BracketOptions)[]> = {
  SINGLE_ELIMINATION: ['thirdPlaceMatch'],
  DOUBLE_ELIMINATION: ['grandFinalReset'],
  ROUND_ROBIN: ['groups'],
  SWISS: ['rounds'],
  BATTLE_ROYALE: ['rounds', 'lobbySize', 'placementPoints', 'pointsPerKill'],
};

function wholeNumberIn(name: string, value: number, min: number, max: number, why = ''): number {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw invalid(`${name} must be a whole number from ${min} to ${max}${why}.`);
  }
  return value;
}

function flag(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw invalid(`${name} must be true or false.`);
  return value;
}

function nonNegative(name: string, value: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) throw invalid(`${name} must be a number from 0 to ${max}.`);
  return value;
}

/** The settings a bracket is played with: the options given, checked, and defaults for the others. */
export function resolveSettings(format: BracketFormat, options: BracketOptions, participantCount: number): BracketSettings {
  if (!BRACKET_FORMATS.includes(format)) throw invalid(`The format must be one of ${BRACKET_FORMATS.join(', ')}.`);
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && !OPTIONS_BY_FORMAT[format].includes(key as keyof BracketOptions)) {
      throw invalid(`${key} does not apply to a ${FORMAT_NAMES[format]} bracket.`);
    }
  }
  switch (format) {
    case 'SINGLE_ELIMINATION':
      return { format, thirdPlaceMatch: flag('thirdPlaceMatch', options.thirdPlaceMatch, false) };
    case 'DOUBLE_ELIMINATION':
      return { format, grandFinalReset: flag('grandFinalReset', options.grandFinalReset, true) };
    case 'ROUND_ROBIN': {
      const fewest = Math.ceil(participantCount / MAX_ROUND_ROBIN_GROUP_SIZE);
      const most = Math.floor(participantCount / 2);
      const why = ` for ${participantCount} participants (at least 2 and at most ${MAX_ROUND_ROBIN_GROUP_SIZE} in each group)`;
      return { format, groups: wholeNumberIn('groups', options.groups ?? fewest, fewest, most, why) };
    }
    case 'SWISS': {
      const why = ` for ${participantCount} participants`;
      return { format, rounds: wholeNumberIn('rounds', options.rounds ?? defaultSwissRounds(participantCount), 1, maxSwissRounds(participantCount), why) };
    }
    case 'BATTLE_ROYALE': {
      const placementPoints = options.placementPoints ?? DEFAULT_PLACEMENT_POINTS;
      if (!Array.isArray(placementPoints) || placementPoints.length > MAX_LOBBY_SIZE) {
        throw invalid(`placementPoints must be a list of at most ${MAX_LOBBY_SIZE} numbers, the points of 1st place first.`);
      }
      return {
        format,
        rounds: wholeNumberIn('rounds', options.rounds ?? DEFAULT_BATTLE_ROYALE_ROUNDS, 1, MAX_BATTLE_ROYALE_ROUNDS),
        lobbySize: wholeNumberIn('lobbySize', options.lobbySize ?? DEFAULT_LOBBY_SIZE, 2, MAX_LOBBY_SIZE),
        placementPoints: placementPoints.map((points, index) => nonNegative(`The points of place ${index + 1}`, points, 1000)),
        pointsPerKill: nonNegative('pointsPerKill', options.pointsPerKill ?? DEFAULT_POINTS_PER_KILL, MAX_POINTS_PER_KILL),
      };
    }
  }
}
