import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Bracket } from '../../../common/contract/brackets';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { asAdmin } from '../admin/adminFixtures';
import { chatListHandler } from '../chat/chatFixtures';
import { blazeBeatsCinder, entrant, participants, singleElimination, tournament, TOURNAMENT_ID } from './bracketFixtures';
import { letRealtimeThrough, type LiveServer, startLiveServer } from './liveServer';

/** The organizer's bracket screen of the tournament. */
const SCREEN = `/versusbackoffice/tournaments/${TOURNAMENT_ID}/bracket`;
let live: LiveServer;

beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(async () => {
  await live.close();
});

/** Serves the tournament, its participants and its bracket (changeable meanwhile); counts the bracket's reads. */
function serve(bracket: Bracket | null) {
  const reads = { bracket: 0, current: bracket, participants: [...participants] };
  letRealtimeThrough();
  server.use(
    // A signed-in page's connection loads the chats.
    chatListHandler([]),
    http.get(`*/api/tournaments/${TOURNAMENT_ID}`, () => HttpResponse.json({ ...tournament('LIVE'), hasBracket: reads.current !== null })),
    http.get(`*/api/tournaments/${TOURNAMENT_ID}/participants`, () => HttpResponse.json({ participants: reads.participants })),
    http.get(`*/api/tournaments/${TOURNAMENT_ID}/bracket`, () => {
      reads.bracket += 1;
      return reads.current ? HttpResponse.json(reads.current) : HttpResponse.json({ msg: 'This tournament has no bracket yet.' }, { status: 404 });
    }),
  );
  return reads;
}

/** Opens the screen as an admin; resolves once it shows what `shown` finds and its socket watches the tournament. */
async function openWatched<T>(shown: () => Promise<T>): Promise<T> {
  const watched = live.nextWatch();
  renderApp({ route: SCREEN, preloadedState: asAdmin });
  const found = await shown();
  expect(await watched).toBe(TOURNAMENT_ID);
  return found;
}

test('a result reported elsewhere (a bot with an API key) shows on the open screen without a reload, patched in place', async () => {
  const reads = serve(singleElimination(3));
  const matches = await openWatched(() => screen.findByRole('region', { name: 'Matches' }));
  const semifinal = within(matches).getByRole('group', { name: 'Round 1 match 2' });
  expect(semifinal).toHaveTextContent('Blaze vs Cinder');
  expect(within(semifinal).getByRole('button', { name: 'Report Round 1 match 2' })).toBeInTheDocument();
  const queued = () => within(screen.getByRole('list', { name: 'Matches to act on' })).getAllByRole('group').map((card) => card.getAttribute('aria-label'));
  expect(queued()).toEqual(['Round 1 match 2']);

  live.send(blazeBeatsCinder(4));
  await waitFor(() => expect(semifinal).toHaveTextContent('Blaze 2 – 1 Cinder, Blaze won'));
  expect(within(semifinal).getByRole('button', { name: 'Correct Round 1 match 2' })).toBeInTheDocument();
  expect(within(matches).getByRole('group', { name: 'Round 2 match 1' })).toHaveTextContent('Ash vs Blaze');
  expect(queued()).toEqual(['Round 2 match 1']);
  expect(reads.bracket).toBe(1);
});

test('participants added on the screen stay in view with the confirmation while the change comes back over the socket', async () => {
  const reads = serve(null);
  reads.participants = [];
  server.use(
    http.post(`*/api/tournaments/${TOURNAMENT_ID}/participants`, async ({ request }) => {
      const { participants: added } = (await request.json()) as { participants: Array<{ name: string }> };
      const stored = added.map((entry, index) => entrant({ id: `6a1f00d5e1a7c0de0000e00${index}`, name: entry.name }));
      reads.participants.push(...stored);
      // As our server does: every page watching the tournament hears that it changed.
      live.changed(TOURNAMENT_ID);
      return HttpResponse.json({ participants: stored }, { status: 201 });
    }),
  );
  const { user } = renderApp({ route: SCREEN, preloadedState: asAdmin });
  const list = await screen.findByRole('textbox', { name: 'Paste a list (one name per line)' });
  await user.type(list, 'Ada{Enter}Bob');
  await user.click(screen.getByRole('button', { name: 'Add the list' }));
  expect(await screen.findByRole('heading', { name: 'Participants (2)' })).toBeInTheDocument();
  await waitFor(() => expect(reads.bracket).toBe(2));
  expect(await screen.findByText('2 participants were added.')).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Start the bracket' })).toBeInTheDocument();
});

