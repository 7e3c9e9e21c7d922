import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Participant } from '../../../common/contract/brackets';
import type { OwnRegistration } from '../../../common/contract/registrations';
import { DEFAULT_REGISTRATION, type RegistrationSettings } from '../../../common/registration';
import { quietOverlays } from '../account/accountState';
import { entrant } from '../brackets/bracketFixtures';
import { letRealtimeThrough, type LiveServer, startLiveServer } from '../brackets/liveServer';
import { chatListHandler } from '../chat/chatFixtures';
import { server } from '../mswServer';
import { renderApp, signedIn, signedOut } from '../render';

const ID = '6a1f00d5e1a7c0de0000f001';
const PAGE = `/tournaments/${ID}`;
const asPlayer = { ...signedIn({ username: 'player1' }), ...quietOverlays() };

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function cup(registration: Partial<RegistrationSettings> = {}, fields: Record<string, unknown> = {}) {
  return {
    _id: ID,
    id: ID,
    title: 'Spring Clash',
    status: 'UPCOMING',
    startAt: inMinutes(3 * 24 * 60),
    format: 'SINGLE_ELIMINATION',
    platform: 'PC',
    game: 'valorant',
    organizer: null,
    hasBracket: false,
    registration: { ...DEFAULT_REGISTRATION, ...registration },
    bestOf: 1,
    prizes: [],
    ...fields,
  };
}

const NOT_IN: OwnRegistration = { status: 'none', position: null, checkedIn: false, participantId: null, teamName: null };
const playerId = (index: number) => `6a1f00d5e1a7c0de0000a${String(index).padStart(3, '0')}`;
const others = (count: number) => Array.from({ length: count }, (_, index) => entrant({ id: playerId(index + 1), name: `Rival ${index + 1}`, username: `rival${index + 1}` }));

/** A registration answer: refused with a status and message, or the entry as the server made it. */
type RegisterAnswer = { refuse: [number, string] } | { status: 'registered' | 'waitlisted'; position: number | null };

/**
 * The tournament's entries and the player's own, as our server keeps them; every registration
 * body, leave and check-in it was sent.
 */
function registrationServer(tournament: ReturnType<typeof cup>, { entries = [] as Participant[], mine = NOT_IN, answer = (): RegisterAnswer => ({ status: 'registered', position: null }) } = {}) {
  const state = { entries: [...entries], mine, bodies: [] as unknown[], leaves: 0, checkIns: 0 };
  const MINE = playerId(99);
  server.use(
    http.get(`*/api/tournaments/${ID}`, () => HttpResponse.json(tournament)),
    http.get(`*/api/tournaments/${ID}/participants`, () => HttpResponse.json({ participants: state.entries })),
    http.get(`*/api/tournaments/${ID}/registrations/mine`, () => HttpResponse.json(state.mine)),
    http.post(`*/api/tournaments/${ID}/registrations`, async ({ request }) => {
      const body = (await request.json()) as { teamName?: string; roster?: string[] };
      state.bodies.push(body);
      const result = answer();
      if ('refuse' in result) return HttpResponse.json({ msg: result.refuse[1] }, { status: result.refuse[0] });
      const participant = entrant({
        id: MINE,
        name: body.teamName ?? 'player1',
        username: 'player1',
        usernames: body.roster ?? ['player1'],
        status: result.status,
        waitlistPosition: result.position,
      });
      state.entries.push(participant);
      state.mine = { status: result.status, position: result.position, checkedIn: false, participantId: MINE, teamName: body.teamName ?? null };
      return HttpResponse.json({ registration: { id: MINE, status: result.status, position: result.position, participant } }, { status: 201 });
    }),
    http.delete(`*/api/tournaments/${ID}/registrations/mine`, () => {
      state.leaves += 1;
      state.entries = state.entries.filter((entry) => entry.id !== state.mine.participantId);
      state.mine = NOT_IN;
      return HttpResponse.json({ msg: 'You have left Spring Clash.' });
    }),
    http.post(`*/api/tournaments/${ID}/check-in`, () => {
      state.checkIns += 1;
      state.mine = { ...state.mine, status: state.mine.status === 'registered' ? 'checked_in' : state.mine.status, checkedIn: true };
      return HttpResponse.json({ status: 'checked_in' });
    }),
  );
  return state;
}

async function registrationSection() {
  return (await screen.findByRole('heading', { level: 2, name: 'Registration' })).closest('section')!;
}

let live: LiveServer;
beforeAll(async () => {
  live = await startLiveServer();
});
afterAll(async () => {
  await live.close();
});

