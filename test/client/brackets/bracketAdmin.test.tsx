import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BracketMatch, NewParticipant } from '../../../common/contract/brackets';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { asAdmin } from '../admin/adminFixtures';
import { entrant } from './bracketFixtures';
import { bracketServer, CUP, fourPlayerBracket, participantId, PLAYERS, ROUTE } from './bracketAdminServer';

test('an admin opens the bracket of a tournament from its row in the backoffice', async () => {
  bracketServer();
  const { user, router } = renderApp({ route: '/versusbackoffice/tournaments', preloadedState: asAdmin });
  await user.click(await screen.findByRole('link', { name: 'Bracket of Bracket Cup' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Bracket of Bracket Cup' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(ROUTE);
  expect(await screen.findByRole('heading', { name: 'Participants (0)' })).toBeInTheDocument();
});

test('a participant is added with an optional VERSUS username and seed; a refusal of the server is announced next to the form', async () => {
  const { sent } = bracketServer();
  server.use(
    http.post('*/api/tournaments/:id/participants', async ({ request }) => {
      const { participants } = (await request.clone().json()) as { participants: NewParticipant[] };
      if (participants[0]?.username === 'ghost') return HttpResponse.json({ msg: 'No VERSUS account is named ghost.' }, { status: 400 });
      return undefined;
    }),
  );
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const form = await screen.findByRole('form', { name: 'Add a participant' });
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Ada');
  await user.type(within(form).getByRole('textbox', { name: 'VERSUS username (optional)' }), 'ghost');
  await user.click(within(form).getByRole('button', { name: 'Add participant' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('No VERSUS account is named ghost.');

  await user.clear(within(form).getByRole('textbox', { name: 'VERSUS username (optional)' }));
  await user.type(within(form).getByRole('textbox', { name: 'VERSUS username (optional)' }), 'ada_plays');
  await user.type(within(form).getByRole('spinbutton', { name: 'Seed (optional)' }), '1');
  await user.click(within(form).getByRole('button', { name: 'Add participant' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Ada was added.');
  expect(sent.added).toEqual([[{ name: 'Ada', username: 'ada_plays', seed: 1 }]]);
  const seeds = await screen.findByRole('list', { name: 'Seed order' });
  expect(within(seeds).getByText('Ada')).toBeInTheDocument();
  expect(within(seeds).getByText('(@ada_plays)')).toBeInTheDocument();
});

test('a pasted list adds one participant a line, blank lines skipped; a name twice adds nothing and says which line', async () => {
  const { sent } = bracketServer();
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const list = await screen.findByRole('textbox', { name: 'Paste a list (one name per line)' });
  await user.type(list, 'Ada{Enter}Bob{Enter}{Enter}ada');
  await user.click(screen.getByRole('button', { name: 'Add the list' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Nothing was added: the list has an error.');
  expect(alert).toHaveTextContent('Line 4: ada is already on line 1.');
  expect(sent.added).toEqual([]);

  await user.clear(list);
  await user.type(list, 'Ada{Enter}Bob{Enter}{Enter}Cy{Enter}');
  await user.click(screen.getByRole('button', { name: 'Add the list' }));
  expect(await screen.findByText('3 participants were added.')).toBeInTheDocument();
  expect(sent.added).toEqual([[{ name: 'Ada' }, { name: 'Bob' }, { name: 'Cy' }]]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(within(await screen.findByRole('list', { name: 'Seed order' })).getAllByRole('listitem')).toHaveLength(3);
});

test('a CSV file with a bad line adds nobody and names each bad line; a good one (header skipped) adds everyone in order', async () => {
  const { sent } = bracketServer();
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const input = await screen.findByLabelText(/Import a CSV file/);
  const bad = 'name,username,seed\nAda,ada_plays,1\nBob,,first\n,nobody,3\n"Cy, the third",,2\n';
  await user.upload(input, new File([bad], 'players.csv', { type: 'text/csv' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Nothing was added: players.csv has 2 errors.');
  expect(within(alert).getByText('Line 3: The seed "first" must be a whole number from 1 to 1024.')).toBeInTheDocument();
  expect(within(alert).getByText('Line 4: The name is missing.')).toBeInTheDocument();
  expect(sent.added).toEqual([]);

  const good = 'Ada,ada_plays,1\r\nBob;;\r\n"Cy, the third",,2\r\n';
  await user.upload(input, new File([good], 'fixed.csv', { type: 'text/csv' }));
  expect(await screen.findByText('3 participants were added.')).toBeInTheDocument();
  expect(sent.added).toEqual([[{ name: 'Ada', username: 'ada_plays', seed: 1 }, { name: 'Bob' }, { name: 'Cy, the third', seed: 2 }]]);
});

test('seeds change by moving a participant down, or by a shuffle; a participant is removed after confirmation', async () => {
  const { sent } = bracketServer({ participants: PLAYERS.slice(0, 3) });
  let removed: unknown;
  server.use(
    http.delete('*/api/tournaments/:id/participants/:pid', ({ params }) => {
      removed = params.pid;
      return HttpResponse.json({ msg: 'Participant removed' });
    }),
  );
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Move Ada down' }));
  await waitFor(() => expect(sent.seeds).toEqual([{ order: [PLAYERS[1]!.id, PLAYERS[0]!.id, PLAYERS[2]!.id] }]));
  const seeds = screen.getByRole('list', { name: 'Seed order' });
  await waitFor(() => expect(within(seeds).getAllByRole('listitem')[0]).toHaveTextContent('Bob'));
  expect(screen.getByRole('button', { name: 'Move Bob up' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Shuffle' }));
  await waitFor(() => expect(sent.seeds.at(-1)).toEqual({ shuffle: true }));

  await user.click(screen.getByRole('button', { name: 'Remove Cy' }));
  const dialog = screen.getByRole('dialog', { name: 'Remove participant?' });
  expect(dialog).toHaveTextContent('Cy will be removed from this tournament.');
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(removed).toBe(PLAYERS[2]!.id));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('each entry shows where it stands (registered, waitlisted with its place, checked in) and its linked accounts, the waitlist after the seeds; an organizer checks one in', async () => {
  const team = entrant({ id: participantId(5), name: 'Night Owls', username: 'owl1', usernames: ['owl1', 'owl2'], seed: 3, status: 'checked_in', checkedIn: true });
  const waiting = entrant({ id: participantId(6), name: 'Eve', username: 'eve', seed: null, status: 'waitlisted', waitlistPosition: 1 });
  const { state } = bracketServer({ participants: [PLAYERS[0]!, { ...PLAYERS[1]!, username: 'bob', usernames: ['bob'] }, team, waiting] });
  const checkedIn: unknown[] = [];
  server.use(
    http.post('*/api/tournaments/:id/participants/:pid/check-in', ({ params }) => {
      checkedIn.push(params.pid);
      state.participants = state.participants.map((entry) => (entry.id === params.pid ? { ...entry, status: 'checked_in', checkedIn: true } : entry));
      return HttpResponse.json({ participant: state.participants.find((entry) => entry.id === params.pid) });
    }),
  );
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const seeds = await screen.findByRole('list', { name: 'Seed order' });
  const unseeded = screen.getByRole('list', { name: 'Not seeded' });
  const row = (name: string) => [...within(seeds).getAllByRole('listitem'), ...within(unseeded).getAllByRole('listitem')].find((item) => item.textContent?.includes(name))!;
  expect(screen.getByText('3 registered · 1 on the waitlist · 1 checked in')).toBeInTheDocument();
  expect(within(seeds).getAllByRole('listitem').map((item) => within(item).getByRole('spinbutton').getAttribute('aria-label'))).toEqual(['Seed of Ada', 'Seed of Bob', 'Seed of Night Owls']);
  expect(within(unseeded).queryByRole('spinbutton')).not.toBeInTheDocument();
  expect(row('Night Owls')).toHaveTextContent('Night Owls (@owl1, @owl2)Checked in');
  expect(within(row('Night Owls')).queryByRole('button', { name: 'Check in Night Owls' })).not.toBeInTheDocument();
  expect(row('Eve')).toHaveTextContent('Eve (@eve)Waitlist #1');
  expect(row('Bob')).toHaveTextContent('Bob (@bob)Registered');

  await user.click(within(row('Bob')).getByRole('button', { name: 'Check in Bob' }));
  await waitFor(() => expect(row('Bob')).toHaveTextContent('Bob (@bob)Checked in'));
  expect(checkedIn).toEqual([PLAYERS[1]!.id]);
  expect(screen.getByText('3 registered · 1 on the waitlist · 2 checked in')).toBeInTheDocument();
});

test('a refused check-in says why', async () => {
  bracketServer({ participants: PLAYERS.slice(0, 2) });
  server.use(http.post('*/api/tournaments/:id/participants/:pid/check-in', () => HttpResponse.json({ msg: 'Ada has withdrawn.' }, { status: 409 })));
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Check in Ada' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ada has withdrawn.');
});

test("the bracket starts in the tournament's format with its options, then shows the matches round by round", async () => {
  const { sent } = bracketServer({ participants: PLAYERS });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const form = await screen.findByRole('form', { name: 'Start the bracket' });
  expect(within(form).getByRole('combobox', { name: 'Format' })).toHaveValue('SINGLE_ELIMINATION');
  await user.click(within(form).getByRole('checkbox', { name: 'Third-place match' }));
  await user.click(within(form).getByRole('button', { name: 'Start the bracket' }));
  const round1 = await screen.findByRole('region', { name: 'Round 1' });
  expect(sent.starts).toEqual([{ thirdPlaceMatch: true }]);
  expect(within(round1).getByRole('group', { name: 'Round 1 match 1' })).toHaveTextContent('Ada 2 – 0 Dee, Ada won');
  expect(within(round1).getByRole('group', { name: 'Round 1 match 2' })).toHaveTextContent('Bob vs Cy');
  expect(within(screen.getByRole('region', { name: 'Round 2' })).getByRole('group', { name: 'Round 2 match 1' })).toHaveTextContent('Ada vs to be decided');
  expect(screen.queryByRole('form', { name: 'Add a participant' })).not.toBeInTheDocument();
});

test('a score is reported with one reportId per result: a double click reports the same result once', async () => {
  const { sent } = bracketServer({ participants: PLAYERS, bracket: fourPlayerBracket() });
  server.use(
    http.post('*/api/tournaments/:id/matches/:matchId/report', async ({ request, params }) => {
      const body = (await request.json()) as { scores: number[] };
      sent.reports.push({ matchId: String(params.matchId), body });
      if (body.scores[0] === body.scores[1]) return HttpResponse.json({ msg: 'A draw is not possible in single elimination: one side must score more.' }, { status: 400 });
      return HttpResponse.json({ matches: [] });
    }),
  );
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const match = within(await screen.findByRole('region', { name: 'Matches' })).getByRole('group', { name: 'Round 1 match 2' });
  await user.click(within(match).getByRole('button', { name: 'Report Round 1 match 2' }));
  await user.type(within(match).getByRole('spinbutton', { name: 'Bob score' }), '1');
  await user.type(within(match).getByRole('spinbutton', { name: 'Cy score' }), '1');
  await user.click(within(match).getByRole('button', { name: 'Report result' }));
  expect(await within(match).findByRole('alert')).toHaveTextContent('A draw is not possible in single elimination: one side must score more.');

  await user.clear(within(match).getByRole('spinbutton', { name: 'Cy score' }));
  await user.type(within(match).getByRole('spinbutton', { name: 'Cy score' }), '2');
  await user.dblClick(within(match).getByRole('button', { name: 'Report result' }));
  await waitFor(() => expect(within(match).queryByRole('button', { name: 'Report result' })).not.toBeInTheDocument());
  const accepted = sent.reports.filter((entry) => (entry.body.scores as number[])[1] === 2);
  expect(accepted.length).toBeGreaterThanOrEqual(1);
  expect(new Set(accepted.map((entry) => entry.body.reportId)).size).toBe(1);
  expect(accepted[0]).toEqual({ matchId: 'winners-1-2', body: { reportId: expect.stringMatching(/^[0-9a-f-]{36}$/), scores: [1, 2] } });
});

test('a correction first names the later matches it resets, and is sent with correct only once confirmed', async () => {
  const { sent } = bracketServer({ participants: PLAYERS, bracket: fourPlayerBracket() });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Correct Round 1 match 1' }));
  const match = screen.getByRole('group', { name: 'Round 1 match 1' });
  expect(within(match).getByRole('spinbutton', { name: 'Ada score' })).toHaveValue(2);
  await user.clear(within(match).getByRole('spinbutton', { name: 'Ada score' }));
  await user.type(within(match).getByRole('spinbutton', { name: 'Ada score' }), '1');
  await user.clear(within(match).getByRole('spinbutton', { name: 'Dee score' }));
  await user.type(within(match).getByRole('spinbutton', { name: 'Dee score' }), '3');
  await user.click(within(match).getByRole('button', { name: 'Save correction' }));

  const dialog = await screen.findByRole('dialog', { name: 'Correct Round 1 match 1?' });
  expect(dialog).toHaveTextContent('If the winner changes, these later matches are reset and must be played again: Round 2 match 1 (Ada vs to be decided).');
  expect(sent.dependents).toBe(1);
  expect(sent.reports).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Correct the result' }));
  await waitFor(() => expect(sent.reports).toHaveLength(1));
  expect(sent.reports[0]).toEqual({ matchId: 'winners-1-1', body: { reportId: expect.any(String), scores: [1, 3], correct: true } });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('cancelling a correction sends nothing', async () => {
  const { sent } = bracketServer({ participants: PLAYERS, bracket: fourPlayerBracket() });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Correct Round 1 match 1' }));
  await user.click(screen.getByRole('button', { name: 'Save correction' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent.reports).toEqual([]);
});

test('a participant is disqualified after a confirmation that says what it means', async () => {
  const { sent } = bracketServer({ participants: PLAYERS, bracket: fourPlayerBracket() });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Withdraw Bob' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw Bob?' });
  expect(dialog).toHaveTextContent('Bob loses every match still to play.');
  await user.click(within(dialog).getByRole('radio', { name: 'Disqualification' }));
  await user.click(within(dialog).getByRole('button', { name: 'Disqualify Bob' }));
  await waitFor(() => expect(sent.withdrawals).toEqual([{ participantId: PLAYERS[1]!.id, reason: 'disqualified' }]));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a battle royale lobby is reported with each player’s place and kills', async () => {
  const lobby: BracketMatch = {
    id: 'lobby-1-1',
    round: 1,
    bracket: 'lobby',
    group: null,
    number: 1,
    status: 'ready',
    opponents: PLAYERS.slice(0, 3).map((entry) => ({ participantId: entry.id, name: entry.name, score: null, result: null, place: null, kills: null })),
  };
  const { sent } = bracketServer({ participants: PLAYERS.slice(0, 3), bracket: { ...fourPlayerBracket(), format: 'BATTLE_ROYALE', matches: [lobby], standings: [] } });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(within(await screen.findByRole('region', { name: 'Matches' })).getByRole('button', { name: 'Report Battle royale round 1 lobby 1' }));
  const places = [['Ada', '2', '4'], ['Bob', '1', '7'], ['Cy', '3', '0']];
  for (const [name, place, kills] of places) {
    await user.type(screen.getByRole('spinbutton', { name: `${name} place` }), place!);
    await user.type(screen.getByRole('spinbutton', { name: `${name} kills` }), kills!);
  }
  await user.click(screen.getByRole('button', { name: 'Report result' }));
  await waitFor(() => expect(sent.reports).toHaveLength(1));
  expect(sent.reports[0]!.body).toEqual({
    reportId: expect.any(String),
    placements: [
      { participantId: PLAYERS[0]!.id, place: 2, kills: 4 },
      { participantId: PLAYERS[1]!.id, place: 1, kills: 7 },
      { participantId: PLAYERS[2]!.id, place: 3, kills: 0 },
    ],
  });
});

test('a report whose answer was lost is sent again with the same reportId; the next result gets a new one', async () => {
  const { sent } = bracketServer({ participants: PLAYERS, bracket: fourPlayerBracket() });
  let answers = 0;
  server.use(
    http.post('*/api/tournaments/:id/matches/:matchId/report', async ({ request, params }) => {
      sent.reports.push({ matchId: String(params.matchId), body: (await request.json()) as Record<string, unknown> });
      // The first report is stored, but its answer never arrives.
      return answers++ === 0 ? HttpResponse.error() : HttpResponse.json({ matches: [] });
    }),
  );
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const match = within(await screen.findByRole('region', { name: 'Matches' })).getByRole('group', { name: 'Round 1 match 2' });
  await user.click(within(match).getByRole('button', { name: 'Report Round 1 match 2' }));
  await user.type(within(match).getByRole('spinbutton', { name: 'Bob score' }), '2');
  await user.type(within(match).getByRole('spinbutton', { name: 'Cy score' }), '0');
  await user.click(within(match).getByRole('button', { name: 'Report result' }));
  expect(await within(match).findByRole('alert')).toHaveTextContent('The result could not be reported.');
  await user.click(within(match).getByRole('button', { name: 'Report result' }));
  await waitFor(() => expect(within(match).queryByRole('button', { name: 'Report result' })).not.toBeInTheDocument());
  expect(sent.reports).toHaveLength(2);
  expect(sent.reports[1]!.body.reportId).toBe(sent.reports[0]!.body.reportId);

  await user.click(within(match).getByRole('button', { name: 'Report Round 1 match 2' }));
  await user.type(within(match).getByRole('spinbutton', { name: 'Bob score' }), '2');
  await user.type(within(match).getByRole('spinbutton', { name: 'Cy score' }), '1');
  await user.click(within(match).getByRole('button', { name: 'Report result' }));
  await waitFor(() => expect(sent.reports).toHaveLength(3));
  expect(sent.reports[2]!.body.reportId).not.toBe(sent.reports[0]!.body.reportId);
});

test('a round robin starts with the groups asked for; a refusal of the server is announced next to the start', async () => {
  const { sent } = bracketServer({ participants: PLAYERS });
  server.use(
    http.get('*/api/tournaments/:id', () => HttpResponse.json({ ...CUP, format: 'ROUND_ROBIN' })),
    http.post('*/api/tournaments/:id/bracket', async ({ request }) => {
      sent.starts.push(await request.json());
      return HttpResponse.json({ msg: 'groups must be a whole number from 1 to 2 for 4 participants (at least 2 and at most 32 in each group).' }, { status: 400 });
    }),
  );
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const form = await screen.findByRole('form', { name: 'Start the bracket' });
  expect(within(form).getByRole('combobox', { name: 'Format' })).toHaveValue('ROUND_ROBIN');
  expect(within(form).queryByRole('checkbox', { name: 'Third-place match' })).not.toBeInTheDocument();
  await user.type(within(form).getByRole('spinbutton', { name: 'Groups (optional)' }), '3');
  await user.click(within(form).getByRole('button', { name: 'Start the bracket' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('groups must be a whole number from 1 to 2 for 4 participants');
  expect(sent.starts).toEqual([{ groups: 3 }]);
});
