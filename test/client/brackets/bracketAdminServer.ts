import { http, HttpResponse } from 'msw';
import type { Bracket, BracketMatch, NewParticipant, Participant } from '../../../common/contract/brackets';
import type { Tournament } from '../../../common/contract/tournaments';
import { server } from '../mswServer';
import { backofficeApi, tournament } from '../admin/adminFixtures';
import { entrant } from './bracketFixtures';

/** The organizer's bracket screen of one tournament. */
export const CUP = tournament({ _id: '6a1f00d5e1a7c0de0000b00a', id: '6a1f00d5e1a7c0de0000b00a', title: 'Bracket Cup', status: 'LIVE' });
export const ROUTE = `/versusbackoffice/tournaments/${CUP._id}/bracket`;

export const participantId = (index: number) => `6a1f00d5e1a7c0de0000e${String(index).padStart(3, '0')}`;

/** The participants and bracket of one tournament, as the server would keep them, with every body sent. */
export function bracketServer({ participants = [] as Participant[], bracket = null as Bracket | null, tournament: fields = {} as Partial<Tournament> } = {}) {
  const state = { participants: [...participants], bracket, tournament: { ...CUP, ...fields }, resultsIn: false, resetByReinstatement: [] as BracketMatch[] };
  const sent = {
    added: [] as NewParticipant[][],
    seeds: [] as unknown[],
    starts: [] as unknown[],
    previews: [] as unknown[],
    resets: 0,
    calls: [] as string[],
    reports: [] as Array<{ matchId: string; body: Record<string, unknown> }>,
    withdrawals: [] as unknown[],
    reinstatements: [] as string[],
    dependents: 0,
  };
  backofficeApi({ tournaments: [CUP] });
  server.use(
    http.get('*/api/tournaments/:id', () => HttpResponse.json(state.tournament)),
    http.get('*/api/tournaments/:id/participants', () => HttpResponse.json({ participants: state.participants })),
    http.post('*/api/tournaments/:id/participants', async ({ request }) => {
      const { participants: added } = (await request.json()) as { participants: NewParticipant[] };
      sent.added.push(added);
      const stored = added.map((entry, index) => entrant({ id: participantId(state.participants.length + index + 1), name: entry.name, username: entry.username ?? null, seed: entry.seed ?? null }));
      state.participants.push(...stored);
      return HttpResponse.json({ participants: stored }, { status: 201 });
    }),
    http.post('*/api/tournaments/:id/participants/seed', async ({ request }) => {
      const body = (await request.json()) as { order?: string[] };
      sent.seeds.push(body);
      // As ours does: the entries listed first, in that order, then the others as they were.
      if (body.order) {
        const listed = body.order.map((id) => state.participants.find((entry) => entry.id === id)!);
        state.participants = [...listed, ...state.participants.filter((entry) => !body.order!.includes(entry.id))].map((entry, index) => ({ ...entry, seed: index + 1 }));
      } else state.participants = [...state.participants].reverse().map((entry, index) => ({ ...entry, seed: index + 1 }));
      return HttpResponse.json({ participants: state.participants });
    }),
    http.get('*/api/tournaments/:id/bracket', () => (state.bracket ? HttpResponse.json(state.bracket) : HttpResponse.json({ msg: 'This tournament has no bracket yet.' }, { status: 404 }))),
    http.post('*/api/tournaments/:id/bracket', async ({ request }) => {
      sent.starts.push(await request.json());
      state.bracket = fourPlayerBracket(state.participants);
      return HttpResponse.json(state.bracket, { status: 201 });
    }),
    http.post('*/api/tournaments/:id/bracket/preview', async ({ request }) => {
      sent.previews.push(await request.json());
      return HttpResponse.json({ ...fourPlayerBracket(state.participants), version: 0 });
    }),
    http.delete('*/api/tournaments/:id/bracket', () => {
      sent.resets++;
      if (state.resultsIn) return HttpResponse.json({ msg: 'Results are in: the bracket can no longer go back to seeding. Correct a result instead.' }, { status: 409 });
      state.bracket = null;
      return HttpResponse.json({ msg: 'The bracket is back to seeding' });
    }),
    http.post('*/api/tournaments/:id/matches/:matchId/start', ({ params }) => {
      sent.calls.push(String(params.matchId));
      const called = state.bracket!.matches.find((match) => match.id === params.matchId)!;
      if (called.status !== 'ready') return HttpResponse.json({ msg: 'This match is not ready to be played.' }, { status: 409 });
      const running: BracketMatch = { ...called, status: 'running' };
      state.bracket = { ...state.bracket!, version: state.bracket!.version + 1, matches: state.bracket!.matches.map((match) => (match.id === running.id ? running : match)) };
      return HttpResponse.json({ matches: [running] });
    }),
    http.post('*/api/tournaments/:id/matches/:matchId/report', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.reports.push({ matchId: String(params.matchId), body });
      return HttpResponse.json({ matches: [] });
    }),
    http.get('*/api/tournaments/:id/matches/:matchId/dependents', () => {
      sent.dependents++;
      return HttpResponse.json({ matches: [state.bracket!.matches[2]] });
    }),
    http.post('*/api/tournaments/:id/participants/:pid/withdraw', async ({ request, params }) => {
      sent.withdrawals.push({ participantId: params.pid, ...((await request.json()) as object) });
      return HttpResponse.json({ matches: [] });
    }),
    http.delete('*/api/tournaments/:id/participants/:pid/withdraw', ({ params }) => {
      sent.reinstatements.push(String(params.pid));
      return HttpResponse.json({ matches: state.resetByReinstatement });
    }),
  );
  return { state, sent };
}

export function player(index: number, name: string): Participant {
  return entrant({ id: participantId(index), name, seed: index });
}

export const PLAYERS = [player(1, 'Ada'), player(2, 'Bob'), player(3, 'Cy'), player(4, 'Dee')];

export function duel(id: string, round: number, number: number, status: BracketMatch['status'], sides: Array<[Participant, number | null, 'win' | 'loss' | null] | null>): BracketMatch {
  return {
    id,
    round,
    bracket: 'winners',
    group: null,
    number,
    status,
    opponents: sides.map((side) => (side ? { participantId: side[0].id, name: side[0].name, score: side[1], result: side[2] } : null)),
  };
}

/** Semi-final 1 played (Ada beat Dee), semi-final 2 ready, the final waiting for its second side. */
export function fourPlayerBracket(players: Participant[] = PLAYERS): Bracket {
  const [ada, bob, cy, dee] = players as [Participant, Participant, Participant, Participant];
  return {
    tournamentId: CUP._id,
    format: 'SINGLE_ELIMINATION',
    status: 'running',
    version: 2,
    matches: [
      duel('winners-1-1', 1, 1, 'completed', [[ada, 2, 'win'], [dee, 0, 'loss']]),
      duel('winners-1-2', 1, 2, 'ready', [[bob, null, null], [cy, null, null]]),
      duel('winners-2-1', 2, 1, 'waiting', [[ada, null, null], null]),
    ],
    standings: players.map((entry, index) => ({ rank: index + 1, participantId: entry.id, name: entry.name, wins: index === 0 ? 1 : 0, losses: index === 3 ? 1 : 0, draws: 0, points: index === 0 ? 1 : 0 })),
  };
}
