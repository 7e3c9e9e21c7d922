import type { Bracket, BracketMatch, Opponent, Participant, Standing } from '../../../common/contract/brackets';

export const TOURNAMENT_ID = '6a1f00d5e1a7c0de00000b01';

export const PLAYERS = {
  ash: { id: '6a1f00d5e1a7c0de0000c001', name: 'Ash' },
  blaze: { id: '6a1f00d5e1a7c0de0000c002', name: 'Blaze' },
  cinder: { id: '6a1f00d5e1a7c0de0000c003', name: 'Cinder' },
  dune: { id: '6a1f00d5e1a7c0de0000c004', name: 'Dune' },
} as const;
type Player = { readonly id: string; readonly name: string };

/** A participant as the server lists it: registered, not checked in, linked to its one account if it names one. */
export function entrant(fields: Pick<Participant, 'id' | 'name'> & Partial<Participant>): Participant {
  const username = fields.username ?? null;
  return { username, seed: null, status: 'registered', usernames: username ? [username] : [], waitlistPosition: null, checkedIn: false, ...fields };
}

/** Ash plays as the VERSUS account ashplayer; the others have no account linked. */
export const participants: Participant[] = [
  entrant({ ...PLAYERS.ash, username: 'ashplayer', seed: 1 }),
  entrant({ ...PLAYERS.blaze, seed: 2 }),
  entrant({ ...PLAYERS.cinder, seed: 3 }),
  entrant({ ...PLAYERS.dune, seed: 4 }),
];

export function tournament(status: string, format = 'SINGLE_ELIMINATION') {
  return { _id: TOURNAMENT_ID, title: 'Bracket Test Cup', status, startAt: '2026-11-20T18:00:00.000Z', format, platform: 'PC', game: 'valorant', organizer: null };
}

export function side(player: Player, score: number | null = null, result: Opponent['result'] = null): Opponent {
  return { participantId: player.id, name: player.name, score, result };
}

export function match(id: string, status: BracketMatch['status'], opponents: (Opponent | null)[], extra: Partial<BracketMatch> = {}): BracketMatch {
  // winners-2-1 is round 2, match 1; group-1-2-1 is group 1, round 2, match 1.
  const [bracket, ...numbers] = id.split('-');
  const [group, round, number] = numbers.length === 3 ? numbers.map(Number) : [null, ...numbers.map(Number)];
  return { id, round: Number(round), bracket: bracket as BracketMatch['bracket'], group: group ?? null, number: Number(number), status, opponents, ...extra };
}

export function standing(rank: number, player: Player, wins: number, draws: number, losses: number, points: number, extra: Partial<Standing> = {}): Standing {
  return { rank, participantId: player.id, name: player.name, wins, draws, losses, points, ...extra };
}

const { ash, blaze, cinder, dune } = PLAYERS;

/** Four players: Ash has beaten Dune, Blaze and Cinder are about to play, Ash waits in the final. */
export function singleElimination(version = 3): Bracket {
  return {
    tournamentId: TOURNAMENT_ID,
    format: 'SINGLE_ELIMINATION',
    status: 'running',
    version,
    matches: [
      match('winners-1-1', 'completed', [side(ash, 2, 'win'), side(dune, 0, 'loss')]),
      match('winners-1-2', 'ready', [side(blaze), side(cinder)]),
      match('winners-2-1', 'waiting', [side(ash), null]),
    ],
    standings: [standing(1, ash, 1, 0, 0, 3), standing(2, blaze, 0, 0, 0, 0), standing(2, cinder, 0, 0, 0, 0), standing(4, dune, 0, 0, 1, 0)],
  };
}

/** Blaze beats Cinder: the semifinal and the final it leads to change, and both players' standings. */
export function blazeBeatsCinder(version: number) {
  return {
    tournamentId: TOURNAMENT_ID,
    status: 'running' as const,
    version,
    matches: [match('winners-1-2', 'completed', [side(blaze, 2, 'win'), side(cinder, 1, 'loss')]), match('winners-2-1', 'ready', [side(ash), side(blaze)])],
    changedStandings: [standing(1, blaze, 1, 0, 0, 3), standing(3, cinder, 0, 0, 1, 0)],
  };
}

