import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { adminTournament, adminUser, asAdmin, asMaster, auditEntry, backofficeApi, tournament } from './adminFixtures';

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
  // The game by its catalogue name, the format with spaces.
  expect(await within(table).findByRole('cell', { name: 'EA SPORTS FC 26' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'Single elimination' })).toBeInTheDocument();
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

test('creating a tournament through the form: game from the catalogue, one of the five formats, description, rules, time zone, DRAFT by default', async () => {
  backofficeApi();
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/tournaments', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      if (body.prizePool === 'lots') return HttpResponse.json({ msg: 'Prize pool must be an amount (body.prizePool).' }, { status: 400 });
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
  expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('DRAFT');
  const game = within(dialog).getByRole('combobox', { name: 'Game' });
  await within(game).findByRole('option', { name: 'EA SPORTS FC 26' });
  await user.selectOptions(game, 'EA SPORTS FC 26');
  const format = within(dialog).getByRole('combobox', { name: 'Format' });
  expect(within(format).getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Not set', 'Single elimination', 'Double elimination', 'Round robin', 'Swiss', 'Battle royale',
  ]);
  await user.selectOptions(format, 'Double elimination');
  expect(within(dialog).getByText(/^Your time zone: .+ \(UTC[+-]\d\d:\d\d\)$/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText(/Start/)).toHaveAccessibleDescription(/^Your time zone: /);
  await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Sixty-four players, one day.');
  await user.type(within(dialog).getByRole('textbox', { name: 'Rules' }), 'Best of three.');
  await user.type(within(dialog).getByRole('textbox', { name: 'Prize pool' }), 'lots');
  await user.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Prize pool must be an amount (body.prizePool).');

  await user.clear(within(dialog).getByRole('textbox', { name: 'Prize pool' }));
  await user.click(within(dialog).getByRole('button', { name: 'Create tournament' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(bodies.at(-1)).toMatchObject({
    title: 'Spring Clash', status: 'DRAFT', game: 'ea-fc', format: 'DOUBLE_ELIMINATION',
    description: 'Sixty-four players, one day.', rules: 'Best of three.', startAt: null, organizer: null, prizePool: null,
  });
});

test('moving a tournament out of COMING_SOON asks first, naming how many mails go, then says how many were queued', async () => {
  backofficeApi({ tournaments: [adminTournament({ notifySignups: 3 })] });
  const patched: unknown[] = [];
  server.use(
    http.patch('*/api/tournaments/:id', async ({ request, params }) => {
      patched.push({ id: params.id, body: await request.json() });
      return HttpResponse.json({ ...tournament({ status: 'UPCOMING' }), queuedMails: 3 });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/tournaments', preloadedState: asMaster });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of VERSUS Winter Cup' }), 'UPCOMING');
  const dialog = screen.getByRole('dialog', { name: 'Send registration mails?' });
  expect(dialog).toHaveTextContent('Moving VERSUS Winter Cup to UPCOMING opens registration: 3 mails will go to the people who signed up.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(patched).toEqual([]);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status of VERSUS Winter Cup' }), 'UPCOMING');
  await user.click(within(screen.getByRole('dialog', { name: 'Send registration mails?' })).getByRole('button', { name: 'Change status and send 3 mails' }));
  expect(await screen.findByText('VERSUS Winter Cup is now UPCOMING. 3 mails to the people who signed up are on their way.')).toBeInTheDocument();
  expect(patched).toEqual([{ id: '6a1f00d5e1a7c0de0000b001', body: { status: 'UPCOMING' } }]);
});

test('with no sign-ups the status changes at once and says no mails were sent', async () => {
  backofficeApi();
  server.use(http.patch('*/api/tournaments/:id', () => HttpResponse.json({ ...tournament({ status: 'LIVE' }), queuedMails: 0 })));
  const { user } = renderApp({ route: '/versusbackoffice/tournaments', preloadedState: asAdmin });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of VERSUS Winter Cup' }), 'LIVE');
  expect(await screen.findByText('VERSUS Winter Cup is now LIVE. No one has signed up for this tournament yet: no mails sent.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('publishing through the edit form asks before it mails the sign-ups', async () => {
  backofficeApi({ tournaments: [adminTournament({ notifySignups: 1 })] });
  const patched: unknown[] = [];
  server.use(
    http.patch('*/api/tournaments/:id', async ({ request }) => {
      patched.push(await request.json());
      return HttpResponse.json({ ...tournament({ status: 'UPCOMING' }), queuedMails: 1 });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/tournaments', preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Edit VERSUS Winter Cup' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit tournament' });
  expect(within(dialog).getByRole('combobox', { name: 'Format' })).toHaveValue('SINGLE_ELIMINATION');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'UPCOMING');
  await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Saving opens registration: 1 mail will go to the people who signed up.');
  expect(patched).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Save and send' }));
  expect(await screen.findByText('VERSUS Winter Cup was saved. 1 mail to the people who signed up is on its way.')).toBeInTheDocument();
  expect(patched).toEqual([{ status: 'UPCOMING' }]);
});

test('the list is filtered by status (DRAFT too) and paged, 20 at a time', async () => {
  const asked: URLSearchParams[] = [];
  backofficeApi();
  server.use(
    http.get('*/api/admin/tournaments', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const skip = Number(params.get('skip'));
      const items = Array.from({ length: params.get('status') ? 1 : 20 }, (_, index) =>
        adminTournament({ _id: `6a1f00d5e1a7c0de${String(skip + index).padStart(8, '0')}`, title: `Cup ${skip + index + 1}`, status: params.get('status') ?? 'LIVE' }),
      );
      return HttpResponse.json({ items, total: params.get('status') ? 1 : 45 });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/tournaments', preloadedState: asAdmin });
  expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Cup 21' })).toBeInTheDocument();
  expect(asked.at(-1)?.get('skip')).toBe('20');
  expect(asked.at(-1)?.get('limit')).toBe('20');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'DRAFT');
  expect(await screen.findByRole('combobox', { name: 'Status of Cup 1' })).toHaveValue('DRAFT');
  expect(asked.at(-1)?.get('status')).toBe('DRAFT');
  expect(asked.at(-1)?.get('skip')).toBe('0');
  expect(screen.queryByRole('navigation', { name: 'Tournament pages' })).not.toBeInTheDocument();
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

test('the notify-me list of a tournament (who asked to be mailed, apart from registrations) is listed with an export', async () => {
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
  await user.click(await screen.findByRole('button', { name: 'Notify-me list of VERSUS Winter Cup' }));
  expect(await screen.findByRole('heading', { name: 'Notify-me list for VERSUS Winter Cup' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'fan@example.com' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

/** The notify-me list of the winter cup, opened by a master, with the CSV export answering as given. */
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
  await rendered.user.click(await screen.findByRole('button', { name: 'Notify-me list of VERSUS Winter Cup' }));
  await screen.findByRole('heading', { name: 'Notify-me list for VERSUS Winter Cup' });
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
