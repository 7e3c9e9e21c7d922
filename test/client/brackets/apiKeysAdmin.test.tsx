import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiKeySummary, CreateApiKeyBody } from '../../../common/contract/brackets';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { asMaster, backofficeApi, tournament } from '../admin/adminFixtures';

const KEY = 'vsk_live_0123456789abcdefghijklmnopqrstuv';

const WINTER_CUP = tournament();
const SPRING_CLASH = tournament({ _id: '6a1f00d5e1a7c0de0000b002', id: '6a1f00d5e1a7c0de0000b002', title: 'Spring Clash' });

function apiKeysServer(existing: ApiKeySummary[] = []) {
  const keys: ApiKeySummary[] = [...existing];
  const sent = { created: [] as CreateApiKeyBody[], revoked: [] as unknown[] };
  const tournaments = [WINTER_CUP, SPRING_CLASH];
  backofficeApi({ tournaments });
  server.use(
    // The backoffice list searches titles with q, as ours does.
    http.get('*/api/admin/tournaments', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      const items = tournaments.filter((item) => item.title.toLowerCase().includes(q)).map((item) => ({ ...item, notifySignups: 0 }));
      return HttpResponse.json({ items, total: items.length });
    }),
    http.get('*/api/admin/api-keys', () => HttpResponse.json({ keys })),
    http.post('*/api/admin/api-keys', async ({ request }) => {
      const body = (await request.json()) as CreateApiKeyBody;
      sent.created.push(body);
      if (body.name === 'taken') return HttpResponse.json({ msg: 'body/name must match pattern' }, { status: 400 });
      const id = `6a1f00d5e1a7c0de0000f${String(keys.length + 1).padStart(3, '0')}`;
      keys.push({
        id,
        name: body.name,
        scopes: body.scopes,
        createdAt: '2026-11-20T10:00:00.000Z',
        lastUsedAt: null,
        createdBy: 'moderator',
        expiresAt: body.expiresAt ?? null,
        tournaments: body.tournamentIds?.map((tournamentId) => ({ id: tournamentId, title: tournaments.find((item) => item._id === tournamentId)?.title ?? null })) ?? null,
        usable: true,
        unusableReason: null,
      });
      return HttpResponse.json({ id, name: body.name, key: KEY }, { status: 201 });
    }),
    http.delete('*/api/admin/api-keys/:id', ({ params }) => {
      sent.revoked.push(params.id);
      keys.splice(keys.findIndex((key) => key.id === params.id), 1);
      return HttpResponse.json({ msg: 'API key revoked' });
    }),
  );
  return sent;
}

test('a new API key of the results scope is shown once, with a copy button, and the list never shows it again', async () => {
  const sent = apiKeysServer();
  const { user } = renderApp({ route: '/versusbackoffice/api-keys', preloadedState: asMaster });
  // user-event stands in for the browser's clipboard.
  const copied = jest.spyOn(navigator.clipboard, 'writeText');
  expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'taken');
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('body/name must match pattern');

  await user.clear(screen.getByRole('textbox', { name: 'Name' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'VERSUS bot');
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  expect(await screen.findByText('VERSUS bot was created. Copy the key now: you will not see it again.')).toBeInTheDocument();
  expect(screen.getByLabelText('The key of VERSUS bot')).toHaveTextContent(KEY);
  expect(sent.created.at(-1)).toEqual({ name: 'VERSUS bot', scopes: ['results'] });
  await user.click(screen.getByRole('button', { name: 'Copy the key' }));
  expect(await screen.findByText('Copied.')).toBeInTheDocument();
  expect(copied).toHaveBeenCalledWith(KEY);

  const table = await screen.findByRole('table', { name: 'API keys' });
  const row = within(table).getByRole('row', { name: /VERSUS bot/ });
  expect(row).toHaveTextContent('results');
  expect(row).toHaveTextContent('Never');
  expect(row).toHaveTextContent('moderator');
  expect(table).not.toHaveTextContent(KEY);

  await user.click(screen.getByRole('button', { name: 'I have stored it' }));
  expect(screen.queryByText(KEY)).not.toBeInTheDocument();
});

test('an API key is revoked only after a confirmation', async () => {
  const sent = apiKeysServer();
  const { user } = renderApp({ route: '/versusbackoffice/api-keys', preloadedState: asMaster });
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Old bot');
  await user.click(screen.getByRole('button', { name: 'Create key' }));
  await user.click(await screen.findByRole('button', { name: 'Revoke Old bot' }));
  const dialog = screen.getByRole('dialog', { name: 'Revoke API key?' });
  expect(dialog).toHaveTextContent('Old bot stops working at once');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(sent.revoked).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Revoke Old bot' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Revoke API key?' })).getByRole('button', { name: 'Revoke the key' }));
  expect(await screen.findByText('Old bot was revoked: it no longer works.')).toBeInTheDocument();
  expect(sent.revoked).toEqual(['6a1f00d5e1a7c0de0000f001']);
  await waitFor(() => expect(screen.queryByRole('table', { name: 'API keys' })).not.toBeInTheDocument());
});

