import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { aGame, catalogue, catalogueHandlers } from './fixtures';

function gameNames(): string[] {
  return within(screen.getByRole('list', { name: 'Games' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

test('lists the catalogue from GET /api/games?limit=30 and announces how many games are shown', async () => {
  let requested: URL | null = null;
  server.use(
    http.get('*/api/games', ({ request }) => {
      requested = new URL(request.url);
      return HttpResponse.json(catalogue);
    }),
    ...catalogueHandlers(),
  );
  renderApp({ route: '/games' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeInTheDocument();
  expect(await screen.findByRole('status')).toHaveTextContent('6 games');
  expect(gameNames()).toEqual(catalogue.map((game) => game.name));
  expect(requested!.searchParams.get('limit')).toBe('30');
});

test('searching by text narrows the list, keeps the search in the URL, and announces "1 game"', async () => {
  server.use(...catalogueHandlers());
  const { user, router } = renderApp({ route: '/games' });
  await screen.findByText('6 games');

  await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'connected world');
  expect(screen.getByRole('status')).toHaveTextContent('1 game');
  expect(gameNames()).toEqual(['Mario Kart World']);
  expect(router.state.location.search).toBe('?q=connected+world');
});

test('genre, platform and competitive filters combine and can be cleared', async () => {
  server.use(...catalogueHandlers());
  const { user, router } = renderApp({ route: '/games' });
  await screen.findByText('6 games');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Shooter');
  expect(gameNames()).toEqual(['Call of Duty: Black Ops 7', 'VALORANT', 'Counter-Strike 2']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'PS5');
  expect(gameNames()).toEqual(['Call of Duty: Black Ops 7', 'VALORANT']);
  expect(new URLSearchParams(router.state.location.search).get('platform')).toBe('PS5');

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(screen.getByRole('status')).toHaveTextContent('6 games');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Competitive' }), 'Casual');
  expect(gameNames()).toEqual(['Mario Kart World']);
});

test('filters in the URL apply on arrival, and no match says so', async () => {
  server.use(...catalogueHandlers());
  renderApp({ route: '/games?genre=Racing&competitive=false' });
  expect(await screen.findByText('1 game')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveValue('Racing');
  expect(gameNames()).toEqual(['Mario Kart World']);
});

test('a search that matches nothing offers to show all games again', async () => {
  server.use(...catalogueHandlers());
  const { user } = renderApp({ route: '/games?q=zzz' });
  expect(await screen.findByText('No games match your search.')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('0 games');
  await user.click(screen.getByRole('button', { name: 'Show all games' }));
  expect(screen.getByRole('status')).toHaveTextContent('6 games');
});

test('the filters are reachable and usable with the keyboard alone', async () => {
  server.use(...catalogueHandlers());
  const { user } = renderApp({ route: '/games' });
  await screen.findByText('6 games');
  const search = screen.getByRole('searchbox', { name: 'Search games' });
  search.focus();
  await user.keyboard('valorant');
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveFocus();
  expect(gameNames()).toEqual(['VALORANT']);
});

test('a failed catalogue load says so and can be retried', async () => {
  let calls = 0;
  server.use(
    http.get('*/api/games', () => (++calls === 1 ? HttpResponse.json({ msg: 'down' }, { status: 503 }) : HttpResponse.json(catalogue))),
    ...catalogueHandlers(),
  );
  const { user } = renderApp({ route: '/games' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the games.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('6 games')).toBeInTheDocument();
});

describe('ratings of the list', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  test('are fetched for the first 12 games only, 5 at a time with a 50 ms pause between batches', async () => {
    jest.useFakeTimers();
    const games = Array.from({ length: 14 }, (_, index) => aGame({ key: `game-${index + 1}`, name: `Game ${index + 1}`, averageRating: 2, ratingCount: 3 }));
    const requested: string[] = [];
    server.use(
      http.get('*/api/games', () => HttpResponse.json(games)),
      http.get('*/api/game-ratings/:gameKey', ({ params }) => {
        requested.push(String(params.gameKey));
        return HttpResponse.json({ average: 4, count: 1, userRating: null, hasRated: false });
      }),
    );
    renderApp({ route: '/games' });
    expect(await screen.findByText('14 games')).toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(requested).toHaveLength(5);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(49);
    });
    expect(requested).toHaveLength(5);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(requested).toHaveLength(10);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(requested).toEqual(games.slice(0, 12).map((game) => game.key));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(requested).toHaveLength(12);

    // The fetched games show their fresh summary; the others the list's own.
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).getByText('4.0/5 stars (1 rating)')).toBeInTheDocument();
    expect(within(cards[13]!).getByText('2.0/5 stars (3 ratings)')).toBeInTheDocument();
  });
});
