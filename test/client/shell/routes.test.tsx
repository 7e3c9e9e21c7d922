import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { defaultHandlers } from '../handlers';
import { server } from '../mswServer';
import { renderApp, signedIn } from '../render';
import { overlaysDismissed } from './shellState';

/** Every route of the app, with sample parameters; an admin session opens the guarded ones. */
const ROUTES = [
  '/',
  '/tournaments',
  '/tournaments/0123456789abcdef01234567',
  '/tournaments/old/0123456789abcdef01234567',
  '/shop',
  '/versus-token',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email/sample-token',
  '/confirm-deletion/sample-token',
  '/confirm-deletion',
  '/newsletter/unsubscribe',
  '/newsletter',
  '/profile/player1',
  '/games',
  '/games/valorant',
  '/downloads',
  '/imprint',
  '/impressum',
  '/privacy',
  '/privacy-policy',
  '/terms',
  '/faq',
  '/account',
  '/early-access',
  '/early-access/success',
  '/admin-dashboard',
  '/admin-login',
  '/admin',
  '/versusbackoffice',
  '/versusbackoffice/tournaments',
  '/oauth-success',
  '/complete-profile',
  '/no/such/page',
];

// This test is about the layout, not the data: calls the default handlers do not answer get a 404.
beforeEach(() => {
  server.resetHandlers(...defaultHandlers, http.all('*/api/*', () => HttpResponse.json({ msg: 'Not found' }, { status: 404 })));
});

test.each(ROUTES)('%s renders a page with a level-1 heading inside the layout', async (route) => {
  renderApp({ route, preloadedState: { ...signedIn({ isAdmin: true, role: 'admin' }), ...overlaysDismissed() } });
  expect(await within(await screen.findByRole('main')).findByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});
