import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Game } from '../../../common/contract/games';
import { loggedIn } from '../../../src/features/session/sessionSlice';
import { STORAGE_KEYS } from '../../../src/lib/storage';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { eaFc, type RatingAnswer, valorant } from './fixtures';

function serveGame(game: Game, rating: RatingAnswer = { average: 4.25, count: 4, userRating: null, hasRated: false }) {
  server.use(
    http.get('*/api/games/:slug', () => HttpResponse.json(game)),
    http.get('*/api/game-ratings/:gameKey', () => HttpResponse.json(rating)),
  );
}

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

afterEach(() => {
  setViewportWidth(1024);
  jest.useRealTimers();
});

test('shows the game: name, publisher, developer, release date, platforms, genres, age rating, texts and sections', async () => {
  serveGame(valorant);
  renderApp({ route: '/games/valorant' });

  expect(await screen.findByRole('heading', { level: 1, name: 'VALORANT' })).toBeInTheDocument();
  const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
  expect(fact('Publisher')).toHaveTextContent('Riot Games');
  expect(fact('Developer')).toHaveTextContent('Riot Games');
  expect(fact('Release date').querySelector('time')).toHaveAttribute('dateTime', '2020-06-02');
  expect(within(fact('Platforms')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['PC', 'PS5', 'Xbox Series X|S', 'Mobile']);
  expect(within(fact('Genres')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Shooter', 'Tactical shooter']);
  expect(fact('Age rating')).toHaveTextContent('PEGI 16');

  expect(screen.getByText('VALORANT at length.')).toBeInTheDocument();
  expect(screen.getByText('A second paragraph.')).toBeInTheDocument();
  const formats = screen.getByRole('region', { name: 'Formats we play' });
  expect(within(formats).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['5v5 best of three', '2v2 duels']);
  expect(within(screen.getByRole('region', { name: 'Match settings' })).getByText('Tournament mode, standard overtime.')).toBeInTheDocument();
  expect(await screen.findByText('4.3/5 stars (4 ratings)')).toBeInTheDocument();
  expect(document.title).toContain('VALORANT');
});

test('store links are named after the store and open in a new tab without an opener', async () => {
  serveGame(valorant);
  renderApp({ route: '/games/valorant' });
  const stores = await screen.findByRole('region', { name: 'Get the game' });
  const links = within(stores).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Epic Games Store', 'https://store.epicgames.com/p/valorant'],
    ['Official website', 'https://playvalorant.com/'],
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('without trailers there is no trailer section', async () => {
  serveGame(valorant);
  renderApp({ route: '/games/valorant' });
  await screen.findByRole('heading', { level: 1, name: 'VALORANT' });
  expect(screen.queryByRole('region', { name: 'Trailers' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Play trailer' })).not.toBeInTheDocument();
});

test('a trailer loads nothing from YouTube until Play trailer is pressed, then embeds the no-cookie player', async () => {
  serveGame({ ...valorant, trailers: ['abcdefghijk'], trailerYouTubeId: 'abcdefghijk' });
  const { user, container } = renderApp({ route: '/games/valorant' });
  const trailers = await screen.findByRole('region', { name: 'Trailers' });
  expect(container.querySelector('iframe')).toBeNull();

  await user.click(within(trailers).getByRole('button', { name: 'Play trailer' }));
  const frame = within(trailers).getByTitle('VALORANT trailer');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1');
});

test('an alias shows the game the server resolves it to', async () => {
  let askedFor = '';
  server.use(
    http.get('*/api/games/:slug', ({ params }) => {
      askedFor = String(params.slug);
      return HttpResponse.json(eaFc);
    }),
    http.get('*/api/game-ratings/:gameKey', () => HttpResponse.json({ average: 0, count: 0, userRating: null, hasRated: false })),
  );
  renderApp({ route: '/games/eafc' });
  expect(await screen.findByRole('heading', { level: 1, name: 'EA SPORTS FC 26' })).toBeInTheDocument();
  expect(askedFor).toBe('eafc');
});

test('an unknown game shows Game not found with a link back to the catalogue', async () => {
  server.use(http.get('*/api/games/:slug', () => HttpResponse.json({ msg: 'Game not found' }, { status: 404 })));
  renderApp({ route: '/games/nope' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Game not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to all games' })).toHaveAttribute('href', '/games');
});

describe('hero image', () => {
  test.each([
    [390, 'hero-mobile.svg'],
    [768, 'hero-mobile.svg'],
    [769, 'hero-tablet.svg'],
    [1000, 'hero-tablet.svg'],
    [1280, 'hero-tablet.svg'],
    [1281, 'hero-desktop.svg'],
    [1440, 'hero-desktop.svg'],
  ])('at %i px wide loads %s', async (width, file) => {
    setViewportWidth(width);
    serveGame(valorant);
    renderApp({ route: '/games/valorant' });
    expect(await screen.findByRole('img', { name: 'VALORANT artwork' })).toHaveAttribute('src', `/images/games/valorant/${file}`);
  });

  test('switches source 200 ms after resizing stops', async () => {
    setViewportWidth(1440);
    serveGame(valorant);
    renderApp({ route: '/games/valorant' });
    const hero = await screen.findByRole('img', { name: 'VALORANT artwork' });
    expect(hero).toHaveAttribute('src', '/images/games/valorant/hero-desktop.svg');

    jest.useFakeTimers();
    setViewportWidth(1000);
    fireEvent(window, new Event('resize'));
    act(() => jest.advanceTimersByTime(150));
    setViewportWidth(390);
    fireEvent(window, new Event('resize'));
    act(() => jest.advanceTimersByTime(199));
    expect(hero).toHaveAttribute('src', '/images/games/valorant/hero-desktop.svg');
    act(() => jest.advanceTimersByTime(1));
    expect(hero).toHaveAttribute('src', '/images/games/valorant/hero-mobile.svg');
  });

  test('is shown as loading until the image arrives, then as loaded', async () => {
    serveGame(valorant);
    renderApp({ route: '/games/valorant' });
    const hero = await screen.findByRole('img', { name: 'VALORANT artwork' });
    expect(hero.parentElement).toHaveAttribute('aria-busy', 'true');
    fireEvent.load(hero);
    expect(hero.parentElement).toHaveAttribute('aria-busy', 'false');
  });

  test('a hero that fails to load is logged and still shown as loaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serveGame(valorant);
    renderApp({ route: '/games/valorant' });
    const hero = await screen.findByRole('img', { name: 'VALORANT artwork' });
    fireEvent.error(hero);
    expect(hero.parentElement).toHaveAttribute('aria-busy', 'false');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('/images/games/valorant/hero-tablet.svg'));
    logged.mockRestore();
  });
});

describe('rating the game', () => {
  test('choosing 4 stars sends the rating with the client id, updates every display and announces ratingChanged', async () => {
    serveGame(valorant, { average: 4.25, count: 4, userRating: null, hasRated: false });
    const sent: Array<{ body: unknown; clientId: string | null }> = [];
    server.use(
      http.put('*/api/game-ratings/:gameKey', async ({ request }) => {
        sent.push({ body: await request.json(), clientId: request.headers.get('x-client-id') });
        return HttpResponse.json({ average: 4.2, count: 5, userRating: 4, hasRated: true });
      }),
    );
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('ratingChanged', listener);
    const { user } = renderApp({ route: '/games/valorant' });
    await screen.findByText('4.3/5 stars (4 ratings)');

    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    await user.click(within(group).getByRole('radio', { name: '4 stars' }));

    expect(await screen.findByText('Thanks! You rated VALORANT 4 stars.')).toBeInTheDocument();
    expect(screen.getByText('4.2/5 stars (5 ratings)')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(sent).toEqual([{ body: { rating: 4 }, clientId: window.localStorage.getItem(STORAGE_KEYS.clientId) }]);
    expect(events).toContainEqual({ gameKey: 'valorant', average: 4.2, count: 5, userRating: 4 });
    expect(window.localStorage.getItem(`${STORAGE_KEYS.ratingPrefix}valorant`)).toBe('4');
    window.removeEventListener('ratingChanged', listener);
  });

  test('the stars are operable with the keyboard', async () => {
    serveGame(valorant, { average: 3, count: 1, userRating: 3, hasRated: true });
    const ratings: number[] = [];
    server.use(
      http.put('*/api/game-ratings/:gameKey', async ({ request }) => {
        const { rating } = (await request.json()) as { rating: number };
        ratings.push(rating);
        return HttpResponse.json({ average: rating, count: 1, userRating: rating, hasRated: true });
      }),
    );
    const { user } = renderApp({ route: '/games/valorant' });
    const three = await screen.findByRole('radio', { name: '3 stars' });
    await screen.findByText('3.0/5 stars (1 rating)');
    expect(three).toBeChecked();
    three.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('4.0/5 stars (1 rating)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(ratings).toEqual([4]);
  });

  test('quick successive choices are saved one at a time, and the last choice is the one kept', async () => {
    serveGame(valorant, { average: 0, count: 0, userRating: null, hasRated: false });
    const received: number[] = [];
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    server.use(
      http.put('*/api/game-ratings/:gameKey', async ({ request }) => {
        const { rating } = (await request.json()) as { rating: number };
        received.push(rating);
        if (received.length === 1) await firstHeld;
        return HttpResponse.json({ average: rating, count: 1, userRating: rating, hasRated: true });
      }),
    );
    const { user } = renderApp({ route: '/games/valorant' });
    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    await user.click(within(group).getByRole('radio', { name: '1 star' }));
    await waitFor(() => expect(received).toEqual([1]));
    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    await user.click(within(group).getByRole('radio', { name: '3 stars' }));
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();

    act(() => releaseFirst());
    expect(await screen.findByText('Thanks! You rated VALORANT 3 stars.')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(screen.getByText('3.0/5 stars (1 rating)')).toBeInTheDocument();
    expect(received).toEqual([1, 3]);
  });

  test('a rating the server refuses is undone and the reason is shown', async () => {
    serveGame(valorant, { average: 4.25, count: 4, userRating: null, hasRated: false });
    server.use(
      http.put('*/api/game-ratings/:gameKey', () =>
        HttpResponse.json({ msg: 'Too many ratings in a short time. Please wait a minute and try again.' }, { status: 429 }),
      ),
    );
    const { user } = renderApp({ route: '/games/valorant' });
    await screen.findByText('4.3/5 stars (4 ratings)');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    expect(await screen.findByText('Too many ratings in a short time. Please wait a minute and try again.')).toBeInTheDocument();
    expect(screen.getByText('4.3/5 stars (4 ratings)')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();
    expect(window.localStorage.getItem(`${STORAGE_KEYS.ratingPrefix}valorant`)).toBeNull();
  });
});

test('after logging in, the page asks again and shows the account\'s own rating', async () => {
  server.use(
    http.get('*/api/games/:slug', () => HttpResponse.json(valorant)),
    http.get('*/api/game-ratings/:gameKey', ({ request }) =>
      HttpResponse.json(
        request.headers.get('authorization') === 'Bearer account-token'
          ? { average: 4, count: 2, userRating: 5, hasRated: true }
          : { average: 4, count: 2, userRating: null, hasRated: false },
      ),
    ),
    // Logging in opens the realtime connection, which this test does not exercise.
    http.all('*/socket.io/', () => new HttpResponse(null, { status: 404 })),
  );
  const { store } = renderApp({ route: '/games/valorant' });
  await screen.findByText('4.0/5 stars (2 ratings)');
  expect(screen.getByRole('radio', { name: '5 stars' })).not.toBeChecked();

  act(() => {
    store.dispatch(loggedIn({ token: 'account-token', user: { _id: 'b'.repeat(24), username: 'player2' } }));
  });
  await waitFor(() => expect(screen.getByRole('radio', { name: '5 stars' })).toBeChecked());
});

describe("the game's tournaments", () => {
  const tournament = (id: string, title: string, status: string) => ({ _id: id, title, status, game: 'valorant', startAt: '2027-03-01T18:00:00.000Z' });

  test('lists the live and upcoming tournaments of this game, live first, and links to all of them', async () => {
    serveGame(valorant);
    const asked: URL[] = [];
    server.use(
      http.get('*/api/tournaments', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ items: [tournament('6a1f00d5e1a7c0de0000c001', 'VALORANT Spring Open', 'UPCOMING'), tournament('6a1f00d5e1a7c0de0000c002', 'VALORANT Night Clash', 'LIVE')], total: 2 });
      }),
    );
    renderApp({ route: '/games/valorant' });
    const section = await screen.findByRole('region', { name: 'Tournaments' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(2));
    expect(within(section).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'VALORANT Night Clash',
      'VALORANT Spring Open',
    ]);
    expect(within(section).getByText('LIVE')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All VALORANT tournaments, past ones included' })).toHaveAttribute('href', '/tournaments?game=valorant');
    expect(asked[0]?.searchParams.get('game')).toBe('valorant');
    // Every status that is live or still to come, in any order; the finished ones are left out.
    expect(asked[0]?.searchParams.get('status')?.split(',').sort()).toEqual(['COMING_SOON', 'LIVE', 'SCHEDULED', 'UPCOMING']);
  });

  test('says when none is live or coming up, and leads to every tournament', async () => {
    serveGame(valorant);
    server.use(http.get('*/api/tournaments', () => HttpResponse.json({ items: [], total: 0 })));
    renderApp({ route: '/games/valorant' });
    const section = await screen.findByRole('region', { name: 'Tournaments' });
    expect(await within(section).findByText(/No VALORANT tournament is live or coming up right now\./)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See every tournament' })).toHaveAttribute('href', '/tournaments');
  });
});
