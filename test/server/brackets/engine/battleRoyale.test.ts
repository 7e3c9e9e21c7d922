import { applyReport } from '../../../../server/routes/brackets/engine/report';
import { computeStandings, podium } from '../../../../server/routes/brackets/engine/standings';
import type { BracketState, Placement } from '../../../../server/routes/brackets/engine/types';
import { bracket, match } from './support';

let reports = 0;

/** Reports a lobby with players finishing in the order given, each with the kills given (0 if not). */
function finish(state: BracketState, id: string, order: string[], kills: Record<string, number> = {}): BracketState {
  const placements: Placement[] = order.map((participantId, index) => ({ participantId, place: index + 1, kills: kills[participantId] ?? 0 }));
  return applyReport(state, id, { reportId: `lobby-report-${++reports}`, placements }).state;
}

const lobbyPlayers = (state: BracketState, id: string) => match(state, id).opponents.map((opponent) => opponent!.participantId);

describe('battle royale: lobbies', () => {
  test('as few lobbies as the lobby size allows, filled by snake seeding', () => {
    const state = bracket('BATTLE_ROYALE', 45);
    expect(state.settings).toEqual({ format: 'BATTLE_ROYALE', rounds: 3, lobbySize: 20, placementPoints: [12, 9, 7, 5, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1], pointsPerKill: 1 });
    const lobbies = state.matches.map((lobby) => [lobby.id, lobby.bracket, lobby.round, lobby.status, lobby.opponents.length]);
    expect(lobbies).toEqual([
      ['lobby-1-1', 'lobby', 1, 'ready', 15],
      ['lobby-1-2', 'lobby', 1, 'ready', 15],
      ['lobby-1-3', 'lobby', 1, 'ready', 15],
    ]);
    expect(lobbyPlayers(state, 'lobby-1-1').slice(0, 4)).toEqual(['p1', 'p6', 'p7', 'p12']);
    expect(lobbyPlayers(state, 'lobby-1-3').slice(0, 4)).toEqual(['p3', 'p4', 'p9', 'p10']);
  });

  test('the next round opens only when every lobby is reported, its lobbies dealt from the leaderboard', () => {
    let state = bracket('BATTLE_ROYALE', 6, { lobbySize: 3, rounds: 2 });
    expect(lobbyPlayers(state, 'lobby-1-1')).toEqual(['p1', 'p4', 'p5']);
    expect(lobbyPlayers(state, 'lobby-1-2')).toEqual(['p2', 'p3', 'p6']);
    state = finish(state, 'lobby-1-1', ['p5', 'p4', 'p1']);
    expect(state.matches).toHaveLength(2);
    const outcome = applyReport(state, 'lobby-1-2', {
      reportId: 'second-lobby',
      placements: [
        { participantId: 'p6', place: 1, kills: 3 },
        { participantId: 'p2', place: 2, kills: 0 },
        { participantId: 'p3', place: 3, kills: 0 },
      ],
    });
    expect(outcome.changedMatches.map((changed) => changed.id)).toEqual(['lobby-1-2', 'lobby-2-1', 'lobby-2-2']);
    // Leaderboard: p6 15, p5 12, p2 9, p4 9, p1 7, p3 7 (the seed breaks the ties here).
    expect(computeStandings(outcome.state).map((standing) => standing.participantId)).toEqual(['p6', 'p5', 'p2', 'p4', 'p1', 'p3']);
    expect(lobbyPlayers(outcome.state, 'lobby-2-1')).toEqual(['p6', 'p4', 'p1']);
    expect(lobbyPlayers(outcome.state, 'lobby-2-2')).toEqual(['p5', 'p2', 'p3']);
  });
});

