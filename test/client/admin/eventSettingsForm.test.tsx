import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { adminTournament, asAdmin, backofficeApi, tournament } from './adminFixtures';

/** The datetime-local value's moment, read in the test's time zone as the form reads it. */
const moment = (local: string) => new Date(local).toISOString();

function answerSaves() {
  const created: Record<string, unknown>[] = [];
  const patched: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/tournaments', async ({ request }) => {
      created.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(tournament({ _id: '6a1f00d5e1a7c0de0000b009', title: 'Spring Clash' }), { status: 201 });
    }),
    http.patch('*/api/tournaments/:id', async ({ request }) => {
      patched.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ ...tournament(), queuedMails: 0 });
    }),
  );
  return { created, patched };
}

async function openNewTournament() {
  const rendered = renderApp({ route: '/versusbackoffice/tournaments', preloadedState: asAdmin });
  await rendered.user.click(await screen.findByRole('button', { name: 'New tournament' }));
  const dialog = screen.getByRole('dialog', { name: 'New tournament' });
  await rendered.user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Spring Clash');
  return { ...rendered, dialog };
}

test('a new tournament is sent with its registration settings, best of and a prize per place', async () => {
  backofficeApi();
  const { created } = answerSaves();
  const { user, dialog } = await openNewTournament();
  const registration = within(dialog).getByRole('group', { name: 'Registration' });
  await user.type(within(registration).getByRole('spinbutton', { name: 'Capacity' }), '16');
  await user.clear(within(registration).getByRole('spinbutton', { name: 'Team size' }));
  await user.type(within(registration).getByRole('spinbutton', { name: 'Team size' }), '2');
  fireEvent.change(within(registration).getByLabelText('Registration opens'), { target: { value: '2030-05-01T18:00' } });
  fireEvent.change(within(registration).getByLabelText('Registration closes'), { target: { value: '2030-05-20T12:30' } });
  await user.clear(within(registration).getByRole('spinbutton', { name: 'Check-in (minutes before the start)' }));
  await user.type(within(registration).getByRole('spinbutton', { name: 'Check-in (minutes before the start)' }), '30');
  const bestOf = within(registration).getByRole('combobox', { name: 'Best of' });
  expect(within(bestOf).getAllByRole('option').map((option) => option.textContent)).toEqual(['Best of 1 (one game)', 'Best of 3', 'Best of 5', 'Best of 7']);
  await user.selectOptions(bestOf, 'Best of 3');

  const prizes = within(dialog).getByRole('group', { name: 'Prizes' });
  await user.click(within(prizes).getByRole('button', { name: 'Add a prize' }));
  // The new row takes the focus on its place, numbered after the last one.
  expect(within(prizes).getByRole('group', { name: 'Prize 1' }).querySelector('input')).toHaveFocus();
  await user.type(within(within(prizes).getByRole('group', { name: 'Prize 1' })).getByRole('textbox', { name: 'Prize' }), '€500');
  await user.click(within(prizes).getByRole('button', { name: 'Add a prize' }));
  await user.click(within(prizes).getByRole('button', { name: 'Add a prize' }));
  expect(within(within(prizes).getByRole('group', { name: 'Prize 3' })).getByRole('spinbutton', { name: 'Place' })).toHaveValue(3);
  await user.type(within(within(prizes).getByRole('group', { name: 'Prize 2' })).getByRole('textbox', { name: 'Prize' }), '€250');
  await user.click(within(prizes).getByRole('button', { name: 'Remove prize 3' }));
  expect(within(prizes).queryByRole('group', { name: 'Prize 3' })).not.toBeInTheDocument();
  expect(within(prizes).getByRole('button', { name: 'Add a prize' })).toHaveFocus();

  await user.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({
    title: 'Spring Clash',
    registration: { capacity: 16, opensAt: moment('2030-05-01T18:00'), closesAt: moment('2030-05-20T12:30'), teamSize: 2, checkInMinutes: 30 },
    bestOf: 3,
    prizes: [{ place: 1, prize: '€500' }, { place: 2, prize: '€250' }],
  });
});

