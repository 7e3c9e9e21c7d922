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
  const semifinal = await openWatched(() => screen.findByRole('group', { name: 'Round 1 match 2' }));
  expect(semifinal).toHaveTextContent('Blaze vs Cinder');
  expect(within(semifinal).getByRole('button', { name: 'Report Round 1 match 2' })).toBeInTheDocument();

  live.send(blazeBeatsCinder(4));
  await waitFor(() => expect(semifinal).toHaveTextContent('Blaze 2 – 1 Cinder, Blaze won'));
  expect(within(semifinal).getByRole('button', { name: 'Correct Round 1 match 2' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Round 2 match 1' })).toHaveTextContent('Ash vs Blaze');
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
