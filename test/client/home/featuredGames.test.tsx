import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FeaturedGames } from '../../../src/features/home/FeaturedGames';
import { server } from '../mswServer';
import { renderWithProviders } from '../render';
import { aGame, failing } from './homeFixtures';

const newest = ['Newest One', 'Newest Two', 'Newest Three', 'Newest Four'].map((name) => aGame({ key: name.toLowerCase().replace(' ', '-'), name }));
const featured = ['Featured A', 'Featured B', 'Featured C', 'Featured D'].map((name) => aGame({ key: name.toLowerCase().replace(' ', '-'), name, featured: true }));

/** Answers the two featured-games calls and records the sort and limit of each. */
function gamesBySort(answers: { release: () => Response; featured: () => Response }) {
  const sorts: string[] = [];
  server.use(
    http.get('*/api/games', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const sort = params.get('sort') ?? '';
      sorts.push(`${sort} limit=${params.get('limit')}`);
      return sort === 'release' ? answers.release() : answers.featured();
    }),
  );
  return sorts;
}

async function shownGames(): Promise<string[]> {
  const section = screen.getByRole('region', { name: 'Featured Games' });
  const cards = await within(section).findAllByRole('article');
  return cards.map((card) => within(card).getByRole('heading').textContent ?? '');
}

test('four games of sort=release are the featured games; sort=featured is not asked', async () => {
  const sorts = gamesBySort({ release: () => HttpResponse.json(newest), featured: () => HttpResponse.json(featured) });
  renderWithProviders(<FeaturedGames />);
  expect(await shownGames()).toEqual(['Newest One', 'Newest Two', 'Newest Three', 'Newest Four']);
  expect(sorts).toEqual(['release limit=4']);
});

test('fewer than four of sort=release are topped up from sort=featured, without showing a game twice', async () => {
  const sorts = gamesBySort({
    release: () => HttpResponse.json(newest.slice(0, 2)),
    featured: () => HttpResponse.json([newest[1], ...featured]),
  });
  renderWithProviders(<FeaturedGames />);
  expect(await shownGames()).toEqual(['Newest One', 'Newest Two', 'Featured A', 'Featured B']);
  expect(sorts).toEqual(['release limit=4', 'featured limit=4']);
});

test('when sort=release fails, sort=featured answers', async () => {
  gamesBySort({ release: failing, featured: () => HttpResponse.json(featured) });
  renderWithProviders(<FeaturedGames />);
  expect(await shownGames()).toEqual(['Featured A', 'Featured B', 'Featured C', 'Featured D']);
});

test('when both calls fail, the static fallback of four games is shown, without images of their own', async () => {
  gamesBySort({ release: failing, featured: () => HttpResponse.error() });
  renderWithProviders(<FeaturedGames />);
  expect(await shownGames()).toEqual(['Mario Kart', 'EA FC', 'Call of Duty', 'Clash Royale']);
  for (const image of within(screen.getByRole('region', { name: 'Featured Games' })).getAllByRole('img', { name: / cover$/ })) {
    expect(image).toHaveAttribute('src', '/images/placeholder-game.svg');
  }
});

test('when both calls answer no games at all, the fallback is shown too', async () => {
  gamesBySort({ release: () => HttpResponse.json([]), featured: () => HttpResponse.json([]) });
  renderWithProviders(<FeaturedGames />);
  expect(await shownGames()).toEqual(['Mario Kart', 'EA FC', 'Call of Duty', 'Clash Royale']);
});
