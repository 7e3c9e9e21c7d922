import { fireEvent, screen, within } from '@testing-library/react';
import { TournamentCard } from '../../../src/features/tournaments/TournamentCard';
import type { TournamentLike } from '../../../src/lib/tournaments';
import { renderWithProviders } from '../render';
import { comingSoon, games, upcoming } from './fixtures';

function renderCard(tournament: TournamentLike, props: Partial<Parameters<typeof TournamentCard>[0]> = {}) {
  const result = renderWithProviders(<TournamentCard tournament={tournament} {...props} />);
  const card = screen.getByRole('article', { name: tournament.title });
  return { ...result, card };
}

/** The value shown under a label of the card's facts. */
function fact(card: HTMLElement, label: string): HTMLElement {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('TournamentCard shows', () => {
  it('the title, organizer badge, date, prize pool, format with spaces and platform', () => {
    const { card } = renderCard({ ...upcoming, format: 'DOUBLE_ELIMINATION' });
    expect(within(card).getByRole('heading', { name: 'Call of Duty Warzone Showdown' })).toBeInTheDocument();
    expect(within(card).getByText('Nordic Esports League')).toHaveClass('badge');
    expect(fact(card, 'Date').querySelector('time')).toHaveAttribute('datetime', '2030-12-01T19:00:00.000Z');
    expect(fact(card, 'Date')).toHaveTextContent(/2030/);
    expect(fact(card, 'Prize pool')).toHaveTextContent('$2,500');
    expect(fact(card, 'Format')).toHaveTextContent(/^DOUBLE ELIMINATION$/);
    expect(fact(card, 'Platform')).toHaveTextContent('Cross-platform');
  });

  it.each([
    ['a missing prize pool', { prizePool: null }, 'Prize pool', 'TBD'],
    ['an empty prize pool', { prizePool: '' }, 'Prize pool', 'TBD'],
    ['a missing format', { format: undefined }, 'Format', 'TBD'],
    ['a missing platform', { platform: null }, 'Platform', 'TBD'],
    ['a missing date', { startAt: null }, 'Date', 'TBA'],
    ['the date TBA', { startAt: 'TBA' }, 'Date', 'TBA'],
    ['an unparseable date', { startAt: 'soon' }, 'Date', 'TBA'],
    ['a date in the year 2000', { startAt: '2000-06-01T12:00:00Z' }, 'Date', 'TBA'],
  ])('%s as %s', (_case, change, label, shown) => {
    const { card } = renderCard({ ...upcoming, ...change });
    expect(fact(card, label)).toHaveTextContent(new RegExp(`^${shown}$`));
  });

  it('a startDate when there is no startAt', () => {
    const { card } = renderCard({ ...upcoming, startAt: undefined, startDate: '2031-01-02T10:00:00Z' });
    expect(fact(card, 'Date').querySelector('time')).toHaveAttribute('datetime', '2031-01-02T10:00:00.000Z');
  });

  it('the default organizer VERSUS when none is named', () => {
    const { card } = renderCard({ ...upcoming, organizer: null });
    expect(within(card).getByText('VERSUS')).toHaveClass('badge');
  });
});

describe('coming soon', () => {
  it.each(['COMING_SOON', 'coming_soon'])('%s: COMING SOON badge and Notify Me instead of Details', (status) => {
    const { card } = renderCard({ ...comingSoon, status });
    expect(within(card).getByText('COMING SOON')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Notify Me' })).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Details' })).not.toBeInTheDocument();
  });

  it.each(['upcoming', 'UPCOMING'])('%s: COMING SOON badge and a Details link to /tournaments/{id}', (status) => {
    const { card } = renderCard({ ...upcoming, status });
    expect(within(card).getByText('COMING SOON')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute('href', `/tournaments/${upcoming._id}`);
    expect(within(card).queryByRole('button', { name: 'Notify Me' })).not.toBeInTheDocument();
  });

  it.each(['LIVE', 'COMPLETED', 'SCHEDULED', 'scheduled'])('%s: no COMING SOON badge, a Details link', (status) => {
    const { card } = renderCard({ ...upcoming, status });
    expect(within(card).queryByText('COMING SOON')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Details' })).toBeInTheDocument();
  });

  it('Details leads where the list says (finished tournaments to /tournaments/old/{id})', () => {
    const { card } = renderCard({ ...upcoming, status: 'COMPLETED' }, { detailsPath: `/tournaments/old/${upcoming._id}` });
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute('href', `/tournaments/old/${upcoming._id}`);
  });

  it('Notify Me opens the notify dialog for that tournament; Share opens the share dialog', async () => {
    const { card, user } = renderCard(comingSoon);
    await user.click(within(card).getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByRole('dialog', { name: 'Get Notified' })).toHaveTextContent('VERSUS EA FC Winter Cup');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(card).getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('dialog', { name: 'Share VERSUS EA FC Winter Cup' })).toBeInTheDocument();
  });
});

describe('the cover image', () => {
  const cover = (card: HTMLElement) => card.querySelector('img');

  it("is the tournament's own heroUrl first", () => {
    const { card } = renderCard({ ...comingSoon, heroUrl: '/images/custom.png' }, { games });
    expect(cover(card)).toHaveAttribute('src', '/images/custom.png');
  });

  it.each([
    ['key', 'ea-fc'],
    ['alias of the key', 'EAFC'],
    ['title', 'EA SPORTS FC 26'],
    ['name', 'Call of Duty: Black Ops 7'],
  ])("is the matching game's heroUrl, matched by %s", (_how, game) => {
    const { card } = renderCard({ ...comingSoon, game }, { games });
    const expected = game === 'Call of Duty: Black Ops 7' ? games[1]!.heroUrl : games[0]!.heroUrl;
    expect(cover(card)).toHaveAttribute('src', expected);
  });

  it('is the placeholder without either, the second placeholder after an error, and hidden after another', () => {
    const { card } = renderCard({ ...comingSoon, game: 'tetris' }, { games });
    expect(cover(card)).toHaveAttribute('src', '/images/placeholder-tournament.svg');
    fireEvent.error(cover(card)!);
    expect(cover(card)).toHaveAttribute('src', '/images/placeholder-tournament-2.svg');
    fireEvent.error(cover(card)!);
    expect(cover(card)).toBeNull();
  });

  it("falls to the second placeholder when the tournament's own image fails", () => {
    const { card } = renderCard({ ...comingSoon, heroUrl: '/broken.png' }, { games });
    fireEvent.error(cover(card)!);
    expect(cover(card)).toHaveAttribute('src', '/images/placeholder-tournament-2.svg');
  });
});

it('has a compact variant', () => {
  const { card } = renderCard(upcoming, { compact: true });
  expect(card).toHaveClass('tournament-card--compact');
  expect(within(card).getByRole('link', { name: 'Details' })).toBeInTheDocument();
});
