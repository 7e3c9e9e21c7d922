import { act, screen } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { CookieBanner } from '../../../src/features/uiFlags/CookieBanner';
import { renderWithProviders } from '../render';
import { uiFlags } from './shellState';

const withFakeTimers = { userOptions: { advanceTimers: jest.advanceTimersByTime } };

function banner() {
  return screen.queryByRole('region', { name: 'Cookie consent' });
}

function advance(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

/** Lets redux-persist read local storage (a promise) and write it (a zero-delay interval). */
async function flushPersistence() {
  await act(() => jest.advanceTimersByTimeAsync(0));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the cookie banner is shown 1 s after load when no consent is stored', () => {
  renderWithProviders(<CookieBanner />, withFakeTimers);
  advance(999);
  expect(banner()).not.toBeInTheDocument();
  advance(1);
  const shown = banner();
  expect(shown).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
});

test('Accept All stores the choice and the banner leaves 0.3 s later', async () => {
  const { user, store } = renderWithProviders(<CookieBanner />, withFakeTimers);
  advance(1000);

  await user.click(screen.getByRole('button', { name: 'Accept All' }));

  expect(store.getState().uiFlags.cookieConsent).toEqual({ accepted: true, timestamp: Date.now(), version: '1.0' });
  expect(banner()).toHaveClass('is-leaving');
  advance(299);
  expect(banner()).toBeInTheDocument();
  advance(1);
  expect(banner()).not.toBeInTheDocument();
});

test('Decline stores accepted false and the banner leaves 0.3 s later', async () => {
  const { user, store } = renderWithProviders(<CookieBanner />, withFakeTimers);
  advance(1000);

  await user.click(screen.getByRole('button', { name: 'Decline' }));

  expect(store.getState().uiFlags.cookieConsent).toMatchObject({ accepted: false, version: '1.0' });
  advance(300);
  expect(banner()).not.toBeInTheDocument();
});

test('with a stored consent the banner never shows', () => {
  renderWithProviders(<CookieBanner />, {
    ...withFakeTimers,
    preloadedState: uiFlags({ cookieConsent: { accepted: false, timestamp: Date.now(), version: '1.0' } }),
  });
  advance(60_000);
  expect(banner()).not.toBeInTheDocument();
});

test('with a consent in local storage the banner never shows once the stored flags are read back', async () => {
  window.localStorage.setItem('cookieConsent', JSON.stringify({ accepted: true, timestamp: Date.now(), version: '1.0' }));
  const { store } = renderWithProviders(<CookieBanner />, withFakeTimers);
  act(() => {
    persistStore(store);
  });
  await flushPersistence();
  advance(60_000);
  expect(banner()).not.toBeInTheDocument();
  expect(store.getState().uiFlags.cookieConsent).toMatchObject({ accepted: true });
});

test('the choice is kept in local storage as cookieConsent {accepted, timestamp, version 1.0}', async () => {
  const { user, store } = renderWithProviders(<CookieBanner />, withFakeTimers);
  act(() => {
    persistStore(store);
  });
  await flushPersistence();
  advance(1000);

  await user.click(screen.getByRole('button', { name: 'Accept All' }));
  await flushPersistence();

  expect(JSON.parse(window.localStorage.getItem('cookieConsent') ?? 'null')).toEqual({
    accepted: true,
    timestamp: Date.now(),
    version: '1.0',
  });
});

describe('on narrow screens the accept button reads Accept', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    // jsdom has no layout, so the browser's media query answer is given here.
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(max-width: 768px)',
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  test('Accept instead of Accept All', () => {
    renderWithProviders(<CookieBanner />, withFakeTimers);
    advance(1000);
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept All' })).not.toBeInTheDocument();
  });
});
