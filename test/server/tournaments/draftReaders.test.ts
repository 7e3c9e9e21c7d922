/**
 * Who reads DRAFT tournaments while the server requires two-factor sign-in of staff (the default):
 * an admin or master with it on; one without it is a visitor to drafts.
 */
import type { AddressInfo } from 'node:net';
import { accountsServerForThisFile } from '../accounts/accountsFixture';
import { accountWithRole, bearer, json } from '../accounts/accountsSupport';
import { turnOnTwoFactor } from '../accounts/twoFactorSupport';
import { connectSocket, type TestSocket } from '../chat/realtimeClients';

const server = accountsServerForThisFile({ REQUIRE_ADMIN_2FA: 'true' });

let url: string;
let organiser: { token: string };
let draftId: string;
const openSockets: TestSocket[] = [];

const READS = ['', '/participants', '/bracket'];

beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  organiser = await accountWithRole(server.app, 'admin', { isAdmin: true });
  await turnOnTwoFactor(server, organiser.token);
  const created = await server.inject({
    method: 'POST',
    url: '/api/tournaments',
    headers: bearer(organiser.token),
    payload: { title: 'Two-factor Draft Cup', status: 'DRAFT', format: 'SINGLE_ELIMINATION' },
  });
  expect(created.statusCode).toBe(201);
  draftId = json<{ _id: string }>(created)._id;
  const participants = { participants: [{ name: 'Ana' }, { name: 'Ben' }] };
  expect((await server.inject({ method: 'POST', url: `/api/tournaments/${draftId}/participants`, headers: bearer(organiser.token), payload: participants })).statusCode).toBe(201);
  expect((await server.inject({ method: 'POST', url: `/api/tournaments/${draftId}/bracket`, headers: bearer(organiser.token), payload: {} })).statusCode).toBe(201);
});
afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.close();
});

async function readsOfDraft(token: string): Promise<number[]> {
  return Promise.all(READS.map(async (path) => (await server.inject({ method: 'GET', url: `/api/tournaments/${draftId}${path}`, headers: bearer(token) })).statusCode));
}

async function watchDraft(token: string): Promise<unknown> {
  const socket = await connectSocket(url, token);
  openSockets.push(socket);
  return socket.emitWithAck('watch_tournament', { tournamentId: draftId });
}

test.each([
  ['an admin', 'admin'],
  ['a master', 'master'],
] as const)('%s without two-factor finds the draft, its participants and its bracket missing, as a visitor does; with it on, they are there', async (_who, role) => {
  const staff = await accountWithRole(server.app, role, { isAdmin: role === 'admin' });
  expect(await readsOfDraft(staff.token)).toEqual([404, 404, 404]);
  await turnOnTwoFactor(server, staff.token);
  expect(await readsOfDraft(staff.token)).toEqual([200, 200, 200]);
});

test('the socket of staff without two-factor is refused a draft, as a visitor is; with two-factor on it watches it', async () => {
  const staff = await accountWithRole(server.app, 'master');
  expect(await watchDraft(staff.token)).toEqual({ ok: false, msg: 'Tournament not found' });
  await turnOnTwoFactor(server, staff.token);
  expect(await watchDraft(staff.token)).toEqual({ ok: true });
});

test('the backoffice list of tournaments, drafts included, answers two_factor_setup_required to staff without two-factor', async () => {
  const staff = await accountWithRole(server.app, 'admin', { isAdmin: true });
  const refused = await server.inject({ method: 'GET', url: '/api/admin/tournaments', headers: bearer(staff.token) });
  expect(refused.statusCode).toBe(403);
  expect(json(refused)).toMatchObject({ errorType: 'two_factor_setup_required' });
});
