import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Bracket } from '../../../common/contract/brackets';
import { loggedOut } from '../../../src/features/session/sessionSlice';
import { server } from '../mswServer';
import { renderApp, signedIn } from '../render';
import {
  battleRoyale,
  blazeBeatsCinder,
  doubleElimination,
  entrant,
  largeSwiss,
  match,
  participants,
  PLAYERS,
  roundRobin,
  side,
  singleElimination,
  standing,
  swiss,
  tournament,
  TOURNAMENT_ID,
} from './bracketFixtures';
import { letRealtimeThrough, type LiveServer, startLiveServer } from './liveServer';

const PAGE = `/tournaments/${TOURNAMENT_ID}`;
let live: LiveServer;

beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(async () => {
  await live.close();
});

/**
 * Serves the tournament, its participants and its bracket (changeable meanwhile); counts the reads.
 * The tournament says whether it has a bracket, unless `says` leaves it out (as data from before the field).
 */
function serve(status: string, format: string, bracket: Bracket | null, says?: { hasBracket?: boolean }) {
  const reads = { bracket: 0, tournament: 0, current: bracket, participants };
  letRealtimeThrough();
  server.use(
    http.get(`*/api/tournaments/${TOURNAMENT_ID}`, () => {
      reads.tournament += 1;
      return HttpResponse.json({ ...tournament(reads.current?.status === 'completed' ? 'COMPLETED' : status, format), ...(says ?? { hasBracket: reads.current !== null }) });
    }),
    http.get(`*/api/tournaments/${TOURNAMENT_ID}/participants`, () => HttpResponse.json({ participants: reads.participants })),
    http.get(`*/api/tournaments/${TOURNAMENT_ID}/bracket`, () => {
      reads.bracket += 1;
      return reads.current ? HttpResponse.json(reads.current) : HttpResponse.json({ msg: 'This tournament has no bracket yet.' }, { status: 404 });
    }),
  );
  return reads;
}


