import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { UpcomingSection } from '../../../src/features/home/UpcomingSection';
import { server } from '../mswServer';
import { renderWithProviders } from '../render';
import { aGame, aTournament, catalogueHandler, counted, failing } from './homeFixtures';

const SECOND = 1000;
const CACHE_LIFETIME = 300 * SECOND;
const withFakeTimers = { userOptions: { advanceTimers: jest.advanceTimersByTime } };

const cup = aTournament('VERSUS Cup', { status: 'COMING_SOON' });

/** The tournaments call, answering the cup until told to fail. */
function tournamentsCall() {
  let fail = false;
  const { handler, calls } = counted(() => (fail ? failing() : HttpResponse.json({ items: [cup], total: 1 })));
  server.use(http.get('*/api/tournaments', handler), catalogueHandler([aGame({ key: 'valorant', name: 'VALORANT' })]));
  return {
    calls,
    failFromNowOn: () => {
      fail = true;
    },
    answerFromNowOn: () => {
      fail = false;
    },
  };
}

/** The section on /, another page on /away: leaving unmounts the section and its cache subscriptions. */
function renderSection() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<UpcomingSection />} />
      <Route path="/away" element={<p>Another page</p>} />
    </Routes>,
    withFakeTimers,
  );
}

function wait(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

async function go(router: ReturnType<typeof renderSection>['router'], path: string) {
  await act(() => router.navigate(path));
}

const upcomingRegion = () => screen.getByRole('region', { name: 'Upcoming Tournaments' });

beforeEach(() => jest.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

test('coming back within 5 minutes shows the cached tournaments without asking again; after 5 minutes they are asked again', async () => {
  const call = tournamentsCall();
  const { router } = renderSection();
  expect(await within(upcomingRegion()).findByRole('heading', { name: 'VERSUS Cup' })).toBeInTheDocument();
  expect(call.calls).toHaveLength(1);

  await go(router, '/away');
  wait(CACHE_LIFETIME - 5 * SECOND);
  await go(router, '/');
  expect(within(upcomingRegion()).getByRole('heading', { name: 'VERSUS Cup' })).toBeInTheDocument();
  wait(SECOND);
  expect(call.calls).toHaveLength(1);

  await go(router, '/away');
  wait(5 * SECOND);
  await go(router, '/');
  await act(() => jest.advanceTimersByTimeAsync(SECOND));
  expect(call.calls).toHaveLength(2);
});

test('an expired cache stays on screen when the refetch fails', async () => {
  const call = tournamentsCall();
  const { router } = renderSection();
  await within(upcomingRegion()).findByRole('heading', { name: 'VERSUS Cup' });

  await go(router, '/away');
  wait(200 * SECOND);
  await go(router, '/');
  await go(router, '/away');
  wait(101 * SECOND);
  call.failFromNowOn();
  await go(router, '/');
  await act(() => jest.advanceTimersByTimeAsync(SECOND));

  expect(call.calls).toHaveLength(2);
  expect(within(upcomingRegion()).getByRole('heading', { name: 'VERSUS Cup' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to load data. Please try again later.')).not.toBeInTheDocument();
});

test('a cache left unused for more than 5 minutes is gone: a failing call shows the failure, Try Again reloads', async () => {
  const call = tournamentsCall();
  const { router, user } = renderSection();
  await within(upcomingRegion()).findByRole('heading', { name: 'VERSUS Cup' });

  await go(router, '/away');
  wait(CACHE_LIFETIME + SECOND);
  call.failFromNowOn();
  await go(router, '/');

  expect(await screen.findByText('Failed to load data. Please try again later.')).toBeInTheDocument();
  expect(within(upcomingRegion()).queryByRole('heading', { name: 'VERSUS Cup' })).not.toBeInTheDocument();

  call.answerFromNowOn();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await within(upcomingRegion()).findByRole('heading', { name: 'VERSUS Cup' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to load data. Please try again later.')).not.toBeInTheDocument();
});

test('a failing first load shows the failure text with Try Again', async () => {
  server.use(http.get('*/api/tournaments', failing), http.get('*/api/games', failing));
  renderSection();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data. Please try again later.');
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});
