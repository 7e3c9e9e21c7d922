import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OAuthSuccessPage } from '../../../src/features/account/OAuthSuccessPage';
import { readStorage, STORAGE_KEYS } from '../../../src/lib/storage';
import { renderWithProviders } from '../render';
import { server } from '../mswServer';
import { refuseRealtime } from './accountState';

const COMPLETED = { _id: 'f'.repeat(24), username: 'ace', email: 'ace@example.com', role: 'user', profileCompleted: true };
const NEW_USER = { ...COMPLETED, username: 'player_temp_1a2b3c4d', profileCompleted: false };

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  server.use(refuseRealtime);
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

function currentUserIs(user: object) {
  let authorization: string | null = null;
  server.use(
    http.get('*/api/auth/me', ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json(user);
    }),
  );
  return () => authorization;
}

test('shows Completing login... while it works', async () => {
  currentUserIs(COMPLETED);
  const { router } = renderWithProviders(<OAuthSuccessPage />, { route: '/oauth-success?token=tok&complete=false' });
  expect(screen.getByRole('status')).toHaveTextContent('Completing login...');
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
});

test('an error parameter: alert "OAuth login failed: " and the reason, then /login', async () => {
  const { router } = renderWithProviders(<OAuthSuccessPage />, { route: '/oauth-success?error=Google%20refused%20the%20sign-in.' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(alertSpy).toHaveBeenCalledWith('OAuth login failed: Google refused the sign-in.');
});

test('no token: /login, without an alert', async () => {
  const { router } = renderWithProviders(<OAuthSuccessPage />, { route: '/oauth-success' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(alertSpy).not.toHaveBeenCalled();
});

test('a token: stored, the current user fetched with it and stored, then /account for a completed profile', async () => {
  const authorization = currentUserIs(COMPLETED);
  const { router, store } = renderWithProviders(<OAuthSuccessPage />, { route: '/oauth-success?token=tok-google&complete=false' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  expect(authorization()).toBe('Bearer tok-google');
  expect(readStorage(STORAGE_KEYS.token)).toBe('tok-google');
  expect(JSON.parse(readStorage(STORAGE_KEYS.user)!)).toEqual(COMPLETED);
  expect(store.getState().session).toEqual({ status: 'ready', token: 'tok-google', user: COMPLETED });
});

test('complete=true goes to /complete-profile', async () => {
  currentUserIs(COMPLETED);
  const { router } = renderWithProviders(<OAuthSuccessPage />, { route: '/oauth-success?token=tok&complete=true' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
});

test('a profile not completed goes to /complete-profile whatever complete says', async () => {
  currentUserIs(NEW_USER);
  const { router } = renderWithProviders(<OAuthSuccessPage />, { route: '/oauth-success?token=tok&complete=false' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
});

test('any failure (the current user cannot be fetched) goes to /login and keeps no token', async () => {
  const { router, store } = renderWithProviders(<OAuthSuccessPage />, { route: '/oauth-success?token=bad-token&complete=false' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(readStorage(STORAGE_KEYS.token)).toBeNull();
  expect(store.getState().session.token).toBeNull();
});
