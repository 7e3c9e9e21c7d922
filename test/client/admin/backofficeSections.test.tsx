import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../mswServer';
import { renderApp } from '../render';
import { adminUser, asAdmin, asMaster, backofficeApi } from './adminFixtures';

test('a game’s details and artwork links are edited through the games API, sending only what changed', async () => {
  let sent: unknown;
  server.use(
    http.patch('*/api/games/:key', async ({ request, params }) => {
      sent = { key: params.key, body: await request.json() };
      return HttpResponse.json({});
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/games', preloadedState: asMaster });
  await user.click(await screen.findByRole('button', { name: 'Edit VALORANT' }));
  const form = screen.getByRole('form', { name: 'Edit VALORANT' });
  await user.type(within(form).getByRole('textbox', { name: 'Publisher' }), 'Riot Games');
  await user.type(within(form).getByRole('textbox', { name: 'Cover image link' }), '/images/games/valorant-cover.svg');
  await user.click(within(form).getByRole('button', { name: 'Save game' }));
  expect(await screen.findByRole('button', { name: 'Edit VALORANT' })).toBeInTheDocument();
  expect(sent).toEqual({ key: 'valorant', body: { publisher: 'Riot Games', coverImage: '/images/games/valorant-cover.svg' } });
});

test('the beta countdown is saved with the new target; a server refusal is shown', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.put('*/api/beta-countdown', async ({ request }) => {
      const body = (await request.json()) as { targetMembers: number };
      bodies.push(body);
      if (body.targetMembers > 100_000_000) return HttpResponse.json({ msg: 'Target members must be at most 100000000 (body.targetMembers).' }, { status: 400 });
      return HttpResponse.json({ success: true, data: { ...body, currentMembers: 3 } });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/beta', preloadedState: asAdmin });
  const target = await screen.findByRole('spinbutton', { name: 'Member target' });
  await user.clear(target);
  await user.type(target, '999999999');
  await user.click(screen.getByRole('button', { name: 'Save countdown' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Target members must be at most 100000000 (body.targetMembers).');
  await user.clear(target);
  await user.type(target, '3000');
  await user.click(screen.getByRole('button', { name: 'Save countdown' }));
  expect(await screen.findByText('Countdown saved.')).toBeInTheDocument();
  expect(bodies.at(-1)).toMatchObject({ targetMembers: 3000 });
});

test('a pending shop order is confirmed', async () => {
  const confirmed = jest.fn();
  const order = {
    _id: 'c'.repeat(24),
    itemName: 'Neon Profile Frame',
    quantity: 2,
    amount: 9.98,
    currency: 'USDT',
    paymentReference: 'VS-7K3M9QXP',
    status: 'pending',
    userId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
  server.use(
    http.get('*/api/shop/orders', () => HttpResponse.json({ items: [order], total: 1 })),
    http.post('*/api/shop/orders/:id/confirm', ({ params }) => {
      confirmed(params.id);
      return HttpResponse.json({ ...order, status: 'confirmed' });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/orders', preloadedState: asMaster });
  expect(await screen.findByRole('cell', { name: '2 × Neon Profile Frame' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Confirm order VS-7K3M9QXP' }));
  await screen.findByRole('cell', { name: '2 × Neon Profile Frame' });
  expect(confirmed).toHaveBeenCalledWith('c'.repeat(24));
});

test('the orders list shows pending orders first, and every other status or all on request', async () => {
  const asked: Array<string | null> = [];
  server.use(
    http.get('*/api/shop/orders', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('status'));
      return HttpResponse.json({ items: [], total: 0 });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/orders', preloadedState: asMaster });
  const show = await screen.findByRole('combobox', { name: 'Show' });
  expect(within(show).getAllByRole('option').map((option) => option.textContent)).toEqual(['pending', 'confirmed', 'cancelled', 'expired', 'all']);
  await user.selectOptions(show, 'expired');
  await user.selectOptions(show, 'all');
  await waitFor(() => expect(asked).toEqual(['pending', 'expired', null]));
});

test('an admin bans a user permanently, and has no Ban button on their own row', async () => {
  const me = adminUser({ id: 'a'.repeat(24), _id: 'a'.repeat(24), username: 'boss', role: 'admin', isAdmin: true });
  const banned = adminUser({ id: 'e'.repeat(24), _id: 'e'.repeat(24), username: 'fixer', bannedUntil: '9999-12-31T23:59:59.999Z', banReason: 'Match fixing' });
  backofficeApi({ users: [me, adminUser(), banned] });
  let banBody: Record<string, unknown> = {};
  server.use(
    http.post('*/api/admin/users/:id/ban', async ({ request }) => {
      banBody = (await request.json()) as typeof banBody;
      return HttpResponse.json({ msg: 'banned', banDetails: { reason: 'x', until: '9999-12-31T23:59:59.999Z' } });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/users', preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Ban rookie' }));
  expect(screen.queryByRole('button', { name: 'Ban boss' })).not.toBeInTheDocument();
  expect(screen.getByText('Banned permanently')).toBeInTheDocument();

  const dialog = screen.getByRole('dialog', { name: 'Ban rookie' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Match fixing');
  await user.click(within(dialog).getByRole('radio', { name: 'Permanently' }));
  expect(within(dialog).queryByLabelText('Banned until (end of day)')).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Ban user' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(banBody).toEqual({ reason: 'Match fixing', permanent: true });
});

test('an admin bans a user with a reason and an end date, and lifts a ban', async () => {
  backofficeApi({ users: [adminUser(), adminUser({ id: 'd'.repeat(24), _id: 'd'.repeat(24), username: 'cheater', bannedUntil: '2030-01-01T00:00:00.000Z', banReason: 'Cheating' })] });
  let banBody: { reason?: string; until?: string } = {};
  const unbanned = jest.fn();
  server.use(
    http.post('*/api/admin/users/:id/ban', async ({ request }) => {
      banBody = (await request.json()) as typeof banBody;
      return HttpResponse.json({ msg: 'banned', banDetails: banBody });
    }),
    http.delete('*/api/admin/users/:id/ban', ({ params }) => {
      unbanned(params.id);
      return HttpResponse.json({ msg: 'unbanned' });
    }),
  );
  const { user } = renderApp({ route: '/versusbackoffice/users', preloadedState: asAdmin });
  await user.click(await screen.findByRole('button', { name: 'Ban rookie' }));
  const dialog = screen.getByRole('dialog', { name: 'Ban rookie' });
  await user.click(within(dialog).getByRole('button', { name: 'Ban user' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason.');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Abusive chat');
  await user.type(within(dialog).getByLabelText('Banned until (end of day)'), '2031-03-04');
  await user.click(within(dialog).getByRole('button', { name: 'Ban user' }));
  expect(await screen.findByRole('button', { name: 'Unban cheater' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(banBody.reason).toBe('Abusive chat');
  expect(new Date(banBody.until!).getFullYear()).toBe(2031);

  await user.click(screen.getByRole('button', { name: 'Unban cheater' }));
  expect(await screen.findByText('cheater is no longer banned.')).toBeInTheDocument();
  expect(unbanned).toHaveBeenCalledWith('d'.repeat(24));
});

describe('changes to admins and masters ask for the acting admin’s password', () => {
  const colleague = adminUser({ id: 'b'.repeat(24), _id: 'b'.repeat(24), username: 'deputy', role: 'master' });

  test('a new role for a master is confirmed in a dialog with the password; a wrong one is shown there', async () => {
    backofficeApi({ users: [adminUser(), colleague] });
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.patch('*/api/admin/users/:id/role', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.password !== 'my own password') return HttpResponse.json({ msg: 'password is incorrect.' }, { status: 400 });
        return HttpResponse.json({ ...colleague, role: 'user' });
      }),
    );
    const { user } = renderApp({ route: '/versusbackoffice/users', preloadedState: asAdmin });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of deputy' }), 'user');
    const dialog = screen.getByRole('dialog', { name: 'Change the role of deputy' });
    expect(within(dialog).getByText(/deputy is master\. Making them user/)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(dialog).getByLabelText('Your password'), 'a guess');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('password is incorrect.');

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'my own password');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('deputy is now user.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { role: 'user', password: 'a guess' },
      { role: 'user', password: 'my own password' },
    ]);
  });

  test('banning a master asks for the password in the ban dialog; banning a player does not', async () => {
    backofficeApi({ users: [adminUser(), colleague] });
    let banBody: Record<string, unknown> = {};
    server.use(
      http.post('*/api/admin/users/:id/ban', async ({ request }) => {
        banBody = (await request.json()) as typeof banBody;
        return HttpResponse.json({ msg: 'banned', banDetails: { reason: 'x', until: '9999-12-31T23:59:59.999Z' } });
      }),
    );
    const { user } = renderApp({ route: '/versusbackoffice/users', preloadedState: asAdmin });
    await user.click(await screen.findByRole('button', { name: 'Ban rookie' }));
    expect(within(screen.getByRole('dialog', { name: 'Ban rookie' })).queryByLabelText(/Your password/)).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog', { name: 'Ban rookie' })).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Ban deputy' }));
    const dialog = screen.getByRole('dialog', { name: 'Ban deputy' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Selling accounts');
    await user.click(within(dialog).getByRole('radio', { name: 'Permanently' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ban user' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter your password.');
    await user.type(within(dialog).getByLabelText(/Your password/), 'my own password');
    await user.click(within(dialog).getByRole('button', { name: 'Ban user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banBody).toEqual({ reason: 'Selling accounts', permanent: true, password: 'my own password' });
  });
});
