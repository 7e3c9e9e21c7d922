import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import { BracketDrawsRepository } from './bracketDrawsRepository';
import { BracketError } from './engine/bracketError';
import { createBracket } from './engine/createBracket';
import { applyReport } from './engine/report';
import type { BracketFormat, BracketOptions, BracketState, Match, MatchReport } from './engine/types';

/**
 * The brackets of the demo tournaments, so a first start shows the feature at once: the LIVE ones
 * in progress, the COMPLETED ones played to the end, in every format. Each is drawn and played
 * through the bracket engine, as reports would play it; the participants are listed in seed order
 * and the better seed wins, so the podium of a completed one is the one its tournament lists.
 */
interface DemoBracket {
  tournamentId: string;
  /** Only a tournament still in this status gets the bracket (an admin may have changed it). */
  status: 'LIVE' | 'COMPLETED';
  format: BracketFormat;
  options?: BracketOptions;
  participants: string[];
  /** How many results to report, in play order; all of them for a completed tournament. */
  reports: number | 'all';
  /** [winner, loser] scores, used in turn. */
  scores: Array<[number, number]>;
  /** Every `upsetEvery`-th result goes to the weaker seed (live brackets only: a completed one keeps its podium). */
  upsetEvery?: number;
}

const VALORANT_TEAMS = [
  'Sentinels of Oslo', 'Radiant Wolves', 'Spike Rush', 'Phantom Five', 'Vandal Vikings', 'Clutch Kings', 'Ace Academy', 'Eco Round Heroes',
  'Flash Point', 'Smoke Screen', 'Operator Elite', 'Defuse Squad', 'Haven Hunters', 'Bind Breakers', 'Ascent Alliance', 'Split Second',
  'Icebox Ivy', 'Lotus Legion', 'Pearl Divers', 'Fracture Crew', 'Breeze Blazers', 'Sunset Strikers', 'Abyss Walkers', 'Night Market',
  'Headshot Hive', 'Entry Frag', 'Retake Rebels', 'Plant Protocol', 'Orb Collectors', 'Ult Economy', 'Half Buy', 'Thrifty Five',
];

export const DEMO_BRACKETS: DemoBracket[] = [
  {
    tournamentId: '6a1f00d5e1a7c0de00000008', // VALORANT Night Clash
    status: 'LIVE',
    format: 'SINGLE_ELIMINATION',
    participants: VALORANT_TEAMS,
    reports: 20,
    scores: [[13, 9], [13, 11], [13, 6], [14, 12]],
    upsetEvery: 5,
  },
  {
    tournamentId: '6a1f00d5e1a7c0de00000009', // Clash Royale Speed Cup: 12 players, so the top four seeds start with a BYE
    status: 'LIVE',
    format: 'SINGLE_ELIMINATION',
    options: { thirdPlaceMatch: true },
    participants: ['ElixirQueen', 'HogRider99', 'GoblinGang', 'MegaKnightMo', 'SparkyStorm', 'PrincessPia', 'MinerMax', 'XBowXavier', 'LogBait', 'FireballFinn', 'RoyalGiantRo', 'BalloonBea'],
    reports: 5,
    scores: [[1, 0]],
    upsetEvery: 3,
  },
  {
    tournamentId: '6a1f00d5e1a7c0de0000000e', // Counter-Strike 2 Swiss Masters
    status: 'LIVE',
    format: 'SWISS',
    options: { rounds: 5 },
    participants: [
      'Riga Rush', 'Vilnius Vipers', 'Tallinn Titans', 'Helsinki Hawks', 'Kaunas Kraken', 'Tartu Thunder', 'Espoo Eagles', 'Daugava Dragons',
      'Baltic Bears', 'Narva Knights', 'Liepaja Lynx', 'Turku Tigers', 'Klaipeda Krew', 'Oulu Owls', 'Parnu Panthers', 'Jurmala Jets',
    ],
    reports: 20,
    scores: [[16, 12], [16, 14], [19, 17], [16, 9]],
    upsetEvery: 4,
  },
  {
    tournamentId: '6a1f00d5e1a7c0de0000000a', // EA FC Autumn Championship
    status: 'COMPLETED',
    format: 'SINGLE_ELIMINATION',
    options: { thirdPlaceMatch: true },
    participants: ['NordicNinja', 'PixelPulse', 'GoalMachine', 'TikiTakaTom', 'VolleyVince', 'CurlerCarla', 'PressingPete', 'FinesseFay'],
    reports: 'all',
    scores: [[3, 1], [2, 1], [4, 2], [2, 0]],
  },
  {
    tournamentId: '6a1f00d5e1a7c0de0000000b', // Counter-Strike 2 Fall Invitational
    status: 'COMPLETED',
    format: 'DOUBLE_ELIMINATION',
    participants: ['Riga Rush', 'Vilnius Vipers', 'Tallinn Titans', 'Helsinki Hawks', 'Kaunas Kraken', 'Tartu Thunder', 'Espoo Eagles', 'Daugava Dragons'],
    reports: 'all',
    scores: [[2, 1], [2, 0]],
  },
  {
    tournamentId: '6a1f00d5e1a7c0de0000000c', // Call of Duty Squad Series
    status: 'COMPLETED',
    format: 'BATTLE_ROYALE',
    options: { rounds: 4 },
    participants: [
      'Squad Ghost', 'Night Owls', 'Drop Zone Kings', 'Gulag Escapees', 'Verdansk Vultures', 'Loadout Lords', 'Plate Up', 'Redeploy Crew',
      'Zone Runners', 'Buy Station', 'Stim Squad', 'Last Circle', 'Cold Blooded', 'Ping Masters', 'Ghillie Gang', 'Self Revive',
    ],
    reports: 'all',
    scores: [],
  },
  {
    tournamentId: '6a1f00d5e1a7c0de0000000d', // Mario Kart Community Cup: twelve racers, everyone races everyone
    status: 'COMPLETED',
    format: 'ROUND_ROBIN',
    participants: ['ShellShocker', 'BananaPeel', 'RainbowRider', 'DriftQueen', 'MushroomMike', 'BlueShellBen', 'StarPowerSam', 'KoopaKaren', 'GreenPipeGus', 'ThwompTina', 'BooBandit', 'LakituLou'],
    reports: 'all',
    scores: [[60, 45], [57, 52], [63, 40]],
  },
];