describe('the tournament page shows the bracket', () => {
  it('single elimination: each round a list, each match a group saying both players, the scores and the winner; linked players lead to their profile', async () => {
    serve('LIVE', 'SINGLE_ELIMINATION', singleElimination());
    renderApp({ route: PAGE });
    await screen.findByRole('heading', { level: 2, name: 'Bracket' });
    const semifinals = screen.getByRole('list', { name: 'Semifinals' });
    expect(within(semifinals).getAllByRole('group')).toHaveLength(2);
    const played = screen.getByRole('group', { name: 'Semifinals, match 1' });
    expect(played).toHaveTextContent(/Ash.*2.*Dune.*0.*Ash wins/);
    expect(within(played).getByRole('link', { name: 'Ash' })).toHaveAttribute('href', '/profile/ashplayer');
    expect(screen.getByRole('group', { name: 'Semifinals, match 2' })).toHaveTextContent(/Blaze.*Cinder.*Ready to play/);
    expect(screen.getByRole('group', { name: 'Final, match 1' })).toHaveTextContent(/Ash.*To be decided/);
    // On a phone the rounds are picked one at a time, the round being played first.
    expect(screen.getByRole('button', { name: 'Semifinals', pressed: true })).toBeInTheDocument();
  });

  it('a bye says so: the seeded player advances, the empty side reads Bye', async () => {
    const withBye = singleElimination();
    withBye.matches[0] = match('winners-1-1', 'completed', [side(PLAYERS.ash, null, 'win'), null], { bye: true });
    serve('LIVE', 'SINGLE_ELIMINATION', withBye);
    renderApp({ route: PAGE });
    expect(await screen.findByRole('group', { name: 'Semifinals, match 1' })).toHaveTextContent(/Ash.*Bye.*Ash advances with a bye/);
  });

  it('double elimination: the winners bracket, the losers bracket and the grand final with its reset', async () => {
    serve('LIVE', 'DOUBLE_ELIMINATION', doubleElimination());
    renderApp({ route: PAGE });
    for (const part of ['Winners bracket', 'Losers bracket', 'Grand final']) expect(await screen.findByRole('heading', { level: 3, name: part })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Winners final, match 1' })).toHaveTextContent(/Ash.*Blaze/);
    expect(screen.getByRole('group', { name: 'Losers round 1, match 1' })).toHaveTextContent(/Dune.*Cinder/);
    expect(screen.getByRole('group', { name: 'Grand final reset, match 1' })).toBeInTheDocument();
  });

  it("round robin: a standings table per group (rank, name, W/D/L, points) and the current round's pairings", async () => {
    serve('LIVE', 'ROUND_ROBIN', roundRobin());
    renderApp({ route: PAGE });
    await screen.findByRole('heading', { level: 2, name: 'Standings' });
    const group2 = screen.getByRole('table', { name: 'Standings of group 2' });
    expect(within(group2).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rank', 'Player or team', 'W', 'D', 'L', 'Points']);
    expect(within(group2).getByRole('row', { name: /Blaze/ })).toHaveTextContent('1Blaze1003');
    expect(screen.getByRole('heading', { level: 3, name: 'Pairings: Round 2' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Group 1, round 2, match 1' })).toHaveTextContent(/Dune.*Ash/);
    expect(screen.queryByRole('group', { name: 'Group 1, round 1, match 1' })).not.toBeInTheDocument();
  });

  it('swiss: the standings with Buchholz; an earlier round can be picked', async () => {
    serve('LIVE', 'SWISS', swiss());
    const { user } = renderApp({ route: PAGE });
    const table = await screen.findByRole('table', { name: 'Standings' });
    expect(within(table).getByRole('columnheader', { name: 'Buchholz' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Cinder/ })).toHaveTextContent('3Cinder00103');
    expect(screen.getByRole('group', { name: 'Round 2, match 1' })).toHaveTextContent(/Ash.*Blaze.*Being played/);
    await user.click(screen.getByRole('button', { name: 'Round 1' }));
    expect(screen.getByRole('group', { name: 'Round 1, match 2' })).toHaveTextContent(/Blaze.*2.*Dune.*1.*Blaze wins/);
  });

  it('a large swiss: every standings row and every pairing of the round end up on the page, in order', async () => {
    serve('LIVE', 'SWISS', largeSwiss(96));
    renderApp({ route: PAGE });
    const table = await screen.findByRole('table', { name: 'Standings' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(97));
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('96Seed 96');
    const pairings = screen.getByRole('heading', { level: 3, name: 'Pairings: Round 1' }).closest('section')!;
    await waitFor(() => expect(within(pairings).getAllByRole('group', { name: /^Round 1, match/ })).toHaveLength(48));
    expect(screen.getByRole('group', { name: 'Round 1, match 48' })).toHaveTextContent(/Seed 48.*Seed 96.*Ready to play/);
  });

  it('battle royale: the leaderboard (points, kills) and the lobbies by place', async () => {
    serve('LIVE', 'BATTLE_ROYALE', battleRoyale());
    const { user } = renderApp({ route: PAGE });
    const leaderboard = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(within(leaderboard).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rank', 'Player or team', 'Points', 'Kills', 'Best place']);
    expect(within(leaderboard).getByRole('row', { name: /Ash/ })).toHaveTextContent('1Ash1441');
    await user.click(screen.getByRole('button', { name: 'Round 1' }));
    const lobby = screen.getByRole('group', { name: 'Round 1, lobby 1' });
    expect(within(lobby).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1st Ash 4 kills, 14 points',
      '2nd Cinder 1 kill, 7 points',
      '3rd Blaze 0 kills, 5 points',
      '4th Dune 2 kills, 5 points',
    ]);
    expect(lobby).toHaveTextContent('Ash wins the lobby');
  });

  it('finds a player by name and highlights their path', async () => {
    serve('LIVE', 'SINGLE_ELIMINATION', singleElimination());
    const { user } = renderApp({ route: PAGE });
    await user.type(await screen.findByRole('searchbox', { name: 'Find a player' }), 'ash');
    expect(screen.getByRole('status')).toHaveTextContent('1 player found: their matches are highlighted.');
    expect(screen.getByRole('group', { name: 'Semifinals, match 1' })).toHaveClass('is-highlighted');
    expect(screen.getByRole('group', { name: 'Final, match 1' })).toHaveClass('is-highlighted');
    expect(screen.getByRole('group', { name: 'Semifinals, match 2' })).not.toHaveClass('is-highlighted');
    await user.clear(screen.getByRole('searchbox', { name: 'Find a player' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find a player' }), 'nobody');
    expect(screen.getByRole('status')).toHaveTextContent('No player by that name.');
  });

  it('a signed-in player sees their own next match first', async () => {
    serve('LIVE', 'SINGLE_ELIMINATION', singleElimination());
    renderApp({ route: PAGE, preloadedState: signedIn({ username: 'ashplayer' }) });
    const mine = await screen.findByRole('group', { name: 'Your next match' });
    expect(mine).toHaveTextContent(/Ash.*To be decided/);
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings.indexOf('Your next match')).toBeLessThan(headings.indexOf('Semifinals'));
  });

  it('upcoming: the participants, by seed, and no bracket read', async () => {
    const reads = serve('UPCOMING', 'SINGLE_ELIMINATION', null);
    renderApp({ route: PAGE });
    const heading = await screen.findByRole('heading', { level: 2, name: "Who's in (4)" });
    const list = within(heading.closest('section')!).getByRole('list');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ash (seed 1)', 'Blaze (seed 2)', 'Cinder (seed 3)', 'Dune (seed 4)']);
    expect(reads.bracket).toBe(0);
  });

  it('live, before the organisers start the bracket: no bracket read, a message saying so, and the participants', async () => {
    const reads = serve('LIVE', 'SINGLE_ELIMINATION', null);
    renderApp({ route: PAGE });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Bracket' });
    expect(within(heading.closest('section')!).getByText(/The bracket has not started yet\./)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: "Who's in (4)" })).toBeInTheDocument();
    expect(reads.bracket).toBe(0);
  });

  it('a long participants list before the start ends up whole on the page, by seed', async () => {
    const reads = serve('UPCOMING', 'SINGLE_ELIMINATION', null);
    reads.participants = Array.from({ length: 100 }, (_, index) => entrant({ id: `6a1f00d5e1a7c0de0001${String(index).padStart(4, '0')}`, name: `Entrant ${index + 1}`, seed: 100 - index }));
    renderApp({ route: PAGE });
    const heading = await screen.findByRole('heading', { level: 2, name: "Who's in (100)" });
    const list = within(heading.closest('section')!).getByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(100));
    expect(within(list).getAllByRole('listitem').at(0)).toHaveTextContent('Entrant 100 (seed 1)');
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('Entrant 1 (seed 100)');
  });

  it('live, from a server that does not say whether there is a bracket: its 404 leads to the same message', async () => {
    const reads = serve('LIVE', 'SINGLE_ELIMINATION', null, {});
    renderApp({ route: PAGE });
    expect(await screen.findByText(/The bracket has not started yet\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Who's in (4)" })).toBeInTheDocument();
    expect(reads.bracket).toBe(1);
  });

  it('a completed single elimination: the final placements, 1st, 2nd and 3rd, then a place shared by everyone out in the same round', async () => {
    const extra = ['Echo', 'Frost', 'Gale', 'Haze'].map((name, index) => ({ id: `6a1f00d5e1a7c0de0000c00${index + 5}`, name }));
    const done: Bracket = {
      ...singleElimination(),
      status: 'completed',
      standings: [
        standing(1, PLAYERS.ash, 3, 0, 0, 3),
        standing(2, PLAYERS.blaze, 2, 0, 1, 2),
        standing(3, PLAYERS.cinder, 2, 0, 1, 2),
        standing(4, PLAYERS.dune, 1, 0, 2, 1),
        ...extra.map((player) => standing(5, player as unknown as typeof PLAYERS.ash, 0, 0, 1, 0)),
      ],
    };
    serve('COMPLETED', 'SINGLE_ELIMINATION', done);
    renderApp({ route: PAGE });
    expect(await screen.findByRole('heading', { level: 2, name: 'Final bracket' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Final placements' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Final placements' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Place', 'Player or team', 'W', 'L']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '1stAsh30',
      '2ndBlaze21',
      '3rdCinder21',
      '4thDune12',
      '5th–8thEcho01',
      '5th–8thFrost01',
      '5th–8thGale01',
      '5th–8thHaze01',
    ]);
    // The tree of every round is still there, after the placements.
    expect(screen.getByRole('group', { name: 'Final, match 1' })).toBeInTheDocument();
  });

  it('a completed double elimination shows the final placements too; a bracket still running does not', async () => {
    const done: Bracket = {
      ...doubleElimination(),
      status: 'completed',
      standings: [standing(1, PLAYERS.blaze, 3, 0, 1, 3), standing(2, PLAYERS.ash, 2, 0, 2, 2), standing(3, PLAYERS.dune, 1, 0, 2, 1), standing(3, PLAYERS.cinder, 0, 0, 2, 0)],
    };
    serve('COMPLETED', 'DOUBLE_ELIMINATION', done);
    const { unmount } = renderApp({ route: PAGE });
    const table = await screen.findByRole('table', { name: 'Final placements' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['1stBlaze31', '2ndAsh22', '3rd–4thDune12', '3rd–4thCinder02']);
    unmount();

    serve('LIVE', 'DOUBLE_ELIMINATION', doubleElimination());
    renderApp({ route: PAGE });
    await screen.findByRole('heading', { level: 2, name: 'Bracket' });
    expect(screen.queryByRole('table', { name: 'Final placements' })).not.toBeInTheDocument();
  });

  it.each([
    ['ROUND_ROBIN', roundRobin, 'Standings of group 1'],
    ['SWISS', swiss, 'Standings'],
    ['BATTLE_ROYALE', battleRoyale, 'Leaderboard'],
  ] as const)('a completed %s reads as final standings: its table, no live note, no placements table of its own', async (format, bracket, table) => {
    serve('COMPLETED', format, { ...bracket(), status: 'completed' });
    renderApp({ route: PAGE });
    expect(await screen.findByRole('heading', { level: 2, name: 'Final standings' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: table })).toBeInTheDocument();
    expect(screen.queryByText('Scores appear here as soon as they are reported.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Final placements' })).not.toBeInTheDocument();
  });

  it('a completed bracket on the past-tournament page: the final bracket', async () => {
    const done = singleElimination();
    done.status = 'completed';
    serve('COMPLETED', 'SINGLE_ELIMINATION', done);
    renderApp({ route: `/tournaments/old/${TOURNAMENT_ID}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Final bracket' })).toBeInTheDocument();
    expect(screen.queryByText('Scores appear here as soon as they are reported.')).not.toBeInTheDocument();
  });
});

/** Opens the page as a visitor; resolves with what `shown` finds once the page shows it and its socket watches the tournament. */
async function openWatched<T>(shown: () => Promise<T>): Promise<T> {
  const watched = live.nextWatch();
  renderApp({ route: PAGE });
  const found = await shown();
  expect(await watched).toBe(TOURNAMENT_ID);
  return found;
}

describe('live updates', () => {
  it('bracket_updated patches the page in place: one update, no read', async () => {
    const reads = serve('LIVE', 'SINGLE_ELIMINATION', singleElimination(3));
    await openWatched(() => screen.findByRole('group', { name: 'Semifinals, match 2' }));
    live.send(blazeBeatsCinder(4));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Semifinals, match 2' })).toHaveTextContent('Blaze wins'));
    expect(screen.getByRole('group', { name: 'Final, match 1' })).toHaveTextContent(/Ash.*Blaze.*Ready to play/);
    // The same update again (or an older one) changes nothing.
    live.send(blazeBeatsCinder(4));
    live.send(blazeBeatsCinder(3));
    expect(reads.bracket).toBe(1);
    expect(reads.tournament).toBe(1);
  });

  it('a standings change arrives as the rows it altered and their new order: the table follows, with no read', async () => {
    const reads = serve('LIVE', 'SWISS', swiss());
    const table = await openWatched(() => screen.findByRole('table', { name: 'Standings' }));
    const { ash, blaze, cinder, dune } = PLAYERS;
    live.send({
      tournamentId: TOURNAMENT_ID,
      status: 'running',
      version: 5,
      matches: [match('swiss-2-2', 'completed', [side(cinder, 0, 'loss'), side(dune, 2, 'win')])],
      changedStandings: [standing(3, dune, 1, 0, 1, 3, { buchholz: 3 }), standing(4, cinder, 0, 0, 2, 0, { buchholz: 6 })],
      standingsOrder: [ash.id, blaze.id, dune.id, cinder.id],
    });
    const bodyRows = () => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    await waitFor(() => expect(bodyRows()).toEqual(['1Ash10030', '2Blaze10030', '3Dune10133', '4Cinder00206']));
    expect(reads.bracket).toBe(1);
  });

  it('an update whose standings do not fit the copy held is not applied: the page reads the bracket again', async () => {
    const reads = serve('LIVE', 'SWISS', swiss());
    const table = await openWatched(() => screen.findByRole('table', { name: 'Standings' }));
    // A row for someone the page's standings do not have, and no order that places it.
    const stranger = { ...standing(5, PLAYERS.dune, 0, 0, 0, 0, { buchholz: 0 }), participantId: '6a1f00d5e1a7c0de0000c0ff', name: 'Stranger' };
    reads.current = { ...swiss(), version: 5, standings: [...swiss().standings, stranger] };
    live.send({ tournamentId: TOURNAMENT_ID, status: 'running', version: 5, matches: [], changedStandings: [stranger] });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Stranger/ })).toBeInTheDocument());
    expect(reads.bracket).toBe(2);
  });

  it('after a version gap the page reads the bracket once, even when several updates arrive meanwhile', async () => {
    const reads = serve('LIVE', 'SINGLE_ELIMINATION', singleElimination(3));
    await openWatched(() => screen.findByRole('group', { name: 'Semifinals, match 2' }));
    // Versions 4 and 5 were missed; the server now holds 7.
    const latest = { ...singleElimination(7), matches: [...singleElimination().matches.slice(0, 1), ...blazeBeatsCinder(7).matches] };
    reads.current = latest;
    live.send(blazeBeatsCinder(6));
    live.send(blazeBeatsCinder(7));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Semifinals, match 2' })).toHaveTextContent('Blaze wins'));
    await waitFor(() => expect(reads.bracket).toBe(2));
    // An update the read already included is dropped; the next one applies without a read.
    live.send({ ...blazeBeatsCinder(8), matches: [{ ...latest.matches[2]!, status: 'running' }] });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Final, match 1' })).toHaveTextContent('Being played'));
    expect(reads.bracket).toBe(2);
  });

  it('an update that arrives while the bracket is read again is applied after the read', async () => {
    const reads = serve('LIVE', 'SINGLE_ELIMINATION', singleElimination(3));
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await openWatched(() => screen.findByRole('group', { name: 'Semifinals, match 2' }));
    // The read answers version 7, as stored before version 8 was.
    const seven = { ...singleElimination(7), matches: [...singleElimination().matches.slice(0, 1), ...blazeBeatsCinder(7).matches] };
    let readStarted = () => undefined as void;
    const reading = new Promise<void>((resolve) => (readStarted = resolve));
    server.use(
      http.get(`*/api/tournaments/${TOURNAMENT_ID}/bracket`, async () => {
        reads.bracket += 1;
        readStarted();
        await held;
        return HttpResponse.json(seven);
      }),
    );
    live.send(blazeBeatsCinder(7));
    await reading;
    // Version 8 reaches the page while the read is still held: the page keeps it for after the read.
    await live.deliver({ ...blazeBeatsCinder(8), matches: [{ ...seven.matches[2]!, status: 'running' }] });
    release();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Final, match 1' })).toHaveTextContent('Being played'));
    expect(reads.bracket).toBe(2);
  });

  it('when the bracket completes, the page shows the final bracket and reads the tournament (its results) once', async () => {
    const reads = serve('LIVE', 'SINGLE_ELIMINATION', singleElimination(3));
    await openWatched(() => screen.findByRole('heading', { level: 2, name: 'Bracket' }));
    reads.current = { ...singleElimination(4), status: 'completed' };
    live.send({ ...blazeBeatsCinder(4), status: 'completed' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Final bracket' })).toBeInTheDocument();
    await waitFor(() => expect(reads.tournament).toBe(2));
    expect(reads.bracket).toBe(1);
  });

  it('after a reconnection the page watches again and reads the bracket once', async () => {
    const reads = serve('LIVE', 'SINGLE_ELIMINATION', singleElimination(3));
    await openWatched(() => screen.findByRole('group', { name: 'Semifinals, match 2' }));
    const connectedBefore = live.connections();
    const watchedAgain = live.nextWatch();
    reads.current = { ...singleElimination(4), matches: [...singleElimination().matches.slice(0, 1), ...blazeBeatsCinder(4).matches] };
    live.dropAll();
    expect(await watchedAgain).toBe(TOURNAMENT_ID);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Semifinals, match 2' })).toHaveTextContent('Blaze wins'));
    // One read when the page opened, then one per reconnection: once here, unless a loaded machine
    // made the socket reconnect once more on its own (then once more, never a burst).
    const reconnections = live.connections() - connectedBefore;
    expect(reconnections).toBeGreaterThanOrEqual(1);
    expect(reads.bracket).toBe(1 + reconnections);
  });

  it('coming back to the page within the cache time reads again the copy kept while no one watched (the connection stayed open)', async () => {
    const reads = serve('LIVE', 'SINGLE_ELIMINATION', singleElimination(3));
    const watched = live.nextWatch();
    // A signed-in user's connection stays open between pages; a visitor's closes and reconnects.
    const { router } = renderApp({ route: PAGE, preloadedState: signedIn() });
    await screen.findByRole('group', { name: 'Semifinals, match 2' });
    await watched;
    await act(() => router.navigate('/games'));
    await screen.findByRole('heading', { level: 1, name: 'Games' });
    // Stored while no page watched: no update reached the cached copy.
    reads.current = { ...singleElimination(4), matches: [...singleElimination().matches.slice(0, 1), ...blazeBeatsCinder(4).matches] };
    await act(() => router.navigate(PAGE));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Semifinals, match 2' })).toHaveTextContent('Blaze wins'));
    expect(reads.bracket).toBe(2);
  });

  it('a player who logs out keeps a live bracket, now as a visitor', async () => {
    const reads = serve('LIVE', 'SINGLE_ELIMINATION', singleElimination(3));
    const watched = live.nextWatch();
    const { store } = renderApp({ route: PAGE, preloadedState: signedIn() });
    await screen.findByRole('group', { name: 'Semifinals, match 2' });
    await watched;
    const watchedAgain = live.nextWatch();
    act(() => {
      store.dispatch(loggedOut());
    });
    await watchedAgain;
    live.send(blazeBeatsCinder(4));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Semifinals, match 2' })).toHaveTextContent('Blaze wins'));
    expect(reads.bracket).toBeLessThanOrEqual(2);
  });

  it('before the start, the open page follows the participants and shows the bracket once the organisers start it, without a reload', async () => {
    const reads = serve('LIVE', 'SINGLE_ELIMINATION', null);
    expect(await openWatched(() => screen.findByText(/The bracket has not started yet\./))).toBeInTheDocument();

    reads.participants = [...participants, { ...participants[0]!, id: '6a1f00d5e1a7c0de0000c005', name: 'Ember', username: null, seed: 5 }];
    live.changed(TOURNAMENT_ID);
    expect(await screen.findByRole('heading', { level: 2, name: "Who's in (5)" })).toBeInTheDocument();
    expect(reads.bracket).toBe(0);

    reads.current = singleElimination();
    live.changed(TOURNAMENT_ID);
    expect(await screen.findByRole('group', { name: 'Semifinals, match 1' })).toHaveTextContent(/Ash.*Dune/);
    expect(screen.queryByText(/The bracket has not started yet\./)).not.toBeInTheDocument();
    expect(reads.bracket).toBe(1);
  });

  it('leaving the page stops watching', async () => {
    serve('LIVE', 'SINGLE_ELIMINATION', singleElimination(3));
    const watched = live.nextWatch();
    const { unmount } = renderApp({ route: PAGE });
    await watched;
    expect(await live.watchers(TOURNAMENT_ID)).toBe(1);
    unmount();
    await waitFor(async () => expect(await live.watchers(TOURNAMENT_ID)).toBe(0));
  });
});