test('a bracket started elsewhere replaces the participants and the start form without a reload', async () => {
  const reads = serve(null);
  await openWatched(() => screen.findByRole('form', { name: 'Start the bracket' }));

  reads.current = singleElimination(1);
  live.changed(TOURNAMENT_ID);
  expect(await screen.findByRole('region', { name: 'Round 1' })).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Start the bracket' })).not.toBeInTheDocument();
});

test('a bracket taken back to seeding elsewhere gives way to the participants and the start form without a reload', async () => {
  const reads = serve(singleElimination(1));
  await openWatched(() => screen.findByRole('region', { name: 'Match queue' }));

  reads.current = null;
  live.changed(TOURNAMENT_ID);
  expect(await screen.findByRole('form', { name: 'Start the bracket' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Seed order' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Match queue' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Matches' })).not.toBeInTheDocument();
});

test('a participant moved twice with the keyboard keeps the focus, while the reads after the first move come back during the second', async () => {
  const reads = serve(null);
  let moves = 0;
  let secondMoveSent: () => void = () => undefined;
  const secondMove = new Promise<void>((resolve) => (secondMoveSent = resolve));
  let readAfterFirstMove: () => void = () => undefined;
  const readBack = new Promise<void>((resolve) => (readAfterFirstMove = resolve));
  server.use(
    // After the first move the screen reads the participants again; that answer comes back while the second move is on its way.
    http.get(`*/api/tournaments/${TOURNAMENT_ID}/participants`, async () => {
      const answer = HttpResponse.json({ participants: reads.participants });
      if (moves === 1) {
        await secondMove;
        readAfterFirstMove();
      }
      return answer;
    }),
    http.post(`*/api/tournaments/${TOURNAMENT_ID}/participants/seed`, async ({ request }) => {
      const { order } = (await request.json()) as { order: string[] };
      moves += 1;
      if (moves === 2) {
        secondMoveSent();
        await readBack;
        // A moment for the page to draw the read's answer first (a slower page would let this test
        // pass without proving anything; it cannot make it fail).
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      reads.participants = [...order, ...reads.participants.map((entry) => entry.id).filter((id) => !order.includes(id))].map((id, index) => ({
        ...reads.participants.find((entry) => entry.id === id)!,
        seed: index + 1,
      }));
      // As our server does: the watchers hear of the change.
      live.changed(TOURNAMENT_ID);
      return HttpResponse.json({ participants: reads.participants });
    }),
  );
  const watched = live.nextWatch();
  const { user } = renderApp({ route: SCREEN, preloadedState: asAdmin });
  const seeds = await screen.findByRole('list', { name: 'Seed order' });
  expect(await watched).toBe(TOURNAMENT_ID);
  within(seeds).getByRole('button', { name: 'Move Ash down' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(within(seeds).getAllByRole('listitem')[1]).toHaveTextContent('Ash'));
  await waitFor(() => expect(within(seeds).getByRole('button', { name: 'Move Ash down' })).toHaveFocus());

  await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
  await waitFor(() => expect(within(seeds).getAllByRole('listitem')[0]).toHaveTextContent('Ash'));
  // Back at the top Ash cannot go up: the focus is on the way down.
  await waitFor(() => expect(within(seeds).getByRole('button', { name: 'Move Ash down' })).toHaveFocus());
});