export function doubleElimination(): Bracket {
  return {
    tournamentId: TOURNAMENT_ID,
    format: 'DOUBLE_ELIMINATION',
    status: 'running',
    version: 5,
    matches: [
      match('winners-1-1', 'completed', [side(ash, 2, 'win'), side(dune, 1, 'loss')]),
      match('winners-1-2', 'completed', [side(blaze, 2, 'win'), side(cinder, 0, 'loss')]),
      match('winners-2-1', 'ready', [side(ash), side(blaze)]),
      match('losers-1-1', 'ready', [side(dune), side(cinder)]),
      match('losers-2-1', 'waiting', [null, null]),
      match('final-1-1', 'locked', [null, null]),
      match('final-2-1', 'locked', [null, null]),
    ],
    standings: [],
  };
}

/** Two groups of two: round 1 played, round 2 not yet. */
export function roundRobin(): Bracket {
  return {
    tournamentId: TOURNAMENT_ID,
    format: 'ROUND_ROBIN',
    status: 'running',
    version: 2,
    matches: [
      match('group-1-1-1', 'completed', [side(ash, 1, 'draw'), side(dune, 1, 'draw')]),
      match('group-2-1-1', 'completed', [side(blaze, 3, 'win'), side(cinder, 0, 'loss')]),
      match('group-1-2-1', 'ready', [side(dune), side(ash)]),
      match('group-2-2-1', 'ready', [side(cinder), side(blaze)]),
    ],
    standings: [
      standing(1, ash, 0, 1, 0, 1, { group: 1 }),
      standing(1, dune, 0, 1, 0, 1, { group: 1 }),
      standing(1, blaze, 1, 0, 0, 3, { group: 2 }),
      standing(2, cinder, 0, 0, 1, 0, { group: 2 }),
    ],
  };
}

export function swiss(): Bracket {
  return {
    tournamentId: TOURNAMENT_ID,
    format: 'SWISS',
    status: 'running',
    version: 4,
    matches: [
      match('swiss-1-1', 'completed', [side(ash, 2, 'win'), side(cinder, 0, 'loss')]),
      match('swiss-1-2', 'completed', [side(blaze, 2, 'win'), side(dune, 1, 'loss')]),
      match('swiss-2-1', 'running', [side(ash), side(blaze)]),
      match('swiss-2-2', 'ready', [side(cinder), side(dune)]),
    ],
    standings: [
      standing(1, ash, 1, 0, 0, 3, { buchholz: 0 }),
      standing(2, blaze, 1, 0, 0, 3, { buchholz: 0 }),
      standing(3, cinder, 0, 0, 1, 0, { buchholz: 3 }),
      standing(4, dune, 0, 0, 1, 0, { buchholz: 3 }),
    ],
  };
}

/** A Swiss of `players` players in its first round: a standings table and a round of pairings too long to draw in one frame. */
export function largeSwiss(players: number): Bracket {
  const entrants = Array.from({ length: players }, (_, index) => ({ id: `6a1f00d5e1a7c0de0000d${index.toString(16).padStart(3, '0')}`, name: `Seed ${index + 1}` }));
  return {
    tournamentId: TOURNAMENT_ID,
    format: 'SWISS',
    status: 'running',
    version: 1,
    matches: Array.from({ length: players / 2 }, (_, index) => match(`swiss-1-${index + 1}`, 'ready', [side(entrants[index]!), side(entrants[index + players / 2]!)])),
    standings: entrants.map((entrant, index) => standing(index + 1, entrant, 0, 0, 0, 0, { buchholz: 0 })),
  };
}

export function battleRoyale(): Bracket {
  const lobbyPlayer = (player: Player, place: number, kills: number, score: number): Opponent => ({ ...side(player, score, null), place, kills });
  return {
    tournamentId: TOURNAMENT_ID,
    format: 'BATTLE_ROYALE',
    status: 'running',
    version: 2,
    matches: [
      match('lobby-1-1', 'completed', [lobbyPlayer(cinder, 2, 1, 7), lobbyPlayer(ash, 1, 4, 14), lobbyPlayer(blaze, 3, 0, 5), lobbyPlayer(dune, 4, 2, 5)]),
      match('lobby-2-1', 'ready', [side(ash), side(cinder), side(blaze), side(dune)]),
    ],
    standings: [
      standing(1, ash, 0, 0, 0, 14, { kills: 4, bestPlace: 1 }),
      standing(2, cinder, 0, 0, 0, 7, { kills: 1, bestPlace: 2 }),
      standing(3, dune, 0, 0, 0, 5, { kills: 2, bestPlace: 4 }),
      standing(4, blaze, 0, 0, 0, 5, { kills: 0, bestPlace: 3 }),
    ],
  };
}