test('a solo player registers with one button; the places taken and the list of who is in follow', async () => {
  const state = registrationServer(cup({ capacity: 8, closesAt: inMinutes(24 * 60) }), { entries: others(2) });
  const { user } = renderApp({ route: PAGE, preloadedState: asPlayer });
  const section = await registrationSection();
  expect(within(section).getByText(/^Registration is open until/)).toBeInTheDocument();
  expect(await within(section).findByText('2 / 8 registered')).toBeInTheDocument();
  const standing = await within(section).findByRole('status');
  expect(standing).toHaveTextContent('You are not registered.');

  await user.click(within(section).getByRole('button', { name: 'Register' }));
  await waitFor(() => expect(standing).toHaveTextContent('You are registered.'));
  expect(state.bodies).toEqual([{}]);
  expect(within(section).getByText('3 / 8 registered')).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  // The pressed button is gone: the focus is on the sentence saying what changed.
  expect(standing).toHaveFocus();
  const whoIsIn = screen.getByRole('heading', { level: 2, name: "Who's in (3)" }).closest('section')!;
  expect(within(whoIsIn).getByRole('link', { name: 'player1' })).toHaveAttribute('href', '/profile/player1');
});

test('past the capacity the player is waitlisted with their position, and the waitlist is listed after the registered entries, in order', async () => {
  const waiting = entrant({ id: playerId(50), name: 'Early Bird', status: 'waitlisted', waitlistPosition: 1 });
  registrationServer(cup({ capacity: 2 }), { entries: [...others(2), waiting], answer: () => ({ status: 'waitlisted', position: 2 }) });
  const { user } = renderApp({ route: PAGE, preloadedState: asPlayer });
  const section = await registrationSection();
  expect(await within(section).findByText('2 / 2 registered · 1 on the waitlist')).toBeInTheDocument();

  await user.click(await within(section).findByRole('button', { name: 'Register' }));
  expect(await within(section).findByText('You are on the waitlist (#2).')).toBeInTheDocument();
  expect(within(section).getByText('2 / 2 registered · 2 on the waitlist')).toBeInTheDocument();
  const waitlist = screen.getByRole('list', { name: 'Waitlist' });
  expect(within(waitlist).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Early Bird', 'player1']);
  expect(screen.getByRole('heading', { level: 3, name: 'Waitlist (2)' })).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'Registered' })).getAllByRole('listitem')).toHaveLength(2);
});

test('a team: its name and a roster of exactly the team size, the player first and fixed; a wrong roster shows the server\'s message at the player it names', async () => {
  let refuse = true;
  const state = registrationServer(cup({ teamSize: 3 }), {
    answer: () => (refuse ? { refuse: [400, 'No VERSUS account is named ghost.'] } : { status: 'registered', position: null }),
  });
  const { user } = renderApp({ route: PAGE, preloadedState: asPlayer });
  const form = await screen.findByRole('form', { name: 'Register your team' });
  expect(within(form).getByRole('textbox', { name: 'Player 1 (you)' })).toHaveValue('player1');
  expect(within(form).getByRole('textbox', { name: 'Player 1 (you)' })).toHaveAttribute('readonly');

  await user.click(within(form).getByRole('button', { name: 'Register team' }));
  expect(within(form).getByRole('textbox', { name: 'Team name' })).toHaveAccessibleDescription('Enter a team name.');
  expect(within(form).getByRole('textbox', { name: 'Team name' })).toHaveFocus();
  expect(within(form).getByRole('textbox', { name: 'Player 3' })).toHaveAccessibleDescription('Enter the VERSUS username of this player.');
  expect(state.bodies).toEqual([]);

  await user.type(within(form).getByRole('textbox', { name: 'Team name' }), 'Night Owls');
  await user.type(within(form).getByRole('textbox', { name: 'Player 2' }), 'ghost');
  await user.type(within(form).getByRole('textbox', { name: 'Player 3' }), 'cara');
  await user.click(within(form).getByRole('button', { name: 'Register team' }));
  const ghost = within(form).getByRole('textbox', { name: 'Player 2' });
  await waitFor(() => expect(ghost).toHaveAccessibleDescription('No VERSUS account is named ghost.'));
  expect(ghost).toHaveAttribute('aria-invalid', 'true');
  expect(ghost).toHaveFocus();
  expect(state.bodies).toEqual([{ teamName: 'Night Owls', roster: ['player1', 'ghost', 'cara'] }]);

  refuse = false;
  await user.clear(ghost);
  await user.type(ghost, 'bob');
  await user.click(within(form).getByRole('button', { name: 'Register team' }));
  const section = await registrationSection();
  expect(await within(section).findByText('Your team Night Owls is registered.')).toBeInTheDocument();
  expect(state.bodies.at(-1)).toEqual({ teamName: 'Night Owls', roster: ['player1', 'bob', 'cara'] });
  expect(screen.queryByRole('form', { name: 'Register your team' })).not.toBeInTheDocument();
});

