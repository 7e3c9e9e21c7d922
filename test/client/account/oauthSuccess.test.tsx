import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { GoogleLoginLink } from '../../../src/features/account/GoogleLoginLink';
import { OAuthSuccessPage } from '../../../src/features/account/OAuthSuccessPage';
import { readStorage, STORAGE_KEYS } from '../../../src/lib/storage';
import { renderApp, renderWithProviders } from '../render';
import { server } from '../mswServer';
import { quietOverlays, refuseRealtime } from './accountState';

const GOOGLE = { googleClientId: 'client-id.apps.example' };

const COMPLETED = { _id: 'f'.repeat(24), username: 'ace', email: 'ace@example.com', role: 'user', profileCompleted: true };
const NEW_USER = { ...COMPLETED, username: 'player_temp_1a2b3c4d', profileCompleted: false };

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  server.use(refuseRealtime);
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  alertSpy.mockRestore();
  window.sessionStorage.clear();
});

/** Clicks "Continue with Google" as the visitor would, and answers the nonce it sent along. */
async function startGoogleSignIn(): Promise<string> {
  const { unmount } = renderWithProviders(<GoogleLoginLink />, { config: GOOGLE });
  const link = screen.getByRole('link', { name: 'Continue with Google' });
  // jsdom does not navigate; the click still runs the link's own handler first.
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  const sent = new URL(link.getAttribute('href')!, 'http://localhost');
  unmount();
  expect(sent.pathname).toBe('/auth/google');
  return sent.searchParams.get('nonce')!;
}

/** The return address of a Google sign-in this tab started. */
async function returnOfOwnSignIn(query: string): Promise<string> {
  const nonce = await startGoogleSignIn();
  return `/oauth-success?${query}&nonce=${nonce}`;
}

/** The server trades the code of the return for this token and user; answers what the page posted, if it did. */
function exchangeAnswers(user: object, token = 'tok-google') {
  let posted: unknown = null;
  server.use(
    http.post('*/api/auth/google/exchange', async ({ request }) => {
      posted = await request.json();
      return HttpResponse.json({ token, user });
    }),
  );
  return () => posted;
}

function exchangeRefuses(status: number, body: object) {
  server.use(http.post('*/api/auth/google/exchange', () => HttpResponse.json(body, { status })));
}

test("Continue with Google sends the visitor's client id along, so their ratings follow them", async () => {
  window.localStorage.setItem(STORAGE_KEYS.clientId, '3f0c5a0e-9c1b-4f2a-8d3e-1a2b3c4d5e6f');
  renderWithProviders(<GoogleLoginLink />, { config: GOOGLE });
  const link = screen.getByRole('link', { name: 'Continue with Google' });
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('clientId')).toBe('3f0c5a0e-9c1b-4f2a-8d3e-1a2b3c4d5e6f');
});

test('shows Completing login... while it works', async () => {
  exchangeAnswers(COMPLETED);
  const { router } = renderWithProviders(<OAuthSuccessPage />, { route: await returnOfOwnSignIn('token=tok&complete=false') });
  expect(screen.getByRole('status')).toHaveTextContent('Completing login...');
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
});

