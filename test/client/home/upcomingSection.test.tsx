import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UpcomingSection } from '../../../src/features/home/UpcomingSection';
import { server } from '../mswServer';
import { renderWithProviders } from '../render';
import { aGame, aTournament, catalogueHandler, failing, restoreViewport, tournamentsHandler, useViewport } from './homeFixtures';

afterEach(restoreViewport);

const ratings: Record<string, { average: number; count: number }> = {
  'many-good': { average: 4.1, count: 120 },
  'many-best': { average: 4.6, count: 10 },
  'few-great': { average: 4.9, count: 9 },
  'few-fine': { average: 3.5, count: 2 },
  'few-fine-too': { average: 3.5, count: 4 },
  unrated: { average: 0, count: 0 },
  'many-poor': { average: 2.2, count: 31 },
};
const catalogue = Object.keys(ratings).map((key) => aGame({ key, name: key.replace(/-/g, ' ').toUpperCase() }));

function ratingsHandler() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/game-ratings/:gameKey', ({ params }) => {
      const key = String(params.gameKey);
      asked.push(key);
      return HttpResponse.json({ ...(ratings[key] ?? { average: 0, count: 0 }), userRating: null, hasRated: false });
    }),
  );
  return asked;
}

function cardTitles(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('article')
    .map((card) => within(card).getAllByRole('heading')[0]!.textContent ?? '');
}

describe('upcoming tournaments', () => {
  test('three upcoming tournaments: accepted statuses only, valid dates first, earliest first, then by title', async () => {
    server.use(
      catalogueHandler(catalogue),
      tournamentsHandler([
        aTournament('Live now', { status: 'LIVE', startAt: '2029-01-01T10:00:00Z' }),
        aTournament('Date to come', { status: 'COMING_SOON', startAt: 'TBA' }),
        aTournament('Spring Scheduled', { status: 'scheduled', startAt: '2030-04-01T10:00:00Z' }),
        aTournament('Finished', { status: 'COMPLETED', startAt: '2029-02-01T10:00:00Z' }),
        aTournament('Winter Upcoming', { status: 'UPCOMING', startAt: '2030-01-10T10:00:00Z' }),
        aTournament('Autumn Coming Soon', { status: 'coming_soon', startAt: '2029-10-01T10:00:00Z' }),
      ]),
    );
    ratingsHandler();
    renderWithProviders(<UpcomingSection />);
    const region = screen.getByRole('region', { name: 'Upcoming Tournaments' });
    await within(region).findAllByRole('article');
    expect(cardTitles(region)).toEqual(['Autumn Coming Soon', 'Winter Upcoming', 'Spring Scheduled']);
  });

  test('the sort and limit of the call are date and 20', async () => {
    const asked: string[] = [];
    server.use(
      catalogueHandler(catalogue),
      http.get('*/api/tournaments', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json([aTournament('From a bare list')]);
      }),
    );
    renderWithProviders(<UpcomingSection />);
    expect(await screen.findByRole('heading', { name: 'From a bare list' })).toBeInTheDocument();
    expect(asked).toEqual(['?sort=date&limit=20']);
  });

  test('without upcoming tournaments the section says so', async () => {
    server.use(catalogueHandler(catalogue), tournamentsHandler([aTournament('Old', { status: 'COMPLETED' })]));
    renderWithProviders(<UpcomingSection />);
    expect(await screen.findByText(/No upcoming tournaments right now/)).toBeInTheDocument();
  });
});

describe('popular games', () => {
  test('games with 10 ratings or more come first by average; the rest fill up by rating, then name (6 on desktop)', async () => {
    useViewport({ narrow: false });
    server.use(catalogueHandler(catalogue), tournamentsHandler([]));
    ratingsHandler();
    renderWithProviders(<UpcomingSection />);
    const region = screen.getByRole('region', { name: 'Popular Games' });
    await within(region).findAllByRole('article');
    expect(cardTitles(region)).toEqual(['MANY BEST', 'MANY GOOD', 'MANY POOR', 'FEW GREAT', 'FEW FINE', 'FEW FINE TOO']);
  });

  test('three popular games under 768 px', async () => {
    useViewport({ narrow: true });
    server.use(catalogueHandler(catalogue), tournamentsHandler([]));
    ratingsHandler();
    renderWithProviders(<UpcomingSection />);
    const region = screen.getByRole('region', { name: 'Popular Games' });
    await within(region).findAllByRole('article');
    expect(cardTitles(region)).toEqual(['MANY BEST', 'MANY GOOD', 'MANY POOR']);
  });

  test('the catalogue is asked with limit 30 and ratings only for its first 12 games', async () => {
    const games = Array.from({ length: 15 }, (_, index) => aGame({ key: `game-${index + 1}`, name: `Game ${index + 1}` }));
    const asked: string[] = [];
    server.use(
      http.get('*/api/games', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(games);
      }),
      tournamentsHandler([]),
    );
    const ratingCalls = ratingsHandler();
    renderWithProviders(<UpcomingSection />);
    await within(screen.getByRole('region', { name: 'Popular Games' })).findAllByRole('article');
    expect(asked).toEqual(['?limit=30']);
    expect(ratingCalls.sort()).toEqual(games.slice(0, 12).map((game) => game.key).sort());
  });

  test('a game whose rating call fails counts with the summary of the list', async () => {
    useViewport({ narrow: true });
    server.use(
      catalogueHandler([
        aGame({ key: 'listed-well', name: 'Listed well', averageRating: 4.5, ratingCount: 50 }),
        aGame({ key: 'listed-badly', name: 'Listed badly', averageRating: 1, ratingCount: 50 }),
      ]),
      tournamentsHandler([]),
      http.get('*/api/game-ratings/:gameKey', ({ params }) =>
        params.gameKey === 'listed-badly' ? HttpResponse.json({ average: 5, count: 80, userRating: null, hasRated: false }) : failing(),
      ),
    );
    renderWithProviders(<UpcomingSection />);
    const region = screen.getByRole('region', { name: 'Popular Games' });
    await within(region).findAllByRole('article');
    expect(cardTitles(region)).toEqual(['Listed badly', 'Listed well']);
  });
});
