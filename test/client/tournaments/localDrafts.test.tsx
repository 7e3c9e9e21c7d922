import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { comingSoon, games } from './fixtures';

const draft = { ...comingSoon, _id: '6a1f00d5e1a7c0de000000d1', id: '6a1f00d5e1a7c0de000000d1', title: 'Unannounced Draft Cup', status: 'DRAFT' };

beforeEach(() =>
  server.use(
    http.get('*/api/games', () => HttpResponse.json(games)),
    http.get('*/data/tournaments.json', () => HttpResponse.json({ items: [comingSoon, draft] })),
    http.get('*/api/tournaments', () => HttpResponse.json({ msg: 'must not be asked' }, { status: 500 })),
  ),
);

describe('bundled tournament data (TOURNAMENT_SOURCE=local)', () => {
  it('never lists a DRAFT', async () => {
    renderApp({ route: '/tournaments', config: { tournamentSource: 'local' } });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const titles = within(upcoming).queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual([comingSoon.title]);
    expect(screen.queryByText('Unannounced Draft Cup')).not.toBeInTheDocument();
  });

  it('answers a DRAFT’s own page as not found', async () => {
    renderApp({ route: `/tournaments/${draft._id}`, config: { tournamentSource: 'local' } });
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i })).toBeInTheDocument();
    expect(screen.queryByText('Unannounced Draft Cup')).not.toBeInTheDocument();
  });
});