test('a refusal that names no field (registration closed meanwhile) is shown as the server says it', async () => {
  registrationServer(cup(), { answer: () => ({ refuse: [409, 'Registration for Spring Clash is closed.'] }) });
  const { user } = renderApp({ route: PAGE, preloadedState: asPlayer });
  const section = await registrationSection();
  await user.click(await within(section).findByRole('button', { name: 'Register' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('Registration for Spring Clash is closed.');
});

test('leaving asks first; Cancel keeps the entry, confirming takes the player off', async () => {
  const state = registrationServer(cup(), { mine: { status: 'registered', position: null, checkedIn: false, participantId: playerId(99), teamName: null } });
  const { user } = renderApp({ route: PAGE, preloadedState: asPlayer });
  const section = await registrationSection();
  expect(await within(section).findByRole('status')).toHaveTextContent('You are registered.');

  await user.click(within(section).getByRole('button', { name: 'Leave' }));
  const dialog = screen.getByRole('dialog', { name: 'Leave this tournament?' });
  expect(dialog).toHaveTextContent('You will no longer be registered for Spring Clash.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(state.leaves).toBe(0);

  await user.click(within(section).getByRole('button', { name: 'Leave' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Leave this tournament?' })).getByRole('button', { name: 'Leave the tournament' }));
  await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('You are not registered.'));
  expect(state.leaves).toBe(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Register' })).toBeInTheDocument();
});

describe('check-in', () => {
  const registered: OwnRegistration = { status: 'registered', position: null, checkedIn: false, participantId: playerId(99), teamName: null };

  test('before its window: when it opens, and no button', async () => {
    registrationServer(cup({ checkInMinutes: 30 }, { startAt: inMinutes(120) }), { mine: registered });
    renderApp({ route: PAGE, preloadedState: asPlayer });
    const section = await registrationSection();
    expect(await within(section).findByRole('status')).toHaveTextContent('You are registered.');
    expect(within(section).getByText(/^Check-in opens/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Leave' })).toBeInTheDocument();
  });

  test('inside its window a registered player checks in, and the button goes', async () => {
    const state = registrationServer(cup({ checkInMinutes: 30 }, { startAt: inMinutes(10) }), { mine: registered });
    const { user } = renderApp({ route: PAGE, preloadedState: asPlayer });
    const section = await registrationSection();
    expect(within(section).getByText(/^Check-in is open until the start/)).toBeInTheDocument();
    await user.click(await within(section).findByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('You are registered and checked in.'));
    expect(state.checkIns).toBe(1);
    expect(within(section).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  test('a waitlisted player may check in too, to fill a no-show\'s place', async () => {
    registrationServer(cup({ checkInMinutes: 30 }, { startAt: inMinutes(10) }), { mine: { ...registered, status: 'waitlisted', position: 3 } });
    renderApp({ route: PAGE, preloadedState: asPlayer });
    const section = await registrationSection();
    expect(await within(section).findByRole('status')).toHaveTextContent('You are on the waitlist (#3).');
    expect(within(section).getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });

  test('a tournament without check-in never offers it', async () => {
    registrationServer(cup({ checkInMinutes: 0 }, { startAt: inMinutes(10) }), { mine: registered });
    renderApp({ route: PAGE, preloadedState: asPlayer });
    const section = await registrationSection();
    expect(await within(section).findByRole('status')).toHaveTextContent('You are registered.');
    expect(within(section).queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    expect(within(section).queryByText(/Check-in/)).not.toBeInTheDocument();
  });
});

test('before its window registration says when it opens, and offers nothing yet', async () => {
  registrationServer(cup({ opensAt: inMinutes(60) }));
  renderApp({ route: PAGE, preloadedState: asPlayer });
  const section = await registrationSection();
  expect(within(section).getByText(/^Registration opens/).querySelector('time')).toBeInTheDocument();
  expect(await within(section).findByRole('status')).toHaveTextContent('You are not registered.');
  expect(within(section).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
});

test('a visitor is offered to sign in, and comes back to the tournament signed in, with the Register button', async () => {
  registrationServer(cup());
  server.use(http.post('*/api/auth/login', () => HttpResponse.json({ token: 'tok', user: { _id: 'b'.repeat(24), username: 'player1', email: 'p@example.com', role: 'user' } })), chatListHandler([]));
  const { user, router } = renderApp({ route: PAGE, preloadedState: { ...signedOut, ...quietOverlays() } });
  const section = await registrationSection();
  expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  await user.click(within(section).getByRole('link', { name: 'Sign in to register' }));

  const form = await screen.findByRole('form', { name: 'Login' });
  await user.type(within(form).getByLabelText('Username or e-mail'), 'player1');
  await user.type(within(form).getByLabelText('Password'), 'secret-pass');
  await user.click(within(form).getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(PAGE));
  expect(await within(await registrationSection()).findByRole('button', { name: 'Register' })).toBeInTheDocument();
});

test('the player\'s own entry follows the tournament live: moved up from the waitlist elsewhere, the page says so without a reload', async () => {
  letRealtimeThrough();
  server.use(chatListHandler([]));
  const state = registrationServer(cup({ capacity: 2 }), { mine: { status: 'waitlisted', position: 1, checkedIn: false, participantId: playerId(99), teamName: null } });
  const watched = live.nextWatch();
  renderApp({ route: PAGE, preloadedState: asPlayer });
  const section = await registrationSection();
  expect(await within(section).findByRole('status')).toHaveTextContent('You are on the waitlist (#1).');
  expect(await watched).toBe(ID);

  state.mine = { ...state.mine, status: 'registered', position: null };
  live.changed(ID);
  await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('You are registered.'));
});
