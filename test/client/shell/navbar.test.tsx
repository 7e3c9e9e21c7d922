import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Navbar } from '../../../src/app/Navbar';
import { server } from '../mswServer';
import { renderApp, renderWithProviders, signedIn, signedOut } from '../render';
import { overlaysDismissed } from './shellState';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

test('the navbar links Home, Tournaments, Games, the token page and Shop, and marks the current page', () => {
  renderWithProviders(<Navbar />, { route: '/games' });
  const nav = mainNav();
  expect(within(nav).getByRole('link', { name: 'VERSUS' })).toHaveAttribute('href', '/');
  for (const [name, href] of [
    ['Home', '/'],
    ['Tournaments', '/tournaments'],
    ['Games', '/games'],
    ['VERSUS Token', '/versus-token'],
    ['Shop', '/shop'],
  ]) {
    expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  expect(within(nav).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('guests see Login and Sign Up', () => {
  renderWithProviders(<Navbar />, { preloadedState: signedOut });
  const nav = mainNav();
  expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
});

test('while the session is loading neither guest nor user controls are shown', () => {
  renderWithProviders(<Navbar />, { preloadedState: { session: { status: 'loading', token: null, user: null } } });
  const nav = mainNav();
  expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
});

describe('logged-in users see a link to /account labelled by the account label rule, and Logout', () => {
  test.each([
    ['the username', { username: 'ShadowAce', nickname: 'Shadow' }, 'ShadowAce'],
    ['the nickname when the username is temporary', { username: 'google_temp_1a2b', nickname: 'Shadow' }, 'Shadow'],
    ['the e-mail prefix without a nickname', { username: 'google_temp_1a2b', nickname: null, email: 'ace@example.com' }, 'ace'],
    ['Profile when nothing else is usable', { username: 'google_temp_1a2b', nickname: null, email: undefined }, 'Profile'],
  ])('%s', (_case, user, label) => {
    renderWithProviders(<Navbar />, { preloadedState: signedIn(user) });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', '/account');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });
});

describe('admins and masters see an Admin Panel link to /admin-login', () => {
  test.each([
    ['isAdmin', { isAdmin: true, role: 'user' }],
    ['role admin', { role: 'admin' }],
    ['role master', { role: 'master' }],
  ])('%s', (_case, user) => {
    renderWithProviders(<Navbar />, { preloadedState: signedIn(user) });
    expect(within(mainNav()).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-login');
  });

  test('a plain user does not', () => {
    renderWithProviders(<Navbar />, { preloadedState: signedIn({ role: 'user', isAdmin: false }) });
    expect(within(mainNav()).queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });
});

describe('Logout tells the server, removes the token and user and goes to /', () => {
  function signInWithStoredSession() {
    const state = signedIn({ username: 'ShadowAce' });
    window.localStorage.setItem('token', 'test-token');
    window.localStorage.setItem('user', JSON.stringify(state.session?.user));
    return { ...state, ...overlaysDismissed() };
  }

  test('POST /api/auth/logout carries the bearer token', async () => {
    const authorizations: (string | null)[] = [];
    server.use(
      http.post('*/api/auth/logout', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ msg: 'Logged out' });
      }),
    );
    const { user, router, store } = renderApp({ route: '/games', preloadedState: signInWithStoredSession() });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authorizations).toEqual(['Bearer test-token']);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(store.getState().session).toMatchObject({ token: null, user: null });
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  test('a failing logout call does not block logout', async () => {
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));
    const { user, router } = renderApp({ route: '/games', preloadedState: signInWithStoredSession() });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