test('an error parameter: alert "OAuth login failed: " and the reason, then /login', async () => {
  const { router } = renderWithProviders(<OAuthSuccessPage />, { route: '/oauth-success?error=provider_refused' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(alertSpy).toHaveBeenCalledWith('OAuth login failed: Google did not complete the sign-in. Please try again.');
});

test('the reason of a bounced sign-in is still on /login after the alert', async () => {
  const { router } = renderApp({
    route: '/oauth-success?error=not_configured',
    preloadedState: { session: { status: 'ready', token: null, user: null }, ...quietOverlays() },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Google login is not available: this server has no Google client configured.');
});

test('an error text of someone else\'s making is never shown: unknown reasons get a general text', async () => {
  const { router } = renderWithProviders(<OAuthSuccessPage />, {
    route: `/oauth-success?error=${encodeURIComponent('Your account is locked, call +1 555 0100')}`,
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(alertSpy).toHaveBeenCalledWith('OAuth login failed: The Google sign-in could not be completed. Please try again.');
});

test('a ban names its end', async () => {
  renderWithProviders(<OAuthSuccessPage />, { route: '/oauth-success?error=account_banned&until=2030-01-02T03:04:00.000Z' });
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('OAuth login failed: Your account has been banned until 2030-01-02 03:04 UTC.'));
});

test('login CSRF: a code this tab did not ask for is refused, never traded, and the session already open stays', async () => {
  const posted = exchangeAnswers(COMPLETED, 'attackers-token');
  const { router, store } = renderWithProviders(<OAuthSuccessPage />, {
    route: '/oauth-success?token=attackers-token&complete=false&nonce=guessed-nonce-0000000000',
    preloadedState: { session: { status: 'ready', token: 'my-token', user: COMPLETED } },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(alertSpy).toHaveBeenCalledWith('OAuth login failed: The Google sign-in expired or was started in another browser. Please try again.');
  expect(posted()).toBeNull();
  expect(store.getState().session.token).toBe('my-token');
  expect(readStorage(STORAGE_KEYS.token)).not.toBe('attackers-token');
});

test('login CSRF with two-factor: a challenge this tab did not ask for is refused before any code is asked', async () => {
  const { router } = renderWithProviders(<OAuthSuccessPage />, {
    route: '/oauth-success?challenge=attackers-challenge&nonce=guessed-nonce-0000000000',
    preloadedState: { session: { status: 'ready', token: 'my-token', user: COMPLETED } },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(alertSpy).toHaveBeenCalledWith('OAuth login failed: The Google sign-in expired or was started in another browser. Please try again.');
  expect(screen.queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument();
});

test('a nonce works once: the same return address opened again is refused', async () => {
  exchangeAnswers(COMPLETED);
  const route = await returnOfOwnSignIn('token=tok&complete=false');
  const first = renderWithProviders(<OAuthSuccessPage />, { route });
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/account'));
  first.unmount();
  const again = renderWithProviders(<OAuthSuccessPage />, { route });
  await waitFor(() => expect(again.router.state.location.pathname).toBe('/login'));
});

test('no token: /login, without an alert', async () => {
  const { router } = renderWithProviders(<OAuthSuccessPage />, { route: '/oauth-success' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(alertSpy).not.toHaveBeenCalled();
});

test('the code is traded by POST, with the nonce, for the token and user, which are stored, then /account for a completed profile', async () => {
  const posted = exchangeAnswers(COMPLETED, 'tok-google');
  const route = await returnOfOwnSignIn('token=one-time-code&complete=false');
  const nonce = new URL(route, 'http://localhost').searchParams.get('nonce');
  const { router, store } = renderWithProviders(<OAuthSuccessPage />, { route });
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  expect(posted()).toEqual({ code: 'one-time-code', nonce });
  expect(readStorage(STORAGE_KEYS.token)).toBe('tok-google');
  expect(JSON.parse(readStorage(STORAGE_KEYS.user)!)).toEqual(COMPLETED);
  expect(store.getState().session).toEqual({ status: 'ready', token: 'tok-google', user: COMPLETED });
});

test('complete=true goes to /complete-profile', async () => {
  exchangeAnswers(COMPLETED);
  const { router } = renderWithProviders(<OAuthSuccessPage />, { route: await returnOfOwnSignIn('token=code&complete=true') });
  await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
});

test('a profile not completed goes to /complete-profile whatever complete says', async () => {
  exchangeAnswers(NEW_USER);
  const { router } = renderWithProviders(<OAuthSuccessPage />, { route: await returnOfOwnSignIn('token=code&complete=false') });
  await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
});

test('a code the server refuses (used or expired): alerted as an expired sign-in, /login, and no token kept', async () => {
  exchangeRefuses(401, { msg: 'This Google sign-in has expired or was already used. Please sign in with Google again.' });
  const { router, store } = renderWithProviders(<OAuthSuccessPage />, { route: await returnOfOwnSignIn('token=used-code&complete=false') });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(alertSpy).toHaveBeenCalledWith('OAuth login failed: The Google sign-in expired or was started in another browser. Please try again.');
  expect(readStorage(STORAGE_KEYS.token)).toBeNull();
  expect(store.getState().session.token).toBeNull();
});

test('a server failure while trading the code: alerted as our failure, /login, and no token kept', async () => {
  exchangeRefuses(500, { msg: 'Internal Server Error' });
  const { router, store } = renderWithProviders(<OAuthSuccessPage />, { route: await returnOfOwnSignIn('token=code&complete=false') });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(alertSpy).toHaveBeenCalledWith('OAuth login failed: Google login failed on our side. Please try again in a moment.');
  expect(store.getState().session.token).toBeNull();
});

test('an account banned by the time the code is traded: the ban and its end', async () => {
  exchangeRefuses(403, { msg: 'banned', errorType: 'account_banned', banDetails: { reason: 'Smurfing', until: '2030-01-02T03:04:00.000Z' } });
  renderWithProviders(<OAuthSuccessPage />, { route: await returnOfOwnSignIn('token=code&complete=false') });
  await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('OAuth login failed: Your account has been banned until 2030-01-02 03:04 UTC.'));
});
