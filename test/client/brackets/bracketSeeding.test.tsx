import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { asAdmin } from '../admin/adminFixtures';
import { renderApp } from '../render';
import { entrant } from './bracketFixtures';
import { bracketServer, participantId, player, ROUTE } from './bracketAdminServer';

/** Twelve players seeded P1 to P12, then one on the waitlist and one who withdrew. */
const TWELVE = Array.from({ length: 12 }, (_, index) => player(index + 1, `P${index + 1}`));
const WAITING = entrant({ id: participantId(13), name: 'Wes', status: 'waitlisted', waitlistPosition: 1 });
const GONE = entrant({ id: participantId(14), name: 'Gus', status: 'withdrawn' });
const ids = (...numbers: number[]) => numbers.map((number) => participantId(number));

async function seedRows() {
  return within(await screen.findByRole('list', { name: 'Seed order' })).getAllByRole('listitem');
}

test('typing seed 1 for the twelfth entry and pressing Enter moves it to the top in one change; its seed field keeps the focus', async () => {
  const { sent } = bracketServer({ participants: [...TWELVE, WAITING, GONE] });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const seed = within((await seedRows())[11]!).getByRole('spinbutton', { name: 'Seed of P12' });
  expect(seed).toHaveValue(12);
  await user.clear(seed);
  await user.type(seed, '1{Enter}');

  await waitFor(() => expect(sent.seeds).toEqual([{ order: ids(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11) }]));
  await waitFor(async () => expect((await seedRows())[0]).toHaveTextContent('P12'));
  expect(screen.getByRole('spinbutton', { name: 'Seed of P12' })).toHaveValue(1);
  expect(screen.getByRole('spinbutton', { name: 'Seed of P12' })).toHaveFocus();
  expect(screen.getByText('P12 is now seed 1.')).toBeInTheDocument();
});

test('the waitlist and the withdrawn are listed after the seeds, without a seed of their own', async () => {
  bracketServer({ participants: [...TWELVE.slice(0, 2), WAITING, GONE] });
  renderApp({ route: ROUTE, preloadedState: asAdmin });
  expect((await seedRows()).map((row) => within(row).getByRole('spinbutton').getAttribute('aria-label'))).toEqual(['Seed of P1', 'Seed of P2']);
  const unseeded = within(screen.getByRole('list', { name: 'Not seeded' })).getAllByRole('listitem');
  expect(unseeded.map((row) => row.textContent)).toEqual([expect.stringContaining('WesWaitlist #1'), expect.stringContaining('GusWithdrawn')]);
  expect(screen.queryByRole('spinbutton', { name: 'Seed of Wes' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Move Wes up' })).not.toBeInTheDocument();
});

test('Escape, or leaving the field, puts a seed typed over back as it was and sends nothing', async () => {
  const { sent } = bracketServer({ participants: TWELVE.slice(0, 3) });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  const seed = within((await seedRows())[2]!).getByRole('spinbutton', { name: 'Seed of P3' });
  await user.clear(seed);
  await user.type(seed, '1{Escape}');
  expect(seed).toHaveValue(3);
  await user.clear(seed);
  await user.type(seed, '2');
  await user.tab();
  expect(seed).toHaveValue(3);
  expect(sent.seeds).toEqual([]);
});

test('an entry dragged onto another takes its seed in one change', async () => {
  const { sent } = bracketServer({ participants: TWELVE });
  renderApp({ route: ROUTE, preloadedState: asAdmin });
  const rows = await seedRows();
  fireEvent.dragStart(rows[11]!);
  fireEvent.dragOver(rows[0]!);
  fireEvent.drop(rows[0]!);
  fireEvent.dragEnd(rows[11]!);

  await waitFor(() => expect(sent.seeds).toEqual([{ order: ids(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11) }]));
  await waitFor(async () => expect((await seedRows())[0]).toHaveTextContent('P12'));
});

test('a drop on the entry dragged, or a drag from elsewhere, changes nothing', async () => {
  const { sent } = bracketServer({ participants: TWELVE.slice(0, 3) });
  renderApp({ route: ROUTE, preloadedState: asAdmin });
  const rows = await seedRows();
  fireEvent.dragStart(rows[1]!);
  fireEvent.drop(rows[1]!);
  // A file dragged in from the desktop: no entry was picked up.
  fireEvent.dragOver(rows[0]!);
  fireEvent.drop(rows[0]!);
  expect(sent.seeds).toEqual([]);
});

test('a shuffle asks for nothing and can be undone: Undo sends the order from before the shuffle, seeded entries only', async () => {
  const { sent } = bracketServer({ participants: [...TWELVE.slice(0, 4), WAITING] });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Shuffle' }));
  await waitFor(() => expect(sent.seeds).toEqual([{ shuffle: true }]));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('Seeds shuffled.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(sent.seeds).toHaveLength(2));
  expect(sent.seeds[1]).toEqual({ order: ids(1, 2, 3, 4) });
  expect(await screen.findByText('The seeds are back as they were before the shuffle.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Shuffle' })).toHaveFocus();
  expect((await seedRows()).map((row) => within(row).getByRole('spinbutton').getAttribute('aria-label'))).toEqual(['Seed of P1', 'Seed of P2', 'Seed of P3', 'Seed of P4']);
});

test('another change of the seeds ends the offer to undo a shuffle', async () => {
  bracketServer({ participants: TWELVE.slice(0, 3) });
  const { user } = renderApp({ route: ROUTE, preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Shuffle' }));
  expect(await screen.findByRole('button', { name: 'Undo' })).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: /^Move .* down$/ })[0]!);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
});
