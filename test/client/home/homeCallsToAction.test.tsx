import { screen, within } from '@testing-library/react';
import { HomeCallsToAction } from '../../../src/features/home/HomeCallsToAction';
import { renderWithProviders, signedOut } from '../render';

// Rating a game needs no account and tournaments are joined in the bot, and no game has a trailer:
// the calls to action promise only what the site does.
test('the register call to action offers what an account really gives', () => {
  renderWithProviders(<HomeCallsToAction />, { preloadedState: signedOut });
  const accountCta = screen.getByRole('region', { name: 'Compete for real prizes' });
  expect(within(accountCta).getByText(/chat with your friends, see who is online and manage your tournament notifications/)).toBeInTheDocument();
  expect(within(accountCta).queryByText(/join tournaments|rate games/)).not.toBeInTheDocument();
  expect(within(accountCta).getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
});

test('the catalogue call to action promises ratings, not trailers', () => {
  renderWithProviders(<HomeCallsToAction />, { preloadedState: signedOut });
  const catalogueCta = screen.getByRole('region', { name: 'Find your game' });
  expect(within(catalogueCta).getByText(/see every game we run tournaments for and how players rate it/)).toBeInTheDocument();
  expect(within(catalogueCta).queryByText(/trailer/i)).not.toBeInTheDocument();
});