function nextReportable(state: BracketState): Match | undefined {
  return state.matches.find((match) => !match.bye && (match.status === 'ready' || match.status === 'running'));
}

/** Lobby placements in seed order (the better seed places higher and kills more), or duel scores by seed. */
function reportFor(demo: DemoBracket, state: BracketState, match: Match, index: number): MatchReport {
  const seedOf = new Map(state.participants.map((participant) => [participant.id, participant.seed]));
  const reportId = `demo-${match.id}`;
  if (match.bracket === 'lobby') {
    const players = match.opponents.flatMap((opponent) => (opponent ? [opponent.participantId] : []));
    players.sort((a, b) => seedOf.get(a)! - seedOf.get(b)!);
    return { reportId, placements: players.map((participantId, place) => ({ participantId, place: place + 1, kills: Math.max(0, 9 - place - ((index + place) % 3)) })) };
  }
  const [first, second] = match.opponents;
  const upset = demo.upsetEvery !== undefined && (index + 1) % demo.upsetEvery === 0;
  const firstIsBetter = seedOf.get(first!.participantId)! < seedOf.get(second!.participantId)!;
  const [winning, losing] = demo.scores[index % demo.scores.length]!;
  return { reportId, scores: firstIsBetter !== upset ? [winning, losing] : [losing, winning] };
}

/** The bracket after `demo.reports` results, and how many changes it took (its version). */
export function playDemoBracket(demo: DemoBracket, participants: Array<{ id: string; name: string; seed: number }>): { state: BracketState; version: number } {
  let state = createBracket({ format: demo.format, participants, options: demo.options });
  let reported = 0;
  for (let match = nextReportable(state); match && (demo.reports === 'all' || reported < demo.reports); match = nextReportable(state)) {
    state = applyReport(state, match.id, reportFor(demo, state, match, reported)).state;
    reported++;
  }
  return { state, version: reported + 1 };
}

/**
 * Gives each demo tournament its bracket once: one that already has participants or a bracket, or
 * is no longer in the status of the demo, is left as it is, so a restart changes nothing.
 */
export async function seedDemoBrackets(db: Database): Promise<number> {
  const draws = new BracketDrawsRepository(db);
  let seeded = 0;
  for (const demo of DEMO_BRACKETS) {
    const participants = demo.participants.map((name, index) => ({ id: newId(), name, seed: index + 1 }));
    const { state, version } = playDemoBracket(demo, participants);
    try {
      if (await draws.insertPlayed(demo.tournamentId, demo.status, participants, state, version)) seeded++;
    } catch (error) {
      // Another process seeding the same database at the same moment got there first.
      if (!(error instanceof BracketError && error.kind === 'conflict')) throw error;
    }
  }
  return seeded;
}
