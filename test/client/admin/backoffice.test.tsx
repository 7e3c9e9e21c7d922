import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { adminUser, asAdmin, asMaster, auditEntry, backofficeApi, tournament } from './adminFixtures';

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => alertSpy.mockRestore());

test.each([
  ['an admin', asAdmin, '/admin'],
  ['a master', asMaster, '/versusbackoffice'],
])('%s sees the backoffice with its tournaments at %s', async (_who, session, route) => {
  backofficeApi();
  renderApp({ route, preloadedState: session });
  expect(await screen.findByRole('heading', { level: 1, name: 'Backoffice' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: /Tournaments/ });
  expect(within(table).getByRole('cell', { name: 'VERSUS Winter Cup' })).toBeInTheDocument();
  expect(within(table).getByRole('combobox', { name: 'Status of VERSUS Winter Cup' })).toHaveValue('COMING_SOON');
  expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/versusbackoffice/audit');
});

test('only an admin gets the role control; a master sees the role as text', async () => {
  backofficeApi();
  const master = renderApp({ route: '/versusbackoffice/users', preloadedState: asMaster });
  expect(await screen.findByRole('cell', { name: 'rookie' })).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Role of rookie' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ban rookie' })).not.toBeInTheDocument();
  expect(screen.getByText('Only admins can change roles or ban users.')).toBeInTheDocument();
  master.unmount();

  let sentRole: unknown;
  server.use(
    http.patch('*/api/admin/users/:id/role', async ({ request }) => {
      sentRole = await request.json();
      return HttpResponse.json(adminUser({ role: 'master' }));
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/users', preloadedState: asAdmin });
  const roleControl = await screen.findByRole('combobox', { name: 'Role of rookie' });
  await user.selectOptions(roleControl, 'master');
  expect(await screen.findByText('rookie is now master.')).toBeInTheDocument();
  expect(sentRole).toEqual({ role: 'master' });
});

test('creating a tournament through the form sends it to the API and shows the server’s validation message', async () => {
  backofficeApi();
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/tournaments', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.game === 'no-such-game') return HttpResponse.json({ msg: 'Game "no-such-game" is not a game of the catalogue (body.game).' }, { status: 400 });
      return HttpResponse.json(tournament({ _id: '6a1f00d5e1a7c0de0000b009', title: 'Spring Clash' }), { status: 201 });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice', preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'New tournament' }));
  const dialog = screen.getByRole('dialog', { name: 'New tournament' });

  await user.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Title is required.');
  expect(bodies).toHaveLength(0);

  await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Spring Clash');
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'UPCOMING');
  await user.type(within(dialog).getByRole('textbox', { name: 'Game (key)' }), 'no-such-game');
  await user.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Game "no-such-game" is not a game of the catalogue (body.game).');

  await user.clear(within(dialog).getByRole('textbox', { name: 'Game (key)' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Game (key)' }), 'ea-fc');
  await user.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodies.at(-1)).toMatchObject({ title: 'Spring Clash', status: 'UPCOMING', game: 'ea-fc', startAt: null, organizer: null });
});

test('moving a tournament out of COMING_SOON patches its status and says the mails go out', async () => {
  backofficeApi();
  let patched: unknown;
  server.use(
    http.patch('*/api/tournaments/:id', async ({ request, params }) => {
      patched = { id: params.id, body: await request.json() };
      return HttpResponse.json(tournament({ status: 'UPCOMING' }));
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/tournaments', preloadedState: asMaster });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of VERSUS Winter Cup' }), 'UPCOMING');
  expect(await screen.findByText(/is now UPCOMING\. Registration-open mails are on their way\./)).toBeInTheDocument();
  expect(patched).toEqual({ id: '6a1f00d5e1a7c0de0000b001', body: { status: 'UPCOMING' } });
});

test('deleting asks for confirmation first', async () => {
  backofficeApi();
  const deleted = jest.fn();
  server.use(
    http.delete('*/api/tournaments/:id', ({ params }) => {
      deleted(params.id);
      return HttpResponse.json({ msg: 'Tournament deleted' });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice', preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Delete VERSUS Winter Cup' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete tournament?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deleted).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Delete VERSUS Winter Cup' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Delete tournament?' })).getByRole('button', { name: 'Delete for good' }));
  expect(await screen.findByText('VERSUS Winter Cup was deleted.')).toBeInTheDocument();
  expect(deleted).toHaveBeenCalledWith('6a1f00d5e1a7c0de0000b001');
});

