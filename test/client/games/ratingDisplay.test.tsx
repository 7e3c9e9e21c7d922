import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STORAGE_KEYS } from '../../../src/lib/storage';
import { RatingDisplay, starFill } from '../../../src/features/ratings/RatingDisplay';
import { server } from '../mswServer';
import { renderWithProviders } from '../render';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function answerRating(body: object, status = 200) {
  server.use(http.get('*/api/game-ratings/:gameKey', () => HttpResponse.json(body, { status })));
}

test('while loading it shows five empty stars, then the average to one decimal and the count', async () => {
  answerRating({ average: 4.25, count: 4, userRating: null, hasRated: false });
  renderWithProviders(<RatingDisplay gameKey="valorant" />);
  const loading = screen.getByRole('img', { name: 'Loading rating' });
  expect(loading.querySelectorAll('.star')).toHaveLength(5);
  expect(screen.queryByText(/stars \(/)).not.toBeInTheDocument();

  expect(await screen.findByText('4.3/5 stars (4 ratings)')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
});

test.each([
  [{ average: 5, count: 1 }, '5.0/5 stars (1 rating)'],
  [{ average: 3.5, count: 2 }, '3.5/5 stars (2 ratings)'],
  [{ average: 0, count: 0 }, '0.0/5 stars (0 ratings)'],
])('%j reads %s', async (summary, text) => {
  answerRating({ ...summary, userRating: null, hasRated: false });
  renderWithProviders(<RatingDisplay gameKey="cod" />);
  expect(await screen.findByText(text)).toBeInTheDocument();
});

test('a partial star is drawn only when the fraction is above 0.1', () => {
  expect([0, 1, 2, 3, 4].map((index) => starFill(4.3, index))).toEqual([1, 1, 1, 1, expect.closeTo(0.3)]);
  expect(starFill(4.1, 4)).toBe(0);
  expect(starFill(4.05, 4)).toBe(0);
  expect(starFill(4.11, 4)).toBeCloseTo(0.11);
  expect([0, 1, 2, 3, 4].map((index) => starFill(0, index))).toEqual([0, 0, 0, 0, 0]);
});

test('the stars are filled to match the average', async () => {
  answerRating({ average: 2.5, count: 2, userRating: null, hasRated: false });
  renderWithProviders(<RatingDisplay gameKey="cod" />);
  const stars = await screen.findByRole('img', { name: 'Rated 2.5 out of 5' });
  const fills = [...stars.querySelectorAll<HTMLElement>('.star-fill')].map((fill) => fill.style.width);
  expect(fills).toEqual(['100%', '100%', '50%', '0%', '0%']);
});

test('the rating call sends the bearer token and a client id that is generated once and kept', async () => {
  const seen: Array<{ clientId: string | null; authorization: string | null; url: string }> = [];
  server.use(
    http.get('*/api/game-ratings/:gameKey', ({ request }) => {
      seen.push({ clientId: request.headers.get('x-client-id'), authorization: request.headers.get('authorization'), url: request.url });
      return HttpResponse.json({ average: 0, count: 0, userRating: null, hasRated: false });
    }),
  );
  renderWithProviders(
    <>
      <RatingDisplay gameKey="Call of Duty" />
      <RatingDisplay gameKey="valorant" />
    </>,
    { preloadedState: { session: { status: 'ready', token: 'the-token', user: { _id: 'a'.repeat(24) } } } },
  );
  expect(await screen.findAllByText('0.0/5 stars (0 ratings)')).toHaveLength(2);
  expect(seen.map((call) => new URL(call.url).pathname).sort()).toEqual(['/api/game-ratings/cod', '/api/game-ratings/valorant']);
  const stored = window.localStorage.getItem(STORAGE_KEYS.clientId);
  expect(stored).toMatch(UUID);
  for (const call of seen) {
    expect(call.clientId).toBe(stored);
    expect(call.authorization).toBe('Bearer the-token');
  }
});

test('when the rating call fails it shows the locally stored rating, count 1', async () => {
  window.localStorage.setItem(`${STORAGE_KEYS.ratingPrefix}valorant`, '4');
  answerRating({ msg: 'down' }, 500);
  renderWithProviders(<RatingDisplay gameKey="valorant" />);
  expect(await screen.findByText('4.0/5 stars (1 rating)')).toBeInTheDocument();
});

test('when the rating call fails and nothing is stored locally it shows 0 with count 0', async () => {
  server.use(http.get('*/api/game-ratings/:gameKey', () => HttpResponse.error()));
  renderWithProviders(<RatingDisplay gameKey="valorant" />);
  expect(await screen.findByText('0.0/5 stars (0 ratings)')).toBeInTheDocument();
});

test('a ratingChanged window event updates the display of the matching game only', async () => {
  answerRating({ average: 3, count: 1, userRating: null, hasRated: false });
  renderWithProviders(
    <>
      <RatingDisplay gameKey="valorant" />
      <RatingDisplay gameKey="cod" />
    </>,
  );
  expect(await screen.findAllByText('3.0/5 stars (1 rating)')).toHaveLength(2);

  act(() => {
    window.dispatchEvent(new CustomEvent('ratingChanged', { detail: { gameKey: 'valorant', average: 4.5, count: 2, userRating: 5 } }));
  });
  expect(screen.getByText('4.5/5 stars (2 ratings)')).toBeInTheDocument();
  expect(screen.getByText('3.0/5 stars (1 rating)')).toBeInTheDocument();
});
