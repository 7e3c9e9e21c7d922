import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signedIn, signedOut } from '../render';
import { adminPagesApi } from '../admin/adminFixtures';
import { overlaysDismissed } from './shellState';

function mainRegion() {
  return screen.getByRole('main');
}

async function expectPageShownAt(router: ReturnType<typeof renderApp>['router'], path: string) {
  expect(await within(await screen.findByRole('main')).findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(path);
}

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  adminPagesApi();
  // window.alert is the browser's; jsdom does not implement it.
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

test('while the session is loading a guarded page shows Loading...', async () => {
  const { router } = renderApp({
    route: '/account',
    preloadedState: { session: { status: 'loading', token: null, user: null }, ...overlaysDismissed() },
  });
  await screen.findByRole('navigation', { name: 'Main' });
  expect(within(mainRegion()).getByRole('status')).toHaveTextContent('Loading...');
  expect(within(mainRegion()).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/account');
});

test('a visitor on /account is sent to /login', async () => {
  const { router } = renderApp({ route: '/account', preloadedState: { ...signedOut, ...overlaysDismissed() } });
  await expectPageShownAt(router, '/login');
});

test('a visitor on a /versusbackoffice path is sent to /backoffice-login', async () => {
  const { router } = renderApp({ route: '/versusbackoffice/x', preloadedState: { ...signedOut, ...overlaysDismissed() } });
  await expectPageShownAt(router, '/backoffice-login');
});

test.each(['/admin', '/admin-dashboard', '/versusbackoffice/tournaments', '/early-access'])(
  'a plain user on %s gets an alert in German (Zugriff verweigert) and is sent to /',
  async (path) => {
    const { router } = renderApp({ route: path, preloadedState: { ...signedIn({ role: 'user' }), ...overlaysDismissed() } });
    await expectPageShownAt(router, '/');
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith(expect.stringContaining('Zugriff verweigert'));
  },
);

describe('required role admin is met by the isAdmin flag or role admin', () => {
  test.each([
    ['isAdmin', { isAdmin: true, role: 'user' }, '/admin'],
    ['isAdmin', { isAdmin: true, role: 'user' }, '/admin-dashboard'],
    ['role admin', { role: 'admin' }, '/admin-dashboard'],
    ['role admin', { role: 'admin' }, '/versusbackoffice/users'],
  ])('%s reaches %s', async (_case, user, path) => {
    const { router } = renderApp({ route: path, preloadedState: { ...signedIn(user), ...overlaysDismissed() } });
    await expectPageShownAt(router, path);
    expect(alertSpy).not.toHaveBeenCalled();
  });
});

describe('role master reaches the backoffice and early access, not the admin dashboard', () => {
  test.each(['/admin', '/versusbackoffice', '/versusbackoffice/tournaments', '/early-access', '/early-access/success'])(
    'master reaches %s',
    async (path) => {
      const { router } = renderApp({ route: path, preloadedState: { ...signedIn({ role: 'master' }), ...overlaysDismissed() } });
      await expectPageShownAt(router, path);
      expect(alertSpy).not.toHaveBeenCalled();
    },
  );

  test('master on /admin-dashboard gets the German alert and is sent to /', async () => {
    const { router } = renderApp({ route: '/admin-dashboard', preloadedState: { ...signedIn({ role: 'master' }), ...overlaysDismissed() } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(alertSpy).toHaveBeenCalledWith(expect.stringContaining('Zugriff verweigert'));
    expect(alertSpy).toHaveBeenCalledWith(expect.stringContaining('master'));
  });
});
