import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { HomePage } from '../../../src/features/home/HomePage';
import { server } from '../mswServer';
import { renderWithProviders, signedIn, signedOut } from '../render';
import { counted } from './homeFixtures';

const TAGLINE = 'Earn from your skill. Get exclusive access to the future of esports.';

function heroRegion() {
  return screen.getByRole('region', { name: TAGLINE });
}

test('the hero and the page layout are there before any data arrives', async () => {
  server.use(
    http.get('*/api/games', () => delay('infinite')),
    http.get('*/api/tournaments', () => delay('infinite')),
    http.get('*/api/beta-countdown', () => delay('infinite')),
    http.get('*/api/beta-features', () => delay('infinite')),
  );
  renderWithProviders(<HomePage />);
  expect(screen.getByRole('heading', { level: 1, name: TAGLINE })).toBeInTheDocument();
  expect(within(heroRegion()).getByText(/VERSUS is in beta/)).toBeInTheDocument();
  expect(within(heroRegion()).getByRole('link', { name: 'REGISTER NOW' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Featured Games' })).toBeInTheDocument();
  expect(screen.getByText('Loading featured games…')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Find your game' })).toBeInTheDocument();

  // The sections below the fold come with their own code, and hold their place while their data is on the way.
  for (const name of ['The VERSUS Beta', 'Upcoming Tournaments', 'Popular Games']) {
    expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  expect(screen.getByText('Loading the beta program…')).toBeInTheDocument();
  expect(screen.getByText('Loading upcoming tournaments…')).toBeInTheDocument();
});

describe('below the fold', () => {
  const originalObserver = window.IntersectionObserver;
  let reveal: () => void = () => undefined;

  beforeEach(() => {
    const observed: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    // jsdom has no layout: this observer tells the page when the visitor scrolled near a section.
    window.IntersectionObserver = class {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observed.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    reveal = () => {
      for (const { callback, targets } of observed) {
        const entries = targets.map((target) => ({ target, isIntersecting: true, boundingClientRect: { top: 100 } }) as unknown as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, {} as IntersectionObserver);
      }
    };
  });
  afterEach(() => {
    window.IntersectionObserver = originalObserver;
  });

  test('the beta and upcoming sections load, code and data, only when the visitor comes near them', async () => {
    const betaCalls = counted(() => HttpResponse.json({ success: true, data: { isActive: true, title: 'VERSUS Beta', subtitle: '', currentMembers: 1, targetMembers: 2500 } }));
    const tournamentCalls = counted(() => HttpResponse.json({ items: [], total: 0 }));
    server.use(http.get('*/api/beta-countdown', betaCalls.handler), http.get('*/api/tournaments', tournamentCalls.handler));
    renderWithProviders(<HomePage />);
    await within(screen.getByRole('region', { name: 'Featured Games' })).findAllByRole('article');
    expect(screen.queryByRole('heading', { name: 'The VERSUS Beta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming Tournaments' })).not.toBeInTheDocument();
    expect(betaCalls.calls).toHaveLength(0);
    expect(tournamentCalls.calls).toHaveLength(0);

    act(() => reveal());
    expect(await screen.findByRole('heading', { name: 'Upcoming Tournaments' })).toBeInTheDocument();
    expect(await screen.findByRole('tablist', { name: 'Beta program' })).toBeInTheDocument();
    expect(betaCalls.calls).toHaveLength(1);
    expect(tournamentCalls.calls).toHaveLength(1);
  });
});

test('the sections come in order: hero, featured games, calls to action, beta, upcoming and popular', async () => {
  renderWithProviders(<HomePage />);
  await screen.findByRole('tablist', { name: 'Beta program' });
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual([
    'Already a member? Log in',
    'Featured Games',
    'Compete for real prizes',
    'Find your game',
    'The VERSUS Beta',
    'Upcoming Tournaments',
    'Popular Games',
  ]);
});

describe('the hero call to action', () => {
  test('guests get REGISTER NOW, leading to /register, and the inline login form', () => {
    renderWithProviders(<HomePage />, { preloadedState: signedOut });
    expect(within(heroRegion()).getByRole('link', { name: 'REGISTER NOW' })).toHaveAttribute('href', '/register');
    expect(within(heroRegion()).queryByRole('link', { name: 'PLAY NOW' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Log in from the home page' });
    expect(within(form).getByLabelText(/Username or e-mail/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Password/)).toBeInTheDocument();
  });

  test('logged-in users get PLAY NOW, leading to /tournaments, and no login form', () => {
    renderWithProviders(<HomePage />, { preloadedState: signedIn() });
    expect(within(heroRegion()).getByRole('link', { name: 'PLAY NOW' })).toHaveAttribute('href', '/tournaments');
    expect(within(heroRegion()).queryByRole('link', { name: 'REGISTER NOW' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Log in from the home page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
  });

  test('while the session is still being checked neither is offered', () => {
    renderWithProviders(<HomePage />, { preloadedState: { session: { status: 'loading', token: 'stored', user: null } } });
    expect(screen.queryByRole('link', { name: 'PLAY NOW' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'REGISTER NOW' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Log in from the home page' })).not.toBeInTheDocument();
  });
});

describe('login from the home form', () => {
  test('a successful login stays on / and turns the hero to PLAY NOW', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ token: 'fresh-token', user: { _id: 'b'.repeat(24), username: 'newcomer', email: 'new@example.com', role: 'user' } }),
      ),
    );
    const { user, router } = renderWithProviders(<HomePage />);
    const form = screen.getByRole('form', { name: 'Log in from the home page' });
    await user.type(within(form).getByLabelText(/Username or e-mail/), 'newcomer');
    await user.type(within(form).getByLabelText(/Password/), 'correct horse battery');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    expect(await within(heroRegion()).findByRole('link', { name: 'PLAY NOW' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('form', { name: 'Log in from the home page' })).not.toBeInTheDocument();
  });

  test('a failed login shows the message from the answer', async () => {
    server.use(http.post('*/login', () => HttpResponse.json({ msg: 'Wrong username or password.' }, { status: 401 })));
    const { user } = renderWithProviders(<HomePage />);
    const form = screen.getByRole('form', { name: 'Log in from the home page' });
    await user.type(within(form).getByLabelText(/Username or e-mail/), 'newcomer');
    await user.type(within(form).getByLabelText(/Password/), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Login' }));
    expect(await within(form).findByText('Wrong username or password.')).toBeInTheDocument();
  });
});
