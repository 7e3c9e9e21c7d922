import { fireEvent, screen, within } from '@testing-library/react';
import { GameCard } from '../../../src/features/games/GameCard';
import { renderWithProviders } from '../render';
import { marioKart, valorant } from './fixtures';

const BOT_URL = 'https://t.me/test_versus_bot';

test('shows the cover, up to 3 platforms, the first genre, the name, the rating and the short description', () => {
  renderWithProviders(<GameCard game={valorant} />, { config: { botUrl: BOT_URL } });
  const card = screen.getByRole('article', { name: 'VALORANT' });

  expect(within(card).getByRole('img', { name: 'VALORANT cover' })).toHaveAttribute('src', '/images/games/valorant/cover.svg');
  const platforms = within(card).getByRole('list', { name: 'Platforms' });
  expect(within(platforms).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['PC', 'PS5', 'Xbox Series X|S']);
  expect(within(card).getByText('Shooter')).toBeInTheDocument();
  expect(within(card).queryByText('Tactical shooter')).not.toBeInTheDocument();
  expect(within(card).getByRole('heading', { name: 'VALORANT' })).toBeInTheDocument();
  // Not fetched by a list batch: the list's own summary is shown.
  expect(within(card).getByText('4.3/5 stars (4 ratings)')).toBeInTheDocument();
  expect(within(card).getByText('A 5v5 tactical shooter.')).toBeInTheDocument();
});

test('View details goes to /games/{slug}; Play now opens the bot in a new tab without an opener', () => {
  renderWithProviders(<GameCard game={valorant} />, { config: { botUrl: BOT_URL } });
  expect(screen.getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/games/valorant');
  const play = screen.getByRole('link', { name: 'Play now' });
  expect(play).toHaveAttribute('href', BOT_URL);
  expect(play).toHaveAttribute('target', '_blank');
  expect(play).toHaveAttribute('rel', 'noopener noreferrer');
});

test('without a short description it says No description available.', () => {
  renderWithProviders(<GameCard game={marioKart} />);
  expect(screen.getByText('No description available.')).toBeInTheDocument();
});

test('a game without a cover shows the placeholder', () => {
  renderWithProviders(<GameCard game={{ ...valorant, coverImage: null, heroUrl: null }} />);
  expect(screen.getByRole('img', { name: 'VALORANT cover' })).toHaveAttribute('src', '/images/placeholder-game.svg');
});

test('a cover that fails to load falls back to the placeholder', async () => {
  renderWithProviders(<GameCard game={valorant} />);
  fireEvent.error(screen.getByRole('img', { name: 'VALORANT cover' }));
  expect(await screen.findByRole('img', { name: 'VALORANT cover' })).toHaveAttribute('src', '/images/placeholder-game.svg');
});