describe('battle royale: points and leaderboard', () => {
  test('placement points plus points per kill, added up over the rounds', () => {
    let state = bracket('BATTLE_ROYALE', 4, { rounds: 2, placementPoints: [10, 6, 3], pointsPerKill: 2 });
    state = finish(state, 'lobby-1-1', ['p3', 'p1', 'p2', 'p4'], { p3: 1, p1: 4, p4: 2 });
    const lobby = match(state, 'lobby-1-1');
    expect(lobby.opponents.map((opponent) => [opponent!.participantId, opponent!.place, opponent!.kills, opponent!.score, opponent!.result])).toEqual([
      ['p1', 2, 4, 14, 'loss'],
      ['p2', 3, 0, 3, 'loss'],
      ['p3', 1, 1, 12, 'win'],
      ['p4', 4, 2, 4, 'loss'],
    ]);
    state = finish(state, 'lobby-2-1', ['p4', 'p2', 'p3', 'p1'], { p4: 0, p2: 5 });
    expect(state.status).toBe('completed');
    // Round 2: p4 10 + 0, p2 6 + 10, p3 3 + 0, p1 0 + 0.
    expect(computeStandings(state).map(({ rank, participantId, points, kills, bestPlace, wins, losses }) => [rank, participantId, points, kills, bestPlace, wins, losses])).toEqual([
      [1, 'p2', 19, 5, 2, 0, 2],
      [2, 'p3', 15, 1, 1, 1, 1],
      [3, 'p1', 14, 4, 2, 0, 2],
      [4, 'p4', 14, 2, 1, 1, 1],
    ]);
    expect(podium(state)!.map((place) => place.participantId)).toEqual(['p2', 'p3', 'p1']);
  });

  test('level on points, more kills rank first', () => {
    let state = bracket('BATTLE_ROYALE', 3, { rounds: 1, placementPoints: [4, 3, 0], pointsPerKill: 1 });
    // p1: 4 + 0, p2: 3 + 1, p3: 0 + 4.
    state = finish(state, 'lobby-1-1', ['p1', 'p2', 'p3'], { p2: 1, p3: 4 });
    expect(computeStandings(state).map((standing) => [standing.participantId, standing.points, standing.kills])).toEqual([
      ['p3', 4, 4],
      ['p2', 4, 1],
      ['p1', 4, 0],
    ]);
  });

  test('level on points and kills, the best place reached ranks first, before the seed', () => {
    let state = bracket('BATTLE_ROYALE', 3, { rounds: 2, placementPoints: [4, 2, 0], pointsPerKill: 0 });
    state = finish(state, 'lobby-1-1', ['p2', 'p1', 'p3']);
    state = finish(state, 'lobby-2-1', ['p3', 'p1', 'p2']);
    expect(computeStandings(state).map((standing) => [standing.participantId, standing.points, standing.bestPlace])).toEqual([
      ['p2', 4, 1],
      ['p3', 4, 1],
      ['p1', 4, 2],
    ]);
  });
});

describe('battle royale: impossible placements are refused', () => {
  const state = bracket('BATTLE_ROYALE', 3, { rounds: 1 });
  const report = (placements: Placement[]) => () => applyReport(state, 'lobby-1-1', { reportId: 'bad', placements });

  test.each([
    ['a player missing', [{ participantId: 'p1', place: 1, kills: 0 }, { participantId: 'p2', place: 2, kills: 0 }], 'Placements must list each player of the lobby once; missing: Player 3.'],
    ['a player twice', [{ participantId: 'p1', place: 1, kills: 0 }, { participantId: 'p1', place: 2, kills: 0 }, { participantId: 'p2', place: 3, kills: 0 }], 'Player 1 is listed twice: list each player of the lobby once.'],
    ['someone not in the lobby', [{ participantId: 'p1', place: 1, kills: 0 }, { participantId: 'p2', place: 2, kills: 0 }, { participantId: 'p9', place: 3, kills: 0 }], 'p9 is not a player of this lobby.'],
    ['a shared place', [{ participantId: 'p1', place: 1, kills: 0 }, { participantId: 'p2', place: 1, kills: 0 }, { participantId: 'p3', place: 3, kills: 0 }], 'Places must run from 1 to 3, each given once.'],
    ['a place past the lobby', [{ participantId: 'p1', place: 1, kills: 0 }, { participantId: 'p2', place: 2, kills: 0 }, { participantId: 'p3', place: 4, kills: 0 }], 'Places must run from 1 to 3, each given once.'],
    ['negative kills', [{ participantId: 'p1', place: 1, kills: -1 }, { participantId: 'p2', place: 2, kills: 0 }, { participantId: 'p3', place: 3, kills: 0 }], 'The kills of Player 1 must be a whole number of 0 or more.'],
    ['fractional kills', [{ participantId: 'p1', place: 1, kills: 0.5 }, { participantId: 'p2', place: 2, kills: 0 }, { participantId: 'p3', place: 3, kills: 0 }], 'The kills of Player 1 must be a whole number of 0 or more.'],
  ])('%s', (_case, placements, message) => {
    expect(report(placements)).toThrow(message);
  });

  test('scores on a lobby', () => {
    expect(() => applyReport(state, 'lobby-1-1', { reportId: 'bad', scores: [1, 0] })).toThrow('Match lobby-1-1 is a lobby: report placements, not scores.');
  });
});
