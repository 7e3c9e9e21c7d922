import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { asAdmin, asMaster, asUser, stats } from './adminFixtures';

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

test('the dashboard shows the counts and trends with their numbers', async () => {
  server.use(http.get('*/api/admin/stats', () => HttpResponse.json(stats)));
  renderApp({ route: '/admin-dashboard', preloadedState: asAdmin });
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
  expect(await screen.findByText('1234')).toBeInTheDocument();
  expect(screen.getByText('987 / 2500')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Verified members of the beta target' })).toHaveAttribute('aria-valuenow', '987');
  const signups = screen.getByRole('list', { name: 'Sign-ups per tournament' });
  expect(within(signups).getByRole('listitem', { name: 'VERSUS Winter Cup: 42 sign-ups' })).toHaveTextContent('42');
  expect(screen.getByRole('listitem', { name: 'EA SPORTS FC 26 (⌀ 4.2): 31 ratings' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Chat messages per day' })).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Chat messages per day' })).getByRole('row', { name: '2026-11-21 77' })).toBeInTheDocument();
});

test('a chart showing only the top rows says how many there are in all', async () => {
  server.use(http.get('*/api/admin/stats', () => HttpResponse.json({ ...stats, tournamentsTotal: 34 })));
  renderApp({ route: '/admin-dashboard', preloadedState: asAdmin });
  expect(await screen.findByRole('heading', { level: 2, name: 'Sign-ups per tournament (top 2 of 34 tournaments)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Ratings per game' })).toBeInTheDocument();
});

test.each([
  ['a master', asMaster],
  ['a user', asUser],
])('%s cannot reach the dashboard: an alert, then home', async (_who, session) => {
  const { router } = renderApp({ route: '/admin-dashboard', preloadedState: session });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(alertSpy).toHaveBeenCalledWith(expect.stringContaining('Zugriff verweigert'));
  expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
});

test('a user cannot reach the backoffice', async () => {
  const { router } = renderApp({ route: '/versusbackoffice/users', preloadedState: asUser });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(alertSpy).toHaveBeenCalledWith(expect.stringContaining('Zugriff verweigert'));
  expect(screen.queryByRole('heading', { name: 'Backoffice' })).not.toBeInTheDocument();
});

test('a master invites by e-mail, lands on the success page and can go back', async () => {
  let sent: unknown;
  server.use(
    http.get('*/api/admin/early-access', () =>
      HttpResponse.json({
        items: [{ id: '6a1f00d5e1a7c0de0000f001', email: 'old@example.com', status: 'accepted', invitedBy: 'moderator', invitedAt: '2026-11-01T09:00:00.000Z', acceptedAt: '2026-11-02T09:00:00.000Z' }],
        total: 1,
      }),
    ),
    http.post('*/api/admin/early-access', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ id: '6a1f00d5e1a7c0de0000f002', email: 'new@example.com', status: 'pending', invitedBy: 'moderator', invitedAt: '2026-11-21T09:00:00.000Z', acceptedAt: null }, { status: 201 });
    }),
  );
  const { user, router } = renderApp({ route: '/early-access', preloadedState: asMaster });
  expect(await screen.findByRole('cell', { name: 'old@example.com' })).toBeInTheDocument();
  expect(screen.getByText('accepted')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');

  await user.clear(screen.getByRole('textbox', { name: 'E-mail address' }));
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'New@Example.com');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Invitation sent' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/early-access/success');
  expect(sent).toEqual({ email: 'New@Example.com' });
  expect(screen.getByText(/new@example.com gets a mail/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Invite someone else' })).toHaveAttribute('href', '/early-access');
});
