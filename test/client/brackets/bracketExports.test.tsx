import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { asAdmin, backofficeApi, tournament } from '../admin/adminFixtures';
import { server } from '../mswServer';
import { renderApp } from '../render';

const CUP = tournament({ _id: '6a1f00d5e1a7c0de0000b00a', id: '6a1f00d5e1a7c0de0000b00a', title: 'Bracket Cup', status: 'LIVE' });

describe('the CSV exports of a tournament', () => {
  // jsdom has no object URLs: the browser's download hand-over is stood in for here.
  const createObjectURL = jest.fn((_file: Blob) => 'blob:export');
  const revokeObjectURL = jest.fn();
  let downloads: string[];
  let clickSpy: jest.SpyInstance;
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    createObjectURL.mockClear();
    downloads = [];
    clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => clickSpy.mockRestore());

  /** The bracket screen of the cup before its start, its exports answered by `answer`. */
  function bracketScreen(answer: (request: Request) => Response) {
    const requests: Array<{ what: string | null; authorization: string | null }> = [];
    backofficeApi({ tournaments: [CUP] });
    server.use(
      http.get('*/api/tournaments/:id', () => HttpResponse.json(CUP)),
      http.get('*/api/tournaments/:id/participants', () => HttpResponse.json({ participants: [] })),
      http.get('*/api/tournaments/:id/bracket', () => HttpResponse.json({ msg: 'This tournament has no bracket yet.' }, { status: 404 })),
      http.get(`*/api/admin/tournaments/${CUP._id}/export.csv`, ({ request }) => {
        requests.push({ what: new URL(request.url).searchParams.get('what'), authorization: request.headers.get('authorization') });
        return answer(request);
      }),
    );
    return { requests, ...renderApp({ route: `/versusbackoffice/tournaments/${CUP._id}/bracket`, preloadedState: asAdmin }) };
  }

  it('each button fetches its file with the login token and hands it to the browser as <what>-<id>.csv', async () => {
    const { requests, user } = bracketScreen((request) => new HttpResponse(`"${new URL(request.url).searchParams.get('what')}"\n`, { headers: { 'content-type': 'text/csv' } }));
    const group = await screen.findByRole('group', { name: 'Export CSV' });
    for (const [index, name] of ['Participants', 'Matches', 'Placements'].entries()) {
      // One download at a time: the buttons wait for the file on its way.
      await waitFor(() => expect(within(group).getByRole('button', { name })).toBeEnabled());
      await user.click(within(group).getByRole('button', { name }));
      await waitFor(() => expect(downloads).toHaveLength(index + 1));
    }
    expect(downloads).toEqual([`participants-${CUP._id}.csv`, `matches-${CUP._id}.csv`, `placements-${CUP._id}.csv`]);
    expect(requests).toEqual(['participants', 'matches', 'placements'].map((what) => ({ what, authorization: 'Bearer test-token' })));
    expect(await createObjectURL.mock.calls[1]![0].text()).toBe('"matches"\n');
  });

  it('a refused export says so with its status, and nothing is downloaded', async () => {
    const { user } = bracketScreen(() => HttpResponse.json({ msg: 'Forbidden' }, { status: 403 }));
    await user.click(within(await screen.findByRole('group', { name: 'Export CSV' })).getByRole('button', { name: 'Placements' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The placements export failed (403).');
    expect(downloads).toEqual([]);
  });
});
