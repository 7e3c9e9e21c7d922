import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LoginForm } from '../../../src/features/account/LoginForm';
import { renderApp, renderWithProviders, signedIn } from '../render';
import { server } from '../mswServer';
import { quietOverlays, refuseRealtime } from './accountState';

beforeEach(() => server.use(refuseRealtime));

const USER = { _id: 'd'.repeat(24), username: 'ace', email: 'ace@example.com', role: 'user', profileCompleted: true };

function answerLogin(answer: () => Response) {
  server.use(http.post('*/api/auth/login', answer), ...['/api/login', '/auth/login', '/users/login'].map((path) => http.post(`*${path}`, () => HttpResponse.json({ msg: 'Not found' }, { status: 404 }))));
}

test('both fields are required; nothing is sent without them', async () => {
  let calls = 0;
  server.use(http.post('*/api/auth/login', () => {
    calls++;
    return HttpResponse.json({});
  }));
  const { user } = renderWithProviders(<LoginForm />);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByLabelText('Username or e-mail')).toHaveAccessibleDescription('Please enter your username or e-mail.');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
  expect(screen.getByLabelText('Username or e-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toBe(0);
});

test('success goes to / (typed and submitted from the keyboard alone)', async () => {
  answerLogin(() => HttpResponse.json({ token: 'tok', user: USER }));
  const { user, router, store } = renderWithProviders(<LoginForm />, { route: '/somewhere' });
  await user.tab();
  expect(screen.getByLabelText('Username or e-mail')).toHaveFocus();
  await user.keyboard('ace');
  await user.tab();
  await user.keyboard('secret-pass{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(store.getState().session.user).toEqual(USER);
});

test('failure shows the message of the result', async () => {
  answerLogin(() => HttpResponse.json({ msg: 'Invalid email/username or password.' }, { status: 401 }));
  const { user, router } = renderWithProviders(<LoginForm />, { route: '/' });
  await user.type(screen.getByLabelText('Username or e-mail'), 'ace');
  await user.type(screen.getByLabelText('Password'), 'wrong-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email/username or password.');
  expect(router.state.location.pathname).toBe('/');
});

test('failure without a message shows Login failed', async () => {
  answerLogin(() => new HttpResponse(null, { status: 404 }));
  const { user } = renderWithProviders(<LoginForm />);
  await user.type(screen.getByLabelText('Username or e-mail'), 'ace');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
});

test('a network failure shows Server error', async () => {
  server.use(...['/api/auth/login', '/api/login', '/auth/login', '/users/login'].map((path) => http.post(`*${path}`, () => HttpResponse.error())));
  const { user } = renderWithProviders(<LoginForm />);
  await user.type(screen.getByLabelText('Username or e-mail'), 'ace');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Server error$/);
});

test('a message naming one field is shown under that field', async () => {
  answerLogin(() => HttpResponse.json({ msg: 'password must NOT have more than 128 characters' }, { status: 400 }));
  const { user } = renderWithProviders(<LoginForm />);
  await user.type(screen.getByLabelText('Username or e-mail'), 'ace');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('password must NOT have more than 128 characters'));
  expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
});

test('/login: an unverified account shows the message and a Resend verification e-mail button that resends', async () => {
  answerLogin(() =>
    HttpResponse.json(
      { msg: 'Please verify your e-mail address before logging in.', errorType: 'email_not_verified', email: 'ace@example.com', username: 'ace' },
      { status: 403 },
    ),
  );
  let resentTo: unknown = null;
  server.use(
    http.post('*/api/auth/resend-verification', async ({ request }) => {
      resentTo = ((await request.json()) as { email: string }).email;
      return HttpResponse.json({ msg: 'A new verification link is on its way.' });
    }),
  );
  const { user } = renderApp({ route: '/login', preloadedState: { session: { status: 'ready', token: null, user: null }, ...quietOverlays() } });
  const form = await screen.findByRole('form', { name: 'Login' });
  await user.type(screen.getByLabelText('Username or e-mail'), 'ace');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByText('Please verify your e-mail address before logging in.')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Resend verification e-mail' }));
  expect(await screen.findByText('A new verification link is on its way.')).toBeInTheDocument();
  expect(resentTo).toBe('ace@example.com');
  expect(form).toBeInTheDocument();
});

test('/login: a banned account shows the message with the reason and the end of the ban', async () => {
  answerLogin(() =>
    HttpResponse.json(
      { msg: 'Your account has been banned until 2031-01-01 00:00 UTC.', errorType: 'account_banned', banDetails: { reason: 'Cheating', until: '2031-01-01T00:00:00.000Z' } },
      { status: 403 },
    ),
  );
  const { user } = renderApp({ route: '/login', preloadedState: { session: { status: 'ready', token: null, user: null }, ...quietOverlays() } });
  await user.type(await screen.findByLabelText('Username or e-mail'), 'ace');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your account has been banned until 2031-01-01 00:00 UTC.');
  expect(screen.getByText('Cheating')).toBeInTheDocument();
});

test('/login and /register offer Google login only when the server has a Google client', async () => {
  const visitor = { session: { status: 'ready', token: null, user: null }, ...quietOverlays() } as const;
  const withGoogle = renderApp({ route: '/login', preloadedState: visitor, config: { googleClientId: 'client-id.apps.example' } });
  expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/auth/google');
  withGoogle.unmount();
  for (const route of ['/login', '/register']) {
    const { unmount } = renderApp({ route, preloadedState: visitor });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
    unmount();
  }
});

test('signed-in people visiting /login or /register are sent on to /account', async () => {
  server.use(http.get('*/api/notify/mine', () => HttpResponse.json({ items: [] })));
  for (const route of ['/login', '/register']) {
    const { router, unmount } = renderApp({ route, preloadedState: { ...signedIn(USER), ...quietOverlays() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    unmount();
  }
});

test('/login after the guard sent a visitor there goes back to the page they wanted', async () => {
  answerLogin(() => HttpResponse.json({ token: 'tok', user: USER }));
  server.use(http.get('*/api/notify/mine', () => HttpResponse.json({ items: [] })));
  const { user, router } = renderApp({ route: '/account', preloadedState: { session: { status: 'ready', token: null, user: null }, ...quietOverlays() } });
  await user.type(await screen.findByLabelText('Username or e-mail'), 'ace');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
});
