import { ensureAdmin } from '../../../server/routes/accounts/ensureAdmin';
import { UsersRepository } from '../../../server/routes/accounts/usersRepository';
import { testConfig } from '../build';
import { accountsServerForThisFile } from './accountsFixture';
import { json, login, registerVerified } from './accountsSupport';

const server = accountsServerForThisFile();

test('ADMIN_EMAIL and ADMIN_PASSWORD create a verified admin that can log in; running again changes nothing', async () => {
  const config = testConfig({ ADMIN_EMAIL: 'boss@versus.test', ADMIN_PASSWORD: 'admin password 1' });
  await ensureAdmin(server.db, config);
  await ensureAdmin(server.db, config);
  const rows = await server.db.query('SELECT username, role, is_admin FROM users WHERE email_normalized = $1', ['boss@versus.test']);
  expect(rows).toEqual([{ username: 'boss', role: 'admin', is_admin: true }]);

  const response = await login(server, { email: 'boss@versus.test', password: 'admin password 1' });
  expect(response.statusCode).toBe(200);
  expect(json(response).user).toMatchObject({ role: 'admin', isAdmin: true, emailVerified: true });
});

test('an existing account with that e-mail is made an admin and keeps its password', async () => {
  const account = await registerVerified(server);
  await ensureAdmin(server.db, testConfig({ ADMIN_EMAIL: account.email, ADMIN_PASSWORD: 'some other password' }));
  const user = await new UsersRepository(server.db).findByEmail(account.email);
  expect(user).toMatchObject({ role: 'admin', is_admin: true });
  expect((await login(server, { email: account.email, password: account.password })).statusCode).toBe(200);
});

test('without the settings nothing happens', async () => {
  const before = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  await ensureAdmin(server.db, testConfig());
  expect(await server.db.query('SELECT count(*)::int AS count FROM users')).toEqual(before);
});