test('left as they are, the settings are the defaults: no limit, no window, solo, no check-in, best of 1, no prizes', async () => {
  backofficeApi();
  const { created } = answerSaves();
  const { user, dialog } = await openNewTournament();
  await user.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({ registration: { capacity: null, opensAt: null, closesAt: null, teamSize: 1, checkInMinutes: 0 }, bestOf: 1, prizes: [] });
});

test('wrong settings are named at their fields, the first takes the focus, and nothing is sent until they are fixed', async () => {
  backofficeApi();
  const { created } = answerSaves();
  const { user, dialog } = await openNewTournament();
  const capacity = within(dialog).getByRole('spinbutton', { name: 'Capacity' });
  await user.type(capacity, '1');
  fireEvent.change(within(dialog).getByLabelText('Registration opens'), { target: { value: '2030-05-20T12:00' } });
  fireEvent.change(within(dialog).getByLabelText('Registration closes'), { target: { value: '2030-05-01T12:00' } });
  const teamSize = within(dialog).getByRole('spinbutton', { name: 'Team size' });
  await user.clear(teamSize);
  await user.type(teamSize, '11');
  await user.click(within(dialog).getByRole('button', { name: 'Add a prize' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add a prize' }));
  const [first, second] = [within(dialog).getByRole('group', { name: 'Prize 1' }), within(dialog).getByRole('group', { name: 'Prize 2' })];
  await user.type(within(first).getByRole('textbox', { name: 'Prize' }), 'Trophy');
  await user.clear(within(second).getByRole('spinbutton', { name: 'Place' }));
  await user.type(within(second).getByRole('spinbutton', { name: 'Place' }), '1');

  await user.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Some settings need a fix: see the marked fields.');
  expect(capacity).toHaveAccessibleDescription(/Capacity is a whole number from 2 to 1024; leave it empty for no limit\./);
  expect(capacity).toHaveFocus();
  expect(within(dialog).getByLabelText('Registration closes')).toHaveAccessibleDescription(/Registration must close after it opens\./);
  expect(teamSize).toHaveAccessibleDescription(/Team size is a whole number from 1 \(solo\) to 10\./);
  expect(within(second).getByRole('spinbutton', { name: 'Place' })).toHaveAccessibleDescription('Place 1 has a prize already.');
  expect(within(second).getByRole('textbox', { name: 'Prize' })).toHaveAccessibleDescription('Enter the prize, or remove this row.');
  expect(created).toEqual([]);

  await user.clear(capacity);
  expect(capacity).not.toHaveAttribute('aria-invalid');
  fireEvent.change(within(dialog).getByLabelText('Registration closes'), { target: { value: '' } });
  await user.clear(teamSize);
  await user.type(teamSize, '5');
  await user.click(within(dialog).getByRole('button', { name: 'Remove prize 2' }));
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(created[0]).toMatchObject({ registration: { capacity: null, opensAt: moment('2030-05-20T12:00'), closesAt: null, teamSize: 5 }, prizes: [{ place: 1, prize: 'Trophy' }] });
});

test('an edit sends only the settings that changed: the registration fields changed, and the prizes when they did', async () => {
  const cup = adminTournament({
    registration: { capacity: 8, opensAt: null, closesAt: null, teamSize: 1, checkInMinutes: 0 },
    bestOf: 3,
    prizes: [{ place: 2, prize: '€100' }, { place: 1, prize: '€200' }],
  });
  backofficeApi({ tournaments: [cup] });
  const { patched } = answerSaves();
  const { user } = renderApp({ route: '/versusbackoffice/tournaments', preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Edit VERSUS Winter Cup' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit tournament' });
  expect(within(dialog).getByRole('spinbutton', { name: 'Capacity' })).toHaveValue(8);
  expect(within(dialog).getByRole('combobox', { name: 'Best of' })).toHaveValue('3');
  // The prizes by place.
  expect(within(within(dialog).getByRole('group', { name: 'Prize 1' })).getByRole('textbox', { name: 'Prize' })).toHaveValue('€200');

  const checkIn = within(dialog).getByRole('spinbutton', { name: 'Check-in (minutes before the start)' });
  await user.clear(checkIn);
  await user.type(checkIn, '15');
  await user.click(within(dialog).getByRole('button', { name: 'Remove prize 2' }));
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(patched).toEqual([{ registration: { checkInMinutes: 15 }, prizes: [{ place: 1, prize: '€200' }] }]));
});
