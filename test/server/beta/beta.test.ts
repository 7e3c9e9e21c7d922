import { newId } from '../../../server/db/ids';
import { DEFAULT_BETA_FEATURES } from '../../../server/routes/beta/defaultBetaFeatures';
import { build, type TestServer } from '../build';
import { BUILD_TIMEOUT_MS, createAccount, type TestAccount } from '../public/support';

interface Feature {
  _id: string;
  title: string;
  description: string;
  status: string;
  estimatedRelease: string;
}

let server: TestServer;
let admin: TestAccount;
let master: TestAccount;
let user: TestAccount;

beforeAll(async () => {
  server = await build();
  [admin, master, user] = await Promise.all([createAccount(server.app, 'admin'), createAccount(server.app, 'master'), createAccount(server.app)]);
}, BUILD_TIMEOUT_MS);
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });
const features = async () => (await get('/api/beta-features')).json().data as { current: Feature[]; future: Feature[] };
const initialize = () => server.app.inject({ method: 'POST', url: '/api/beta-features/initialize' });

function send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, account?: TestAccount, payload?: unknown) {
  return server.app.inject({ method, url, payload: payload as object, headers: account ? { authorization: account.authorization } : {} });
}

async function insertUser({ verified, deleted = false }: { verified: boolean; deleted?: boolean }): Promise<void> {
  const id = newId();
  const name = `member_${id.slice(-10)}`;
  await server.db.query(
    `INSERT INTO users (id, email, email_normalized, username, username_normalized, email_verified_at, deleted_at)
     VALUES ($1, $2, $2, $3, $3, $4, $5)`,
    [id, `${name}@example.com`, name, verified ? new Date() : null, deleted ? new Date() : null],
  );
}

describe('GET /api/beta-countdown', () => {
  test('answers success and the countdown: active, titled, the member count and the default target of 2500', async () => {
    const response = await get('/api/beta-countdown');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { isActive: true, title: expect.any(String), subtitle: expect.any(String), currentMembers: expect.any(Number), targetMembers: 2500 },
    });
    expect(Number.isInteger(response.json().data.currentMembers)).toBe(true);
  });

  test('currentMembers counts verified accounts only: unverified and deleted ones do not count', async () => {
    const before = (await get('/api/beta-countdown')).json().data.currentMembers as number;
    await insertUser({ verified: true });
    await insertUser({ verified: true });
    await insertUser({ verified: false });
    await insertUser({ verified: true, deleted: true });
    expect((await get('/api/beta-countdown')).json().data.currentMembers).toBe(before + 2);
  });
});

describe('GET /api/beta-features', () => {
  test('groups the features: completed and active ones are current, planned ones are future', async () => {
    const response = await get('/api/beta-features');
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    const { current, future } = await features();
    expect(current.length).toBeGreaterThan(0);
    expect(future.length).toBeGreaterThan(0);
    for (const feature of [...current, ...future]) {
      expect(feature).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: expect.any(String),
        description: expect.any(String),
        status: expect.any(String),
        estimatedRelease: expect.any(String),
      });
    }
    expect(new Set(current.map((feature) => feature.status))).toEqual(new Set(['completed', 'active']));
    expect(new Set(future.map((feature) => feature.status))).toEqual(new Set(['planned']));
  });
});

describe('POST /api/beta-features/initialize', () => {
  beforeEach(async () => {
    await server.db.query('DELETE FROM beta_features');
  });

  test('creates the default list when there are no features, and nothing on the second call', async () => {
    expect(await features()).toEqual({ current: [], future: [] });

    const first = await initialize();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, created: DEFAULT_BETA_FEATURES.length });
    const second = await initialize();
    expect(second.json()).toEqual({ success: true, created: 0 });

    const { current, future } = await features();
    expect([...current, ...future].map((feature) => feature.title).sort()).toEqual(DEFAULT_BETA_FEATURES.map((feature) => feature.title).sort());
    expect(current.map((feature) => feature.title)).toEqual(expect.arrayContaining(['Tournaments with Notify Me', 'Friends & chat']));
    expect(future.map((feature) => feature.title)).toEqual(expect.arrayContaining(['Team tournaments', 'Mobile app']));
  });

  test('calls arriving together write the list once', async () => {
    const answers = await Promise.all([initialize(), initialize(), initialize()]);
    expect(answers.map((answer) => answer.json().created).sort()).toEqual([0, 0, DEFAULT_BETA_FEATURES.length]);
    const { current, future } = await features();
    expect(current.length + future.length).toBe(DEFAULT_BETA_FEATURES.length);
  });

  test('never touches existing features', async () => {
    const created = await send('POST', '/api/beta-features', admin, { title: 'Only one', description: '', status: 'active' });
    expect(created.statusCode).toBe(201);
    expect((await initialize()).json()).toEqual({ success: true, created: 0 });
    expect(await features()).toEqual({ current: [created.json().data], future: [] });
  });

  test('ignores a body, since it takes no input', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/beta-features/initialize', payload: { title: 'injected' } });
    expect(response.json()).toEqual({ success: true, created: DEFAULT_BETA_FEATURES.length });
    expect([...(await features()).current, ...(await features()).future].map((feature) => feature.title)).not.toContain('injected');
  });
});