test('the sign-ups of a tournament are listed with an export', async () => {
  backofficeApi();
  server.use(
    http.get('*/api/admin/tournaments/:id/signups', () =>
      HttpResponse.json({
        tournament: { id: '6a1f00d5e1a7c0de0000b001', title: 'VERSUS Winter Cup', status: 'COMING_SOON' },
        items: [{ id: '6a1f00d5e1a7c0de0000e001', email: 'fan@example.com', username: null, createdAt: '2026-11-01T09:00:00.000Z' }],
        total: 1,
      }),
    ),
  );
  const { user } = renderApp({ route: '/versusbackoffice', preloadedState: asMaster });
  await user.click(await screen.findByRole('button', { name: 'Sign-ups of VERSUS Winter Cup' }));
  expect(await screen.findByRole('heading', { name: 'Sign-ups for VERSUS Winter Cup' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'fan@example.com' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

/** The sign-ups panel of the winter cup, opened by a master, with the CSV export answering as given. */
async function openSignups(exportAnswer: (authorization: string | null) => Response) {
  backofficeApi();
  server.use(
    http.get('*/api/admin/tournaments/:id/signups', () =>
      HttpResponse.json({
        tournament: { id: '6a1f00d5e1a7c0de0000b001', title: 'VERSUS Winter Cup', status: 'COMING_SOON' },
        items: [{ id: '6a1f00d5e1a7c0de0000e001', email: 'fan@example.com', username: null, createdAt: '2026-11-01T09:00:00.000Z' }],
        total: 1,
      }),
    ),
    http.get('*/api/admin/tournaments/:id/signups.csv', ({ request }) => exportAnswer(request.headers.get('authorization'))),
  );
  const rendered = renderApp({ route: '/versusbackoffice', preloadedState: asMaster });
  await rendered.user.click(await screen.findByRole('button', { name: 'Sign-ups of VERSUS Winter Cup' }));
  await screen.findByRole('heading', { name: 'Sign-ups for VERSUS Winter Cup' });
  return rendered;
}

describe('the CSV export', () => {
  // jsdom has no object URLs: the browser's download hand-over is stood in for here.
  const createObjectURL = jest.fn((_file: Blob) => 'blob:signups');
  const revokeObjectURL = jest.fn();
  let downloads: string[];
  let clickSpy: jest.SpyInstance;
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    downloads = [];
    clickSpy = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => clickSpy.mockRestore());

  test('fetches the file with the login token and hands it to the browser as signups-<id>.csv', async () => {
    let sentAuthorization: string | null = null;
    const { user } = await openSignups((authorization) => {
      sentAuthorization = authorization;
      return new HttpResponse('email,account\nfan@example.com,', { headers: { 'content-type': 'text/csv' } });
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toEqual(['signups-6a1f00d5e1a7c0de0000b001.csv']));
    expect(sentAuthorization).toBe('Bearer test-token');
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('email,account\nfan@example.com,');
  });

  test('a refused export says so with its status, and nothing is downloaded', async () => {
    const { user } = await openSignups(() => HttpResponse.json({ msg: 'Forbidden' }, { status: 403 }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export failed (403).');
    expect(downloads).toEqual([]);
  });
});

test('the audit log shows who did what, on what, and when, in words', async () => {
  backofficeApi();
  renderApp({ route: '/versusbackoffice/audit', preloadedState: asMaster });
  const table = await screen.findByRole('table', { name: 'Audit log' });
  const row = within(table).getAllByRole('row')[1]!;
  expect(within(row).getByRole('cell', { name: 'boss' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: 'Change a tournament' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: 'VERSUS EA FC Winter Cup' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: 'Changed status; Status: UPCOMING' })).toBeInTheDocument();
  expect(within(row).getByRole('cell', { name: /2026/ }).querySelector('time')).toHaveAttribute('dateTime', auditEntry.createdAt);
});

test('the audit log filters by person, action and days, each filter sent to the server', async () => {
  backofficeApi();
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/admin/audit', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const items = params.get('actor') === 'nobody' ? [] : [auditEntry];
      return HttpResponse.json({ items, nextBefore: null, actions: [{ action: auditEntry.action, label: auditEntry.actionLabel }] });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/audit', preloadedState: asMaster });
  await screen.findByRole('table', { name: 'Audit log' });
  const filters = screen.getByRole('form', { name: 'Filter the audit log' });
  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Action' }), 'Change a tournament');
  await user.type(within(filters).getByLabelText('From'), '2026-11-01');
  await user.type(within(filters).getByLabelText('To'), '2026-11-30');
  await waitFor(() => expect(asked.at(-1)?.get('to')).toBe('2026-11-30'));
  expect(asked.at(-1)?.get('action')).toBe(auditEntry.action);
  expect(asked.at(-1)?.get('from')).toBe('2026-11-01');
  await user.type(within(filters).getByRole('searchbox', { name: 'Person' }), 'nobody');
  expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
  await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
  expect(await screen.findByRole('table', { name: 'Audit log' })).toBeInTheDocument();
  // The unfiltered page is still cached: it shows again without asking the server.
  expect(within(filters).getByRole('combobox', { name: 'Action' })).toHaveValue('');
});
