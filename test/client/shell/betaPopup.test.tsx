import { act, screen } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { BetaLaunchPopup } from '../../../src/features/uiFlags/BetaLaunchPopup';
import { renderApp, renderWithProviders } from '../render';
import { uiFlags } from './shellState';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2025-06-01T12:00:00Z').getTime();
const withFakeTimers = { userOptions: { advanceTimers: jest.advanceTimersByTime } };

function popup() {
  return screen.queryByRole('dialog', { name: 'VERSUS Beta is live!' });
}

function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

function seenDaysAgo(days: number) {
  return uiFlags({ betaLaunchPopupSeen: { seen: true, timestamp: NOW - days * DAY_MS, version: '1.0' } });
}

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

test('the beta launch popup shows 1.5 s after load when never seen', () => {
  renderWithProviders(<BetaLaunchPopup />, withFakeTimers);
  advance(1499);
  expect(popup()).not.toBeInTheDocument();
  advance(1);
  expect(popup()).toBeInTheDocument();
  expect(screen.getByText(/earn from your skill/i)).toBeInTheDocument();
  expect(screen.getByText(/exclusive access to the future of esports/i)).toBeInTheDocument();
  expect(screen.getByText(/in beta/i)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explore tournaments' })).toHaveAttribute('href', '/tournaments');
});

test.each([
  ['Close beta announcement'],
  ['Maybe later'],
])('closing with %s remembers it and hides the popup after 0.3 s', async (buttonName) => {
  const { user, store } = renderWithProviders(<BetaLaunchPopup />, withFakeTimers);
  advance(1500);

  await user.click(screen.getByRole('button', { name: buttonName }));

  expect(store.getState().uiFlags.betaLaunchPopupSeen).toEqual({ seen: true, timestamp: Date.now(), version: '1.0' });
  advance(299);
  expect(popup()).toBeInTheDocument();
  advance(1);
  expect(popup()).not.toBeInTheDocument();
});

test('Explore tournaments closes it too', async () => {
  const { user, store, router } = renderWithProviders(<BetaLaunchPopup />, withFakeTimers);
  advance(1500);
  await user.click(screen.getByRole('link', { name: 'Explore tournaments' }));
  expect(store.getState().uiFlags.betaLaunchPopupSeen).toMatchObject({ seen: true });
  expect(router.state.location.pathname).toBe('/tournaments');
});

test('the closing is kept in local storage as betaLaunchPopupSeen {seen, timestamp, version 1.0}', async () => {
  const { user, store } = renderWithProviders(<BetaLaunchPopup />, withFakeTimers);
  act(() => {
    persistStore(store);
  });
  await act(() => jest.advanceTimersByTimeAsync(1500));

  await user.click(screen.getByRole('button', { name: 'Maybe later' }));
  await act(() => jest.advanceTimersByTimeAsync(0));

  expect(JSON.parse(window.localStorage.getItem('betaLaunchPopupSeen') ?? 'null')).toEqual({
    seen: true,
    timestamp: Date.now(),
    version: '1.0',
  });
});

test('it is not shown again when seen less than 7 days ago', () => {
  renderWithProviders(<BetaLaunchPopup />, { ...withFakeTimers, preloadedState: seenDaysAgo(6) });
  advance(60_000);
  expect(popup()).not.toBeInTheDocument();
});

test('it is shown again 1.5 s after load when seen 8 days ago', () => {
  renderWithProviders(<BetaLaunchPopup />, { ...withFakeTimers, preloadedState: seenDaysAgo(8) });
  advance(1499);
  expect(popup()).not.toBeInTheDocument();
  advance(1);
  expect(popup()).toBeInTheDocument();
});

test('a stamp read back from local storage keeps it hidden', async () => {
  window.localStorage.setItem('betaLaunchPopupSeen', JSON.stringify({ seen: true, timestamp: NOW - DAY_MS, version: '1.0' }));
  const { store } = renderWithProviders(<BetaLaunchPopup />, withFakeTimers);
  act(() => {
    persistStore(store);
  });
  await act(() => jest.advanceTimersByTimeAsync(60_000));
  expect(popup()).not.toBeInTheDocument();
});

describe('the popup belongs to the home page', () => {
  test('it appears on /', async () => {
    renderApp({ route: '/', ...withFakeTimers });
    await screen.findByRole('heading', { level: 1 });
    advance(1500);
    expect(popup()).toBeInTheDocument();
  });

  test('it does not appear on other pages', async () => {
    renderApp({ route: '/games', ...withFakeTimers });
    await screen.findByRole('heading', { level: 1 });
    advance(60_000);
    expect(popup()).not.toBeInTheDocument();
  });
});
