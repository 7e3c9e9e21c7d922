import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ConfirmDeletionPage } from '../../../src/features/account/ConfirmDeletionPage';
import { readStorage, writeStorage } from '../../../src/lib/storage';
import { renderApp, renderWithProviders, signedIn } from '../render';
import { server } from '../mswServer';
import { quietOverlays } from './accountState';

const USER_ID = 'e'.repeat(24);
// As mailed: the secrets in the fragment, which the browser never sends to a server.
const LINK = `/confirm-deletion#token=deletion-token&userId=${USER_ID}`;

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

function recordConfirmations(answer: () => Response = () => HttpResponse.json({ msg: 'Your account has been deleted.' })) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/user/confirm-deletion', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

function renderPage(route = LINK) {
  return renderWithProviders(<ConfirmDeletionPage />, { route, userOptions: { advanceTimers: jest.advanceTimersByTime } });
}

test('asks first: the warning that it cannot be undone, deletion in 10 seconds, Cancel and Delete Now', () => {
  recordConfirmations();
  renderPage();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm Account Deletion');
  expect(screen.getByText(/This action cannot be undone\./)).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent('Your account will be deleted automatically in 10 seconds.');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Delete Now' })).toBeEnabled();
});

test('deletes on its own after 10 seconds, with the token and userId of the link', async () => {
  const bodies = recordConfirmations();
  renderPage();
  act(() => jest.advanceTimersByTime(9_000));
  expect(bodies).toHaveLength(0);
  expect(screen.getByRole('timer')).toHaveTextContent('in 1 second.');
  act(() => jest.advanceTimersByTime(1_000));
  expect(await screen.findByRole('heading', { name: 'Account Deleted' })).toBeInTheDocument();
  expect(bodies).toEqual([{ token: 'deletion-token', userId: USER_ID }]);
});

test('Delete Now deletes at once; success clears all local storage and goes home after 3 seconds', async () => {
  const bodies = recordConfirmations();
  writeStorage('token', 'old-token');
  writeStorage('user', '{"username":"ace"}');
  writeStorage('cookieConsent', '{"accepted":true}');
  const { user, router, store } = renderWithProviders(<ConfirmDeletionPage />, {
    route: LINK,
    preloadedState: signedIn(),
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await user.click(screen.getByRole('button', { name: 'Delete Now' }));
  expect(await screen.findByRole('heading', { name: 'Account Deleted' })).toBeInTheDocument();
  expect(bodies).toHaveLength(1);
  expect(window.localStorage.length).toBe(0);
  expect(readStorage('token')).toBeNull();
  expect(store.getState().session.user).toBeNull();

  act(() => jest.advanceTimersByTime(2_900));
  expect(router.state.location.pathname).toBe('/confirm-deletion');
  act(() => jest.advanceTimersByTime(100));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  // The automatic deletion does not fire a second time.
  act(() => jest.advanceTimersByTime(10_000));
  expect(bodies).toHaveLength(1);
});

test('Cancel goes home and nothing is deleted', async () => {
  const bodies = recordConfirmations();
  const { user, router } = renderApp({
    route: LINK,
    preloadedState: { session: { status: 'ready', token: null, user: null }, ...quietOverlays() },
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  act(() => jest.advanceTimersByTime(10_000));
  expect(bodies).toHaveLength(0);
});

test.each([
  ['the server msg', () => HttpResponse.json({ msg: 'This deletion link is invalid or has expired.' }, { status: 400 }), 'This deletion link is invalid or has expired.'],
  ['Account deletion failed. without one', () => HttpResponse.json({}, { status: 500 }), 'Account deletion failed.'],
  ['the network error text when the call fails', () => HttpResponse.error(), 'Network error. Please try again or contact support.'],
])('failure: Deletion Failed with %s and Go to Homepage', async (_case, answer, message) => {
  recordConfirmations(answer);
  writeStorage('token', 'kept-token');
  const { user, router } = renderPage();
  await user.click(screen.getByRole('button', { name: 'Delete Now' }));
  expect(await screen.findByRole('heading', { name: 'Deletion Failed' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(readStorage('token')).toBe('kept-token');
  await user.click(screen.getByRole('button', { name: 'Go to Homepage' }));
  expect(router.state.location.pathname).toBe('/');
});

test('a link mailed before, with token and userId in the query, still works', async () => {
  const bodies = recordConfirmations();
  const { user } = renderPage(`/confirm-deletion?token=query-token&userId=${USER_ID}`);
  await user.click(screen.getByRole('button', { name: 'Delete Now' }));
  expect(await screen.findByRole('heading', { name: 'Account Deleted' })).toBeInTheDocument();
  expect(bodies).toEqual([{ token: 'query-token', userId: USER_ID }]);
});

test.each([
  ['no token', `/confirm-deletion#userId=${USER_ID}`],
  ['no token (query)', `/confirm-deletion?userId=${USER_ID}`],
  ['no userId', '/confirm-deletion#token=deletion-token'],
  ['neither', '/confirm-deletion'],
])('a link with %s goes straight to the error, and nothing is sent', (_case, route) => {
  const bodies = recordConfirmations();
  renderPage(route);
  expect(screen.getByRole('heading', { name: 'Deletion Failed' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid deletion link. Please request a new account deletion from your settings.');
  act(() => jest.advanceTimersByTime(10_000));
  expect(bodies).toHaveLength(0);
});

test('/confirm-deletion/{token}?userId=… takes the token from the path', async () => {
  const bodies = recordConfirmations();
  const { user } = renderApp({
    route: `/confirm-deletion/path-token?userId=${USER_ID}`,
    preloadedState: { session: { status: 'ready', token: null, user: null }, ...quietOverlays() },
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete Now' }));
  expect(await screen.findByRole('heading', { name: 'Account Deleted' })).toBeInTheDocument();
  expect(bodies).toEqual([{ token: 'path-token', userId: USER_ID }]);
});