describe('admin CRUD', () => {
  const someId = '0123456789abcdef01234567';
  const countdown = { isActive: true, title: 'Season zero', subtitle: 'Be there first.', targetMembers: 5000 };
  const feature = { title: 'Clan wars', description: 'Clans fight for the map.', status: 'planned', estimatedRelease: 'Q4 2027' };

  test.each([
    ['PUT', '/api/beta-countdown', countdown],
    ['POST', '/api/beta-features', feature],
    ['PATCH', `/api/beta-features/${someId}`, { title: 'x' }],
    ['DELETE', `/api/beta-features/${someId}`, undefined],
  ] as const)('%s %s: a visitor gets 401, a user 403', async (method, url, payload) => {
    const visitor = await send(method, url, undefined, payload);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ msg: expect.any(String) });
    const member = await send(method, url, user, payload);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ msg: expect.any(String) });
  });

  test('an admin sets the countdown; the member count stays counted', async () => {
    const members = (await get('/api/beta-countdown')).json().data.currentMembers;
    const response = await send('PUT', '/api/beta-countdown', admin, { ...countdown, currentMembers: 99_999 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { ...countdown, currentMembers: members } });
    expect((await get('/api/beta-countdown')).json().data).toEqual({ ...countdown, currentMembers: members });

    const hidden = await send('PUT', '/api/beta-countdown', master, { ...countdown, isActive: false, targetMembers: 2500 });
    expect(hidden.json().data).toMatchObject({ isActive: false, targetMembers: 2500 });
  });

  test.each([
    ['a target of 0', { ...countdown, targetMembers: 0 }, 'body.targetMembers'],
    ['a target as text', { ...countdown, targetMembers: '5000' }, 'body.targetMembers'],
    ['a fractional target', { ...countdown, targetMembers: 2.5 }, 'body.targetMembers'],
    ['isActive as text', { ...countdown, isActive: 'yes' }, 'body.isActive'],
    ['a blank title', { ...countdown, title: '   ' }, 'body.title'],
    ['a title of 121 characters', { ...countdown, title: 'x'.repeat(121) }, 'body.title'],
    ['no title', { isActive: true, subtitle: '', targetMembers: 10 }, 'body.title'],
  ])('PUT /api/beta-countdown with %s is a 400 naming %s', async (_case, payload, field) => {
    const response = await send('PUT', '/api/beta-countdown', admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain(field);
  });

  test('an admin adds, changes and removes a feature; status moves it between the lists', async () => {
    const created = await send('POST', '/api/beta-features', admin, feature);
    expect(created.statusCode).toBe(201);
    const { data } = created.json() as { data: Feature };
    expect(data).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), ...feature });
    expect((await features()).future).toContainEqual(data);

    const changed = await send('PATCH', `/api/beta-features/${data._id}`, master, { status: 'active', estimatedRelease: 'TBA' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ ...data, status: 'active', estimatedRelease: 'TBA' });
    const lists = await features();
    expect(lists.current.at(-1)).toEqual(changed.json().data);
    expect(lists.future.map((item) => item._id)).not.toContain(data._id);

    const removed = await send('DELETE', `/api/beta-features/${data._id}`, admin);
    expect(removed.json()).toEqual({ success: true, msg: expect.any(String) });
    expect((await send('DELETE', `/api/beta-features/${data._id}`, admin)).statusCode).toBe(404);
    expect((await send('PATCH', `/api/beta-features/${data._id}`, admin, { title: 'Gone' })).statusCode).toBe(404);
  });

  test('estimatedRelease defaults to TBA and a sort order places the feature', async () => {
    const created = await send('POST', '/api/beta-features', admin, { title: 'First of all', description: '', status: 'completed', sortOrder: -100 });
    expect(created.json().data).toMatchObject({ estimatedRelease: 'TBA' });
    expect((await features()).current[0]).toEqual(created.json().data);
  });

  test.each([
    ['POST', 'an unknown status', '/api/beta-features', { ...feature, status: 'done' }, 'body.status'],
    ['POST', 'an empty title', '/api/beta-features', { ...feature, title: '' }, 'body.title'],
    ['POST', 'a blank title', '/api/beta-features', { ...feature, title: ' \t ' }, 'body.title'],
    ['POST', 'no title', '/api/beta-features', { description: 'x', status: 'planned' }, 'body.title'],
    ['POST', 'a description of 1001 characters', '/api/beta-features', { ...feature, description: 'x'.repeat(1001) }, 'body.description'],
    ['POST', 'a release as a number', '/api/beta-features', { ...feature, estimatedRelease: 2027 }, 'body.estimatedRelease'],
    ['PATCH', 'no change', `/api/beta-features/${someId}`, {}, 'body'],
    ['PATCH', 'a sort order as text', `/api/beta-features/${someId}`, { sortOrder: 'first' }, 'body.sortOrder'],
    ['PATCH', 'a malformed id', '/api/beta-features/not-an-id', { title: 'x' }, 'params.id'],
    ['DELETE', 'a malformed id', '/api/beta-features/not-an-id', undefined, 'params.id'],
  ] as const)('%s with %s is a 400 naming its field', async (method, _case, url, payload, field) => {
    const response = await send(method, url, admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toContain(field);
  });
});
