import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp, signedIn, signedOut } from '../render';
import { server } from '../mswServer';
import { adminPagesApi } from '../admin/adminFixtures';
import { quietOverlays, refuseRealtime } from './accountState';

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  server.use(refuseRealtime);
  adminPagesApi();
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

function answerLoginWith(user: Record<string, unknown>) {
  server.use(http.post('*/api/auth/login', () => HttpResponse.json({ token: 'tok', user: { _id: 'a'.repeat(24), email: 'x@example.com', ...user } })));
}

async function signInAt(route: string) {
  const rendered = renderApp({ route, preloadedState: { ...signedOut, ...quietOverlays() } });
  const form = await screen.findByRole('form', { name: 'Admin sign-in' });
  await rendered.user.type(within(form).getByLabelText('Username or e-mail'), 'boss');
  await rendered.user.type(within(form).getByLabelText('Password'), 'secret-pass');
  await rendered.user.click(within(form).getByRole('button', { name: 'Sign in' }));
  return rendered;
}

describe.each(['/admin-login', '/backoffice-login'])('%s', (route) => {
  test.each([
    ['an admin by role', { role: 'admin' }],
    ['an admin by flag', { role: 'user', isAdmin: true }],
    ['a master', { role: 'master' }],
  ])('%s lands on /admin', async (_who, user) => {
    answerLoginWith({ username: 'boss', ...user });
    const { router } = await signInAt(route);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(alertSpy).not.toHaveBeenCalled();
  });

  test('a non-admin gets a clear message and stays', async () => {
    answerLoginWith({ username: 'player', role: 'user' });
    const { router } = await signInAt(route);
    expect(await screen.findByText('This account has no access to the admin area. Sign in with an admin or master account.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(route);
  });
});

test('an admin already signed in goes straight to /admin from /admin-login', async () => {
  const { router } = renderApp({ route: '/admin-login', preloadedState: { ...signedIn({ role: 'admin' }), ...quietOverlays() } });
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
});

describe('guard matrix: where each actor ends up', () => {
  const actors = {
    visitor: signedOut,
    user: signedIn({ role: 'user' }),
    admin: signedIn({ role: 'admin' }),
    master: signedIn({ role: 'master' }),
  } as const;
  const matrix: Array<[keyof typeof actors, string, string]> = [
    ['visitor', '/account', '/login'],
    ['visitor', '/admin', '/login'],
    ['visitor', '/versusbackoffice/x', '/backoffice-login'],
    ['visitor', '/early-access', '/login'],
    ['visitor', '/admin-dashboard', '/login'],
    ['user', '/account', '/account'],
    ['user', '/admin', '/'],
    ['user', '/versusbackoffice/x', '/'],
    ['user', '/early-access', '/'],
    ['user', '/admin-dashboard', '/'],
    ['admin', '/account', '/account'],
    ['admin', '/admin', '/admin'],
    ['admin', '/versusbackoffice/x', '/versusbackoffice/x'],
    ['admin', '/early-access', '/early-access'],
    ['admin', '/admin-dashboard', '/admin-dashboard'],
    ['master', '/account', '/account'],
    ['master', '/admin', '/admin'],
    ['master', '/versusbackoffice/x', '/versusbackoffice/x'],
    ['master', '/early-access', '/early-access'],
    ['master', '/admin-dashboard', '/'],
  ];
  test.each(matrix)('%s on %s ends up on %s', async (actor, path, expected) => {
    server.use(http.get('*/api/notify/mine', () => HttpResponse.json({ items: [] })));
    const { router } = renderApp({ route: path, preloadedState: { ...actors[actor], ...quietOverlays() } });
    await waitFor(() => expect(router.state.location.pathname).toBe(expected));
    expect(await within(await screen.findByRole('main')).findByRole('heading', { level: 1 })).toBeInTheDocument();
    const denied = actor === 'user' ? path !== '/account' : actor === 'master' && path === '/admin-dashboard';
    if (denied) expect(alertSpy).toHaveBeenCalledWith(expect.stringContaining('Zugriff verweigert'));
    else expect(alertSpy).not.toHaveBeenCalled();
  });
});
