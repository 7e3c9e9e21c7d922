import { screen, within } from '@testing-library/react';
import { renderApp } from '../render';

test('an unknown path shows Page Not Found with links to home, games, tournaments, shop, token and FAQ', async () => {
  renderApp({ route: '/no/such/page' });
  expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  const links = screen.getByRole('navigation', { name: 'Helpful links' });
  for (const [name, href] of [
    ['Home', '/'],
    ['Games', '/games'],
    ['Tournaments', '/tournaments'],
    ['Shop', '/shop'],
    ['VERSUS Token', '/versus-token'],
    ['FAQ', '/faq'],
  ]) {
    expect(within(links).getByRole('link', { name })).toHaveAttribute('href', href);
  }
});
