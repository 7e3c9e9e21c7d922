import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_REGISTRATION } from '../../../common/registration';
import { asAdmin } from '../admin/adminFixtures';
import { renderApp } from '../render';
import { entrant } from './bracketFixtures';
import { bracketServer, fourPlayerBracket, participantId, PLAYERS, ROUTE } from './bracketAdminServer';

const WITH_CHECK_IN = { registration: { ...DEFAULT_REGISTRATION, checkInMinutes: 30 } };

/** Ada and Cy checked in, Bob and Dee did not; on the waitlist Eve checked in, Fay did not. */
function checkInDay() {
  const checkedIn = { status: 'checked_in' as const, checkedIn: true };
  return [
    ...PLAYERS.map((entry) => (entry.name === 'Ada' || entry.name === 'Cy' ? { ...entry, ...checkedIn } : entry)),
    entrant({ id: participantId(5), name: 'Eve', status: 'waitlisted', waitlistPosition: 1, checkedIn: true }),
    entrant({ id: participantId(6), name: 'Fay', status: 'waitlisted', waitlistPosition: 2 }),
  ];
}

test('Preview shows the bracket the options would draw, read-only, from the start body; nothing is started', async () => {
  const { sent } = bracketServer({ participants: PLAYERS });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const form = await screen.findByRole('form', { name: 'Start the bracket' });
  await user.click(within(form).getByRole('checkbox', { name: 'Third-place match' }));
  await user.click(within(form).getByRole('button', { name: 'Preview' }));

  const dialog = await screen.findByRole('dialog', { name: 'Preview of the bracket' });
  expect(sent.previews).toEqual([{ thirdPlaceMatch: true }]);
  expect(within(dialog).getByText(/Single elimination · 4 players\. Nothing is stored until you start the bracket\./)).toBeInTheDocument();
  const firstMatch = within(dialog).getAllByRole('group').find((card) => card.textContent?.includes('Bob'))!;
  expect(firstMatch).toHaveTextContent('Cy');
  for (const name of ['Ada', 'Bob', 'Cy', 'Dee']) expect(within(dialog).getAllByText(name).length).toBeGreaterThan(0);
  expect(within(dialog).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent.starts).toEqual([]);
  expect(screen.getByRole('form', { name: 'Start the bracket' })).toBeInTheDocument();
});

test('the bracket starts from its preview with the same body', async () => {
  const { sent } = bracketServer({ participants: PLAYERS });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Preview' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview of the bracket' });
  await user.click(within(dialog).getByRole('button', { name: 'Start the bracket' }));
  expect(await screen.findByRole('region', { name: 'Match queue' })).toBeInTheDocument();
  expect(sent.starts).toEqual(sent.previews);
  expect(sent.starts).toEqual([{ thirdPlaceMatch: false }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('with a check-in, the start can drop who did not check in: the form names who drops and who moves up, and both the preview and the start send it', async () => {
  const { sent } = bracketServer({ participants: checkInDay(), tournament: WITH_CHECK_IN });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const form = await screen.findByRole('form', { name: 'Start the bracket' });
  const drop = within(form).getByRole('checkbox', { name: 'Drop players who did not check in' });
  expect(drop).not.toBeChecked();
  expect(drop).toHaveAccessibleDescription('2 did not check in and would be dropped: Bob, Dee. 1 checked in on the waitlist and would move up: Eve.');

  await user.click(drop);
  await user.click(within(form).getByRole('button', { name: 'Preview' }));
  const dialog = await screen.findByRole('dialog', { name: 'Preview of the bracket' });
  expect(dialog).toHaveTextContent('2 did not check in and would be dropped: Bob, Dee.');
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));

  await user.click(within(form).getByRole('button', { name: 'Start the bracket' }));
  await waitFor(() => expect(sent.starts).toHaveLength(1));
  expect(sent.previews).toEqual([{ thirdPlaceMatch: false, dropNotCheckedIn: true }]);
  expect(sent.starts).toEqual([{ thirdPlaceMatch: false, dropNotCheckedIn: true }]);
});

test('without a check-in there is nothing to drop: no such option, and the start does not send it', async () => {
  const { sent } = bracketServer({ participants: PLAYERS });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const form = await screen.findByRole('form', { name: 'Start the bracket' });
  expect(within(form).queryByRole('checkbox', { name: 'Drop players who did not check in' })).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Start the bracket' }));
  await waitFor(() => expect(sent.starts).toEqual([{ thirdPlaceMatch: false }]));
});

test('a battle royale starts with its lobby size, points per place (a comma list) and points per kill; a wrong list is explained and nothing is sent', async () => {
  const { sent } = bracketServer({ participants: PLAYERS, tournament: { format: 'BATTLE_ROYALE' } });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const form = await screen.findByRole('form', { name: 'Start the bracket' });
  await user.type(within(form).getByRole('spinbutton', { name: 'Lobby size (optional)' }), '2');
  const points = within(form).getByRole('textbox', { name: 'Points per place (optional)' });
  expect(points).toHaveAccessibleDescription('Comma-separated, 1st place first: 12, 9, 7, 5, …');
  await user.type(points, '10, six, 2');
  await user.type(within(form).getByRole('spinbutton', { name: 'Points per kill (optional)' }), '2');
  await user.click(within(form).getByRole('button', { name: 'Start the bracket' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('Points per place: whole numbers from 0 to 1000 separated by commas');
  expect(sent.starts).toEqual([]);

  await user.clear(points);
  await user.type(points, '10, 6,2');
  await user.click(within(form).getByRole('button', { name: 'Start the bracket' }));
  await waitFor(() => expect(sent.starts).toEqual([{ lobbySize: 2, placementPoints: [10, 6, 2], pointsPerKill: 2 }]));
});

test('Back to seeding asks first, then takes the bracket down: the participants and the start form are back', async () => {
  const { sent } = bracketServer({ participants: PLAYERS, bracket: { ...fourPlayerBracket(), matches: fourPlayerBracket().matches.slice(1) } });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Back to seeding' }));
  const dialog = screen.getByRole('dialog', { name: 'Back to seeding?' });
  expect(dialog).toHaveTextContent('participants and seeds stay');
  expect(sent.resets).toBe(0);
  await user.click(within(dialog).getByRole('button', { name: 'Take the bracket down' }));

  expect(await screen.findByRole('form', { name: 'Start the bracket' })).toBeInTheDocument();
  // The button pressed went with the bracket: the focus is on the screen's heading, not lost.
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /^Bracket of / })).toHaveFocus());
  expect(sent.resets).toBe(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Match queue' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Seed order' })).getAllByRole('listitem')).toHaveLength(4);
});

test('once a result is in, the server refuses to go back to seeding and the dialog says why', async () => {
  const { state, sent } = bracketServer({ participants: PLAYERS, bracket: fourPlayerBracket() });
  state.resultsIn = true;
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Back to seeding' }));
  const dialog = screen.getByRole('dialog', { name: 'Back to seeding?' });
  await user.click(within(dialog).getByRole('button', { name: 'Take the bracket down' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Results are in: the bracket can no longer go back to seeding. Correct a result instead.');
  expect(sent.resets).toBe(1);
  expect(screen.getByRole('region', { name: 'Match queue' })).toBeInTheDocument();
});
