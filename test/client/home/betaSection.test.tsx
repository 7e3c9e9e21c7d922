import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { BetaSection } from '../../../src/features/beta/BetaSection';
import { server } from '../mswServer';
import { renderWithProviders } from '../render';
import { betaHandlers, countdown, counted, failing, featureLists, restoreViewport, useViewport } from './homeFixtures';

const withFakeTimers = { userOptions: { advanceTimers: jest.advanceTimersByTime } };
const FAILURE = 'Failed to load beta section data. Please try again later.';

afterEach(restoreViewport);

function featureCard(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title }).closest('li')!;
}

describe('on wide screens the parts are tabs', () => {
  beforeEach(() => useViewport({ narrow: false, reducedMotion: true }));

  test('a tab list with the countdown first; arrow keys, Home and End move between the tabs', async () => {
    server.use(...betaHandlers());
    const { user } = renderWithProviders(<BetaSection />);
    const tablist = await screen.findByRole('tablist', { name: 'Beta program' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Beta Countdown', 'Current Features', 'Future Features']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Beta Countdown' })).toBeVisible();
    expect(screen.queryByRole('button', { expanded: true })).not.toBeInTheDocument();

    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Current Features' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Beta Countdown' })).not.toBeInTheDocument();

    await user.keyboard('{End}');
    expect(tabs[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  test('current features show Live (completed) or Active; future ones Coming Soon; a TBA release is not shown', async () => {
    server.use(...betaHandlers());
    const { user } = renderWithProviders(<BetaSection />);
    await user.click(await screen.findByRole('tab', { name: 'Current Features' }));
    expect(within(featureCard('Tournaments with Notify Me')).getByText('Live')).toBeInTheDocument();
    expect(within(featureCard('Friends & chat')).getByText('Active')).toBeInTheDocument();
    expect(within(featureCard('Friends & chat')).queryByText(/Estimated release/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Future Features' }));
    expect(within(featureCard('Team tournaments')).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(featureCard('Team tournaments')).getByText('Estimated release: Q1 2027')).toBeInTheDocument();
    expect(within(featureCard('VERSUS token rewards')).getByText('Coming Soon')).toBeInTheDocument();
    expect(within(featureCard('VERSUS token rewards')).queryByText(/Estimated release/)).not.toBeInTheDocument();
    expect(screen.queryByText(/TBA/)).not.toBeInTheDocument();
  });

  test('an inactive countdown is left out', async () => {
    server.use(...betaHandlers({ countdown: { ...countdown, isActive: false } }));
    renderWithProviders(<BetaSection />);
    const tablist = await screen.findByRole('tablist', { name: 'Beta program' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Current Features', 'Future Features']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

test('under 768 px the tabs become an accordion whose first part starts open', async () => {
  useViewport({ narrow: true, reducedMotion: true });
  server.use(...betaHandlers());
  const { user } = renderWithProviders(<BetaSection />);
  const countdownButton = await screen.findByRole('button', { name: 'Beta Countdown' });
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(countdownButton).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'Beta Countdown' })).toBeVisible();

  const future = screen.getByRole('button', { name: 'Future Features' });
  expect(future).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Future Features' })).not.toBeInTheDocument();
  await user.click(future);
  expect(future).toHaveAttribute('aria-expanded', 'true');
  expect(within(screen.getByRole('region', { name: 'Future Features' })).getByRole('heading', { name: 'Team tournaments' })).toBeInTheDocument();

  await user.click(countdownButton);
  expect(countdownButton).toHaveAttribute('aria-expanded', 'false');
});

describe('the member countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('counts up: the target reaches its number after 0.8 s, the members after 1 s', async () => {
    useViewport({ narrow: false });
    server.use(...betaHandlers());
    renderWithProviders(<BetaSection />, withFakeTimers);
    const progress = await screen.findByRole('progressbar', { name: 'Beta members' });
    expect(progress).toHaveAttribute('aria-valuenow', '1234');
    expect(progress).toHaveAttribute('aria-valuemax', '2500');
    expect(screen.getByText('1,234 of 2,500 beta members')).toBeInTheDocument();
    expect(screen.queryByText('1,234')).not.toBeInTheDocument();
    expect(screen.queryByText('2,500')).not.toBeInTheDocument();

    // One frame more than each duration: the first frame starts the clock.
    act(() => jest.advanceTimersByTime(800 + 20));
    expect(screen.getByText('2,500')).toBeInTheDocument();
    expect(screen.queryByText('1,234')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('1,266 spots left in the beta.')).toBeInTheDocument();
  });

  test('visitors who ask for less motion see the numbers at once', async () => {
    useViewport({ narrow: false, reducedMotion: true });
    server.use(...betaHandlers());
    renderWithProviders(<BetaSection />, withFakeTimers);
    await screen.findByRole('progressbar', { name: 'Beta members' });
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('2,500')).toBeInTheDocument();
  });
});

describe('default features', () => {
  test('when both lists are empty the defaults are created once, then the features are fetched again', async () => {
    let initialized = false;
    const initialize = counted(() => {
      initialized = true;
      return HttpResponse.json({ success: true, created: 4 });
    });
    const features = counted(() => HttpResponse.json({ success: true, data: initialized ? featureLists : { current: [], future: [] } }));
    server.use(
      http.get('*/api/beta-countdown', () => HttpResponse.json({ success: true, data: countdown })),
      http.get('*/api/beta-features', features.handler),
      http.post('*/api/beta-features/initialize', initialize.handler),
    );
    const { user } = renderWithProviders(<BetaSection />);
    await user.click(await screen.findByRole('tab', { name: 'Future Features' }));
    expect(await screen.findByRole('heading', { name: 'Team tournaments' })).toBeInTheDocument();
    expect(initialize.calls).toHaveLength(1);
    expect(features.calls).toHaveLength(2);
  });

  test('when there are features, initialize is not called', async () => {
    const initialize = counted(() => HttpResponse.json({ success: true, created: 0 }));
    server.use(http.post('*/api/beta-features/initialize', initialize.handler), ...betaHandlers());
    renderWithProviders(<BetaSection />);
    await screen.findByRole('tablist');
    expect(initialize.calls).toHaveLength(0);
  });

  test('initialize is sent once even if the lists stay empty', async () => {
    const initialize = counted(() => HttpResponse.json({ success: true, created: 0 }));
    const features = counted(() => HttpResponse.json({ success: true, data: { current: [], future: [] } }));
    server.use(http.get('*/api/beta-features', features.handler), http.post('*/api/beta-features/initialize', initialize.handler), ...betaHandlers());
    const { user } = renderWithProviders(<BetaSection />);
    await user.click(await screen.findByRole('tab', { name: 'Current Features' }));
    expect(await screen.findByText('The first beta features are on their way.')).toBeInTheDocument();
    await waitFor(() => expect(features.calls).toHaveLength(2));
    expect(screen.getByText('The first beta features are on their way.')).toBeInTheDocument();
    expect(initialize.calls).toHaveLength(1);
  });
});

describe('failures and the 2-minute cache', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  function renderSection() {
    return renderWithProviders(
      <Routes>
        <Route path="/" element={<BetaSection />} />
        <Route path="/away" element={<p>Another page</p>} />
      </Routes>,
      withFakeTimers,
    );
  }

  test('a failing call shows the failure text; Try Again loads the section', async () => {
    let fail = true;
    server.use(http.get('*/api/beta-countdown', () => (fail ? failing() : HttpResponse.json({ success: true, data: countdown }))), ...betaHandlers());
    const { user } = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('tablist', { name: 'Beta program' })).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  test('an answer without success counts as a failure', async () => {
    server.use(http.get('*/api/beta-features', () => HttpResponse.json({ success: false })), ...betaHandlers());
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
  });

  test('within 2 minutes the cache answers; after 2 minutes a failing refetch leaves the expired data on screen', async () => {
    let fail = false;
    const countdownCall = counted(() => (fail ? failing() : HttpResponse.json({ success: true, data: countdown })));
    const featuresCall = counted(() => (fail ? failing() : HttpResponse.json({ success: true, data: featureLists })));
    server.use(http.get('*/api/beta-countdown', countdownCall.handler), http.get('*/api/beta-features', featuresCall.handler));
    const { router } = renderSection();
    await screen.findByRole('tablist', { name: 'Beta program' });

    await act(() => router.navigate('/away'));
    act(() => jest.advanceTimersByTime(115_000));
    await act(() => router.navigate('/'));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect([countdownCall.calls.length, featuresCall.calls.length]).toEqual([1, 1]);

    await act(() => router.navigate('/away'));
    act(() => jest.advanceTimersByTime(6_000));
    fail = true;
    await act(() => router.navigate('/'));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect([countdownCall.calls.length, featuresCall.calls.length]).toEqual([2, 2]);
    expect(screen.getByRole('tablist', { name: 'Beta program' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Beta members' })).toHaveAttribute('aria-valuenow', '1234');
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
  });

  test('a cache left unused for more than 2 minutes is gone', async () => {
    let fail = false;
    server.use(http.get('*/api/beta-countdown', () => (fail ? failing() : HttpResponse.json({ success: true, data: countdown }))), ...betaHandlers());
    const { router } = renderSection();
    await screen.findByRole('tablist', { name: 'Beta program' });
    await act(() => router.navigate('/away'));
    act(() => jest.advanceTimersByTime(121_000));
    fail = true;
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
  });
});
