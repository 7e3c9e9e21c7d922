import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Friendship, ProfileResponse, PublicProfile } from '../../../common/contract/profiles';
import { restored } from '../../../src/features/session/sessionSlice';
import { server } from '../mswServer';
import { renderApp, signedIn } from '../render';
import { overlaysDismissed } from '../shell/shellState';
import { chatListHandler, chatWindowHandlers, chatWith, person } from './chatFixtures';

const bob: PublicProfile = {
  _id: 'b'.repeat(24),
  username: 'bob',
  nickname: 'Bobby',
  profileIcon: 'avatar-2',
  profileBackground: 'bg-3',
  memberSince: '2025-03-04T10:00:00.000Z',
  isOnline: true,
  ratedGames: [{ gameKey: 'valorant', name: 'Valorant', rating: 4 }],
};

/** The profile as the server holds it; friendship changes as the buttons are used. */
function profileServer(initial: Friendship | null) {
  let friendship = initial;
  server.use(
    http.get('*/api/profiles/bob', () => HttpResponse.json({ profile: bob, friendship } satisfies ProfileResponse)),
    http.post('*/api/friends/requests', async ({ request }) => {
      expect(await request.json()).toEqual({ username: 'bob' });
      friendship = { state: 'request_sent', requestId: 'r'.repeat(24) };
      return HttpResponse.json({ status: 'requested', requestId: 'r'.repeat(24) }, { status: 201 });
    }),
    http.post(`*/api/friends/requests/${'q'.repeat(24)}/accept`, () => {
      friendship = { state: 'friends', requestId: null };
      return HttpResponse.json({ friend: null });
    }),
  );
}

function renderProfile(state = { ...signedIn(), ...overlaysDismissed() }) {
  return renderApp({ route: '/profile/bob', preloadedState: state });
}

test('the profile shows avatar, background, nickname, member since and rated games', async () => {
  profileServer({ state: 'none', requestId: null });
  renderProfile();
  expect(await screen.findByRole('heading', { level: 1, name: 'Bobby' })).toBeInTheDocument();
  expect(screen.getByText('@bob')).toBeInTheDocument();
  expect(screen.getByText(/Member since/)).toHaveTextContent('2025');
  expect(screen.getByRole('link', { name: 'Valorant' })).toHaveAttribute('href', '/games/valorant');
  expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  const images = Array.from(document.querySelectorAll('.profile-page img')).map((image) => image.getAttribute('src'));
  expect(images).toEqual(['/images/backgrounds/bg-3.svg', '/images/avatars/avatar-2.svg']);
});

test('Add friend sends a request by username', async () => {
  profileServer({ state: 'none', requestId: null });
  const { user } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Add friend' }));
  expect(await screen.findByText('Friend request sent')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
});

test('Accept answers a request they sent; then Message opens the chat with them', async () => {
  profileServer({ state: 'request_received', requestId: 'q'.repeat(24) });
  const chat = chatWith(person('bob', { _id: bob._id }), 'hi');
  server.use(
    chatListHandler([chat]),
    http.post('*/api/chat/select_or_create', async ({ request }) => {
      expect(await request.json()).toEqual({ recipientId: bob._id });
      return HttpResponse.json({ _id: chat._id });
    }),
    ...chatWindowHandlers(chat, []),
  );
  const { user } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Accept' }));
  await user.click(await screen.findByRole('button', { name: 'Message' }));
  const window = await screen.findByRole('dialog', { name: 'bob' });
  expect(within(window).getByRole('textbox', { name: 'Message to bob' })).toBeInTheDocument();
  expect(screen.getByText('Online')).toBeInTheDocument();
});

test('a refused action shows the server’s reason', async () => {
  profileServer({ state: 'none', requestId: null });
  server.use(http.post('*/api/friends/requests', () => HttpResponse.json({ msg: 'You cannot send a friend request to this user.' }, { status: 403 })));
  const { user } = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Add friend' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You cannot send a friend request to this user.');
});

test('visitors are asked to log in to add friends', async () => {
  profileServer(null);
  renderProfile({ session: { status: 'ready', token: null, user: null }, ...overlaysDismissed() });
  expect(await screen.findByRole('link', { name: 'Log in to add friends' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('button', { name: 'Add friend' })).not.toBeInTheDocument();
});

test('an unknown player is not found', async () => {
  server.use(http.get('*/api/profiles/nobody', () => HttpResponse.json({ msg: 'Player not found' }, { status: 404 })));
  renderApp({ route: '/profile/nobody', preloadedState: { ...signedIn(), ...overlaysDismissed() } });
  expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toContain('Profile'));
});

test('the profile waits for the stored session, so a logged-in viewer never sees the visitor view', async () => {
  profileServer({ state: 'request_received', requestId: 'q'.repeat(24) });
  const { store } = renderApp({ route: '/profile/bob', preloadedState: { session: { status: 'loading', token: null, user: null }, ...overlaysDismissed() } });
  expect(await screen.findByText('Loading profile…')).toBeInTheDocument();
  // Without a token in the action the socket middleware stays idle; the page only needs the user.
  act(() => {
    store.dispatch(restored({ token: null, user: { _id: 'a'.repeat(24), username: 'player1' } }));
  });
  expect(await screen.findByRole('button', { name: 'Accept' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Log in to add friends' })).not.toBeInTheDocument();
});
