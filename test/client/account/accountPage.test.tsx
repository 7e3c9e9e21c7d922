import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AccountPage } from '../../../src/features/account/AccountPage';
import { CompleteProfilePage } from '../../../src/features/account/CompleteProfilePage';
import { readStorage, STORAGE_KEYS } from '../../../src/lib/storage';
import { renderWithProviders, signedIn } from '../render';
import { server } from '../mswServer';
import { refuseRealtime } from './accountState';

const ME = { _id: 'a'.repeat(24), username: 'player1', email: 'player1@example.com', role: 'user', nickname: null, profileIcon: null, profileBackground: null, profileCompleted: true };

function captureProfileUpdates(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.patch('*/api/user', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

beforeEach(() => {
  server.use(
    refuseRealtime,
    http.get('*/api/notify/mine', () => HttpResponse.json({ items: [] })),
    http.get('*/api/auth/sessions', () => HttpResponse.json({ sessions: [] })),
  );
});

function renderAccount(user: Record<string, unknown> = ME) {
  return renderWithProviders(<AccountPage />, { route: '/account', preloadedState: signedIn(user) });
}

test('saves username, nickname, a bundled avatar and a background link; only what changed is sent', async () => {
  const bodies = captureProfileUpdates((body) => HttpResponse.json({ ...ME, ...body }));
  const { user, store } = renderAccount();
  const profile = screen.getByRole('form', { name: 'Profile' });
  await user.clear(within(profile).getByLabelText('Username'));
  await user.type(within(profile).getByLabelText('Username'), 'ace');
  await user.type(within(profile).getByLabelText('Nickname'), 'Ace');
  await user.click(within(screen.getByRole('group', { name: 'Avatar' })).getByRole('radio', { name: 'Avatar 3' }));
  await user.type(within(screen.getByRole('group', { name: 'Background' })).getByLabelText('Or a link to a picture (https)'), 'https://cdn.example.com/bg.png');
  await user.click(within(profile).getByRole('button', { name: 'Save profile' }));

  expect(await within(profile).findByRole('status')).toHaveTextContent('Your profile has been saved.');
  expect(bodies).toEqual([{ username: 'ace', nickname: 'Ace', profileIcon: '/images/avatars/avatar-3.svg', profileBackground: 'https://cdn.example.com/bg.png' }]);
  expect(store.getState().session.user).toMatchObject({ username: 'ace', nickname: 'Ace' });
  expect(JSON.parse(readStorage(STORAGE_KEYS.user)!)).toMatchObject({ username: 'ace' });
});

test('the avatar pictures are radio buttons: arrow keys move between them', async () => {
  const { user } = renderAccount({ ...ME, profileIcon: '/images/avatars/avatar-1.svg' });
  const avatars = screen.getByRole('group', { name: 'Avatar' });
  expect(within(avatars).getByRole('radio', { name: 'Avatar 1' })).toBeChecked();
  expect(within(avatars).getAllByRole('radio')).toHaveLength(9);
  within(avatars).getByRole('radio', { name: 'Avatar 1' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(within(avatars).getByRole('radio', { name: 'Avatar 2' })).toBeChecked();
});

test('a username taken answers 409 and the msg shows under Username', async () => {
  captureProfileUpdates(() => HttpResponse.json({ msg: 'This username is already taken.' }, { status: 409 }));
  const { user } = renderAccount();
  const profile = screen.getByRole('form', { name: 'Profile' });
  await user.clear(within(profile).getByLabelText('Username'));
  await user.type(within(profile).getByLabelText('Username'), 'taken');
  await user.click(within(profile).getByRole('button', { name: 'Save profile' }));
  await waitFor(() => expect(within(profile).getByLabelText('Username')).toHaveAccessibleDescription(expect.stringContaining('This username is already taken.')));
});

test('changing the password keeps this session going with the fresh token', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/auth/change-password', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ msg: 'Your password has been changed. Other sessions have been logged out.', token: 'fresh-token', user: ME });
    }),
  );
  const { user, store } = renderAccount();
  const form = screen.getByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText('Current password'), 'old-secret-1');
  await user.type(within(form).getByLabelText('New password'), 'new-secret-1');
  await user.type(within(form).getByLabelText('Repeat the new password'), 'new-secret-1');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('Your password has been changed.');
  expect(bodies).toEqual([{ currentPassword: 'old-secret-1', newPassword: 'new-secret-1' }]);
  expect(store.getState().session.token).toBe('fresh-token');
  expect(readStorage(STORAGE_KEYS.token)).toBe('fresh-token');
});

test('a wrong current password shows the msg under Current password', async () => {
  server.use(http.post('*/api/auth/change-password', () => HttpResponse.json({ msg: 'currentPassword is incorrect.' }, { status: 400 })));
  const { user } = renderAccount();
  const form = screen.getByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText('Current password'), 'wrong');
  await user.type(within(form).getByLabelText('New password'), 'new-secret-1');
  await user.type(within(form).getByLabelText('Repeat the new password'), 'new-secret-1');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(expect.stringContaining('currentPassword is incorrect.')));
});

test('My notifications lists the sign-ups from GET /api/notify/mine', async () => {
  server.use(
    http.get('*/api/notify/mine', () =>
      HttpResponse.json({
        items: [
          { tournamentId: '6a1f00d5e1a7c0de00000001', tournamentTitle: 'VERSUS EA FC Winter Cup', game: 'ea-fc', status: 'COMING_SOON', startAt: null, signedUpAt: '2030-01-01T00:00:00.000Z' },
        ],
      }),
    ),
  );
  renderAccount();
  const panel = screen.getByRole('region', { name: 'My notifications' });
  expect(await within(panel).findByRole('link', { name: 'VERSUS EA FC Winter Cup' })).toHaveAttribute('href', '/tournaments/6a1f00d5e1a7c0de00000001');
  expect(within(panel).getByRole('button', { name: 'Unsubscribe from VERSUS EA FC Winter Cup' })).toBeInTheDocument();
});

test('Delete my account asks the server to mail the confirmation link', async () => {
  let requested = 0;
  server.use(
    http.post('*/api/user/deletion-request', () => {
      requested++;
      return HttpResponse.json({ msg: 'We sent a confirmation link to your e-mail address. Open it to delete your account.' });
    }),
  );
  const { user } = renderAccount();
  const section = screen.getByRole('region', { name: 'Delete account' });
  await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
  expect(await within(section).findByRole('status')).toHaveTextContent('We sent a confirmation link to your e-mail address.');
  expect(requested).toBe(1);
});

test('/complete-profile: a temporary username is not offered; the chosen one completes the profile and leads to /account', async () => {
  const bodies = captureProfileUpdates((body) => HttpResponse.json({ ...ME, ...body, profileCompleted: true }));
  const { user, router, store } = renderWithProviders(<CompleteProfilePage />, {
    route: '/complete-profile',
    preloadedState: signedIn({ username: 'player_temp_1a2b3c4d', nickname: 'Gina', profileCompleted: false }),
  });
  expect(screen.getByLabelText('Username')).toHaveValue('');
  expect(screen.getByLabelText('Nickname (optional)')).toHaveValue('Gina');
  await user.type(screen.getByLabelText('Username'), 'gina{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  expect(bodies).toEqual([{ username: 'gina', nickname: 'Gina' }]);
  expect(store.getState().session.user).toMatchObject({ username: 'gina', profileCompleted: true });
});
