import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Countdown } from '../../../src/features/tournaments/Countdown';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { COMING_SOON_ID, comingSoon, completed, games, live, upcoming } from './fixtures';

const scheduled = { ...upcoming, _id: '6a1f00d5e1a7c0de00000007', title: 'EA FC Pro Clubs Weekend', status: 'SCHEDULED', platform: 'PC', game: 'ea-fc' };
const ALL = [comingSoon, upcoming, scheduled, live, completed];

function tournamentsAnswer(body: unknown = { items: ALL, total: ALL.length }) {
  const asked: URL[] = [];
  server.use(
    http.get('*/api/tournaments', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(body as object);
    }),
  );
  return asked;
}

// The games list the covers and game names come from (GET /api/games?limit=30).
beforeEach(() => server.use(http.get('*/api/games', () => HttpResponse.json(games))));

const cleanups: Array<() => void> = [];
function afterTest(cleanup: () => void) {
  cleanups.push(cleanup);
}
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function group(name: string) {
  return screen.getByRole('region', { name });
}

function cardTitles(region: HTMLElement) {
  return within(region).queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

describe('/tournaments', () => {
  it('lists upcoming (coming soon, upcoming, scheduled), live and past tournaments, sorted by date from the API', async () => {
    const asked = tournamentsAnswer();
    renderApp({ route: '/tournaments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Upcoming' });
    expect(cardTitles(group('Upcoming'))).toEqual(['VERSUS EA FC Winter Cup', 'Call of Duty Warzone Showdown', 'EA FC Pro Clubs Weekend']);
    expect(cardTitles(group('Live'))).toEqual(['VALORANT Night Clash']);
    expect(cardTitles(group('Past'))).toEqual(['EA FC Autumn Championship']);
    expect(within(group('Past')).getByRole('link', { name: 'Details' })).toHaveAttribute('href', `/tournaments/old/${completed._id}`);
    expect(within(group('Live')).getByRole('link', { name: 'Details' })).toHaveAttribute('href', `/tournaments/${live._id}`);
    expect(asked[0]?.searchParams.get('sort')).toBe('date');
  });

  it("shows each card's game cover from the games list", async () => {
    tournamentsAnswer();
    renderApp({ route: '/tournaments' });
    const card = await screen.findByRole('article', { name: live.title });
    await waitFor(() => expect(card.querySelector('img')).toHaveAttribute('src', '/images/games/valorant/hero-desktop.svg'));
  });

  it('filters by game, status and platform', async () => {
    tournamentsAnswer();
    const { user } = renderApp({ route: '/tournaments' });
    await screen.findByRole('region', { name: 'Upcoming' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Live');
    expect(screen.queryByRole('region', { name: 'Upcoming' })).not.toBeInTheDocument();
    expect(cardTitles(group('Live'))).toEqual(['VALORANT Night Clash']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'EA SPORTS FC 26');
    expect(cardTitles(group('Upcoming'))).toEqual(['VERSUS EA FC Winter Cup', 'EA FC Pro Clubs Weekend']);
    expect(cardTitles(group('Past'))).toEqual(['EA FC Autumn Championship']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'PC');
    expect(cardTitles(group('Upcoming'))).toEqual(['EA FC Pro Clubs Weekend']);
    expect(cardTitles(group('Past'))).toEqual([]);
    expect(within(group('Past')).getByText('No finished tournaments match these filters.')).toBeInTheDocument();
  });

  it('a status filter hides the other groups instead of calling them empty', async () => {
    tournamentsAnswer();
    const { user } = renderApp({ route: '/tournaments' });
    await screen.findByRole('region', { name: 'Upcoming' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Coming soon');
    expect(cardTitles(group('Upcoming'))).toEqual(['VERSUS EA FC Winter Cup']);
    expect(screen.queryByRole('region', { name: 'Live' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Past' })).not.toBeInTheDocument();
    expect(screen.queryByText('No tournament is live right now.')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'EA SPORTS FC 26');
    expect(within(group('Live')).getByText('No live tournaments match these filters.')).toBeInTheDocument();
  });

  it('a shared link /tournaments#{id} brings that card into view, focused and highlighted', async () => {
    tournamentsAnswer();
    // jsdom has no layout, so no scrollIntoView: record the call instead.
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    afterTest(() => delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView);
    renderApp({ route: `/tournaments#${upcoming._id}` });
    const card = await screen.findByRole('article', { name: upcoming.title });
    expect(card).toHaveClass('is-highlighted');
    await waitFor(() => expect(card.parentElement).toHaveFocus());
    expect(scrolled).toHaveBeenCalled();
    expect(screen.getByRole('article', { name: comingSoon.title })).not.toHaveClass('is-highlighted');
  });

  it('puts the live group first, each live card with a LIVE badge', async () => {
    tournamentsAnswer();
    renderApp({ route: '/tournaments' });
    await screen.findByRole('region', { name: 'Live' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(['Live', 'Upcoming', 'Past']);
    expect(within(screen.getByRole('article', { name: live.title })).getByText('LIVE')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: upcoming.title })).queryByText('LIVE')).not.toBeInTheDocument();
  });

  const pastOnes = Array.from({ length: 14 }, (_, index) => ({
    ...completed,
    _id: `6a1f00d5e1a7c0de0000${(100 + index).toString(16).padStart(4, '0')}`,
    title: `Past Cup ${index + 1}`,
  }));

  it('shows six past tournaments and the rest behind Show more, saying how many are shown', async () => {
    tournamentsAnswer({ items: [live, ...pastOnes], total: 15 });
    const { user } = renderApp({ route: '/tournaments' });
    await screen.findByRole('region', { name: 'Past' });
    expect(cardTitles(group('Past'))).toHaveLength(6);
    expect(within(group('Past')).getByRole('status')).toHaveTextContent('Showing 6 of 14 past tournaments.');
    await user.click(within(group('Past')).getByRole('button', { name: 'Show more' }));
    expect(cardTitles(group('Past'))).toHaveLength(12);
    await user.click(within(group('Past')).getByRole('button', { name: 'Show more' }));
    expect(cardTitles(group('Past'))).toEqual(pastOnes.map((tournament) => tournament.title));
    expect(within(group('Past')).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('a shared link to a past tournament further down shows the list as far as that card', async () => {
    tournamentsAnswer({ items: [live, ...pastOnes], total: 15 });
    Element.prototype.scrollIntoView = jest.fn();
    afterTest(() => delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView);
    renderApp({ route: `/tournaments#${pastOnes[9]!._id}` });
    const card = await screen.findByRole('article', { name: 'Past Cup 10' });
    expect(card).toHaveClass('is-highlighted');
    await waitFor(() => expect(card.parentElement).toHaveFocus());
    expect(cardTitles(group('Past'))).toHaveLength(10);
  });

  it('reads a bare list as well as { items }', async () => {
    tournamentsAnswer([live]);
    renderApp({ route: '/tournaments' });
    await screen.findByRole('region', { name: 'Live' });
    expect(cardTitles(group('Live'))).toEqual(['VALORANT Night Clash']);
  });

  it('says so when the tournaments cannot be loaded, and tries again', async () => {
    server.use(http.get('*/api/tournaments', () => HttpResponse.json({ msg: 'down' }, { status: 503 })));
    const { user } = renderApp({ route: '/tournaments' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load tournaments. Please try again later.');
    tournamentsAnswer();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Upcoming' })).toBeInTheDocument();
  });

  it('reads the bundled JSON instead of the API when TOURNAMENT_SOURCE=local', async () => {
    server.use(
      http.get('*/data/tournaments.json', () => HttpResponse.json({ items: [completed, comingSoon] })),
      http.get('*/api/tournaments', () => HttpResponse.json({ msg: 'must not be asked' }, { status: 500 })),
    );
    renderApp({ route: '/tournaments', config: { tournamentSource: 'local' } });
    await screen.findByRole('region', { name: 'Upcoming' });
    expect(cardTitles(group('Upcoming'))).toEqual(['VERSUS EA FC Winter Cup']);
    expect(cardTitles(group('Past'))).toEqual(['EA FC Autumn Championship']);
  });
});

describe('/tournaments/{id}', () => {
  function tournamentAnswer(tournament: object) {
    server.use(
      http.get('*/api/tournaments/:id', ({ params }) =>
        params.id === (tournament as { _id: string })._id ? HttpResponse.json(tournament) : HttpResponse.json({ msg: 'Tournament not found' }, { status: 404 }),
      ),
      // Nobody has entered yet: the registration panel and the list of who's in read this.
      http.get('*/api/tournaments/:id/participants', () => HttpResponse.json({ participants: [] })),
    );
  }

  it('shows cover, organizer, date with its zone, countdown, facts, game link, rules, the bot link, Share and Add to calendar', async () => {
    tournamentAnswer({ ...upcoming, rules: 'Check in 30 minutes early.\nBe respectful.' });
    renderApp({ route: `/tournaments/${upcoming._id}`, config: { botUrl: 'https://t.me/test_bot' } });
    expect(await screen.findByRole('heading', { level: 1, name: upcoming.title })).toBeInTheDocument();
    expect(screen.getByText('Nordic Esports League')).toBeInTheDocument();
    const time = document.querySelector('main time');
    expect(time).toHaveAttribute('datetime', '2030-12-01T19:00:00.000Z');
    expect(time?.textContent).toMatch(/UTC|GMT|[A-Z]{2,5}$/);
    expect(screen.getByRole('timer')).toHaveTextContent(/^Starts in \d+d \d{2}h \d{2}m \d{2}s$/);
    expect(screen.getByText('$2,500')).toBeInTheDocument();
    expect(screen.getByText('BATTLE ROYALE')).toBeInTheDocument();
    expect(screen.getByText('Cross-platform')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Call of Duty: Black Ops 7' })).toHaveAttribute('href', '/games/cod');
    expect(screen.getByText(/Check in 30 minutes early\./)).toBeInTheDocument();
    const bot = screen.getByRole('link', { name: 'Join on the bot' });
    // The bot opens on this tournament: the messaging app hands it the start parameter.
    expect(bot).toHaveAttribute('href', `https://t.me/test_bot?start=tournament-${upcoming._id}`);
    expect(bot).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button', { name: 'Notify Me' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/tournaments/${upcoming._id}.ics`);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('offers Notify Me instead of the bot for a coming-soon tournament, and no calendar while the date is TBA', async () => {
    tournamentAnswer({ ...comingSoon, startAt: null });
    const { user } = renderApp({ route: `/tournaments/${COMING_SOON_ID}` });
    await screen.findByRole('heading', { level: 1, name: comingSoon.title });
    expect(screen.queryByRole('link', { name: 'Join on the bot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByRole('dialog', { name: 'Get Notified' })).toBeInTheDocument();
  });

  it('says Tournament not found for an unknown id', async () => {
    tournamentAnswer(upcoming);
    renderApp({ route: `/tournaments/${'0'.repeat(24)}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournament not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tournaments' })).toHaveAttribute('href', '/tournaments');
  });
});

describe('/tournaments/old/{id}', () => {
  it('shows the finished tournament and its results by place', async () => {
    server.use(http.get('*/api/tournaments/:id', () => HttpResponse.json(completed)));
    renderApp({ route: `/tournaments/old/${completed._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: completed.title })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent).concat(within(row).getByRole('rowheader').textContent ?? ''))).toEqual([
      ['1', '€2,500', 'NordicNinja'],
      ['2', '€1,250', 'PixelPulse'],
      ['3', '—', 'GoalMachine'],
    ]);
  });

  it('says the results are coming when there are none yet', async () => {
    server.use(http.get('*/api/tournaments/:id', () => HttpResponse.json({ ...completed, results: null })));
    renderApp({ route: `/tournaments/old/${completed._id}` });
    expect(await screen.findByText('The results will be published soon.')).toBeInTheDocument();
  });
});

describe('Countdown', () => {
  afterEach(() => jest.useRealTimers());

  it('ticks every second until the start, then says Started', () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T12:00:00Z') });
    render(<Countdown target={new Date('2030-01-02T12:00:02Z')} />);
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 1d 00h 00m 02s');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 1d 00h 00m 01s');
    act(() => jest.advanceTimersByTime(86_401_000));
    expect(screen.getByText('Started')).toBeInTheDocument();
  });
});