test('a key can be given an end and limited to chosen tournaments; the list shows both, and a key that stopped working says why', async () => {
  const stopped: ApiKeySummary = {
    id: '6a1f00d5e1a7c0de0000f900',
    name: 'Old bot',
    scopes: ['results'],
    createdAt: '2026-01-20T10:00:00.000Z',
    lastUsedAt: null,
    createdBy: 'former_admin',
    expiresAt: null,
    tournaments: null,
    usable: false,
    unusableReason: 'The account that created it is no longer an admin or master.',
  };
  const sent = apiKeysServer([stopped]);
  const { user } = renderApp({ route: '/versusbackoffice/api-keys', preloadedState: asMaster });
  const table = await screen.findByRole('table', { name: 'API keys' });
  const old = within(table).getByRole('row', { name: /Old bot/ });
  expect(old).toHaveTextContent('Stopped: The account that created it is no longer an admin or master.');
  expect(old).toHaveTextContent('No end');
  expect(old).toHaveTextContent('All');

  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spring bot');
  await user.type(screen.getByLabelText('Valid until (optional)'), '2027-03-31');
  const tournaments = screen.getByRole('group', { name: 'Tournaments (optional)' });
  await user.type(within(tournaments).getByRole('searchbox', { name: 'Search tournaments' }), 'spring');
  await waitFor(() => expect(within(tournaments).queryByRole('checkbox', { name: 'VERSUS Winter Cup' })).not.toBeInTheDocument());
  await user.click(within(tournaments).getByRole('checkbox', { name: 'Spring Clash' }));
  // Chosen, it stays listed whatever is searched next.
  await user.clear(within(tournaments).getByRole('searchbox', { name: 'Search tournaments' }));
  await user.type(within(tournaments).getByRole('searchbox', { name: 'Search tournaments' }), 'winter');
  await waitFor(() => expect(within(tournaments).getByRole('checkbox', { name: 'VERSUS Winter Cup' })).not.toBeChecked());
  expect(within(tournaments).getByRole('checkbox', { name: 'Spring Clash' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Create key' }));

  expect(await screen.findByText('Spring bot was created. Copy the key now: you will not see it again.')).toBeInTheDocument();
  expect(sent.created.at(-1)).toEqual({
    name: 'Spring bot',
    scopes: ['results'],
    expiresAt: new Date('2027-03-31T23:59:59.999').toISOString(),
    tournamentIds: [SPRING_CLASH._id],
  });
  const row = await within(table).findByRole('row', { name: /Spring bot/ });
  expect(row).toHaveTextContent('Spring Clash');
  expect(row).toHaveTextContent('2027');
  expect(row).toHaveTextContent('Works');
});
