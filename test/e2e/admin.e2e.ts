/**
 * The backoffice in the browser: an admin drafts a tournament the public does not see, publishes
 * it (confirming how many mails go), edits it, sees its sign-ups and the audit entries; a master uses the backoffice but is turned
 * away from /admin-dashboard; a user reaches neither, in the browser nor through the API.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { login, type Session, verifiedAccount } from './support/accounts';
import { dismissedOverlays, launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { api, type ApiOptions } from './support/server';
import { ADMIN_WITHOUT_TWO_FACTOR } from './support/twoFactor';

const ADMIN = { email: 'e2e-backoffice-admin@example.com', password: 'e2e-backoffice-password-1' };
const PASSWORD = 'e2e-member-password-1';

function call<T>(server: RunningServer, pathname: string, options: ApiOptions = {}) {
  return api<T>(pathname, { ...options, baseUrl: server.baseUrl });
}

describe('backoffice', () => {
  let browser: Browser;
  let server: RunningServer;
  let admin: Session;
  const contexts: BrowserContext[] = [];

  /** A page of a browser where this session is logged in; alerts (the access-denied one) are accepted. */
  async function pageAs(session: Session): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    context.setDefaultTimeout(20_000);
    contexts.push(context);
    await context.addInitScript(
      ({ token, overlays }) => {
        localStorage.setItem('token', token);
        for (const [key, value] of Object.entries(overlays)) localStorage.setItem(key, JSON.stringify(value));
      },
      { token: session.token, overlays: dismissedOverlays() },
    );
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    return page;
  }

  before(async () => {
    server = await startServer({ env: { ...ADMIN_WITHOUT_TWO_FACTOR, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, label: 'e2e-backoffice' });
    browser = await launchBrowser();
    admin = await login(server, ADMIN.email, ADMIN.password);
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('an admin drafts a tournament, publishes it after confirming the mail count, edits it; the public sees it only once published', async () => {
    const page = await pageAs(admin);
    await page.goto('/versusbackoffice', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Backoffice' }).waitFor();

    const title = `E2E Backoffice Cup ${Date.now()}`;
    await page.getByRole('button', { name: 'New tournament' }).click();
    const dialog = page.getByRole('dialog', { name: 'New tournament' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    assert.equal(await dialog.getByRole('combobox', { name: 'Status' }).inputValue(), 'DRAFT');
    await dialog.getByRole('combobox', { name: 'Game' }).selectOption({ label: 'VALORANT' });
    await dialog.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Swiss' });
    await dialog.getByText(/^Your time zone: .+ \(UTC[+-]\d\d:\d\d\)$/).waitFor();
    await dialog.getByRole('textbox', { name: 'Platform' }).fill('PC');
    await dialog.getByRole('button', { name: 'Create tournament' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const status = page.getByRole('combobox', { name: `Status of ${title}` });
    await status.waitFor();
    assert.equal(await status.inputValue(), 'DRAFT');

    const drafts = await call<{ items: Array<{ _id: string; title: string; game: string; format: string }> }>(server, `/api/admin/tournaments?status=DRAFT&q=${encodeURIComponent(title)}`, { token: admin.token });
    const draft = drafts.body.items.find((item) => item.title === title)!;
    assert.deepEqual([draft.game, draft.format], ['valorant', 'SWISS']);
    const id = draft._id;
    // The public never sees a draft: not in the API, not on /tournaments.
    assert.equal((await call(server, `/api/tournaments/${id}`)).status, 404);
    const visitor = await (await browser.newContext({ baseURL: server.baseUrl })).newPage();
    contexts.push(visitor.context());
    await visitor.goto('/tournaments', { waitUntil: 'networkidle' });
    assert.equal(await visitor.getByText(title).count(), 0);

    // Announced: no sign-ups yet, so no question and no mails.
    await status.selectOption('COMING_SOON');
    await page.getByText(`${title} is now COMING_SOON.`).waitFor();
    const signup = await call(server, '/api/notify/anonymous', { method: 'POST', body: { email: 'e2e-fan@example.com', tournamentId: id } });
    assert.equal(signup.status, 201);
    await visitor.goto('/tournaments', { waitUntil: 'networkidle' });
    await visitor.getByText(title).first().waitFor();

    // Opening registration mails the one sign-up: asked first, with the count.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: `Status of ${title}` }).selectOption('UPCOMING');
    const confirm = page.getByRole('dialog', { name: 'Send registration mails?' });
    await confirm.getByText(`Moving ${title} to UPCOMING opens registration: 1 mail will go to the people who signed up.`).waitFor();
    await confirm.getByRole('button', { name: 'Change status and send 1 mail' }).click();
    await page.getByText(`${title} is now UPCOMING. 1 mail to the people who signed up is on its way.`).waitFor();

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit tournament' });
    await edit.getByRole('combobox', { name: 'Format' }).selectOption({ label: 'Double elimination' });
    await edit.getByRole('textbox', { name: 'Description' }).fill('Thirty-two teams, two lives each.');
    await edit.getByRole('textbox', { name: 'Rules' }).fill('Best of three, finals best of five.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByText(`${title} was saved.`).waitFor();

    await visitor.goto(`/tournaments/${id}`, { waitUntil: 'networkidle' });
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.getByText('DOUBLE ELIMINATION').first().waitFor();
    await visitor.getByText('Thirty-two teams, two lives each.').waitFor();
    await visitor.getByText('Best of three, finals best of five.').waitFor();

    await page.getByRole('button', { name: `Notify-me list of ${title}` }).click();
    await page.getByRole('heading', { name: `Notify-me list for ${title}` }).waitFor();
    await page.getByRole('cell', { name: 'e2e-fan@example.com' }).waitFor();

    await page.getByRole('link', { name: 'Audit log' }).click();
    const log = page.getByRole('table', { name: 'Audit log' });
    await log.waitFor();
    // Each entry in words: the action as the operation names it, the tournament by its title.
    const rows = log.getByRole('row').filter({ hasText: title });
    await rows.filter({ hasText: 'Change a tournament' }).filter({ hasText: 'Status: UPCOMING' }).first().waitFor();
    await rows.filter({ hasText: 'Create a tournament' }).waitFor();

    await page.goto('/admin-dashboard', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
    await page.getByRole('list', { name: 'Sign-ups per tournament' }).waitFor();
  });

  it('a master uses the backoffice but not /admin-dashboard; a user reaches neither', async () => {
    const master = await verifiedAccount(server, 'e2emaster', PASSWORD);
    const promoted = await call(server, `/api/admin/users/${master.id}/role`, { method: 'PATCH', body: { role: 'master' }, token: admin.token });
    assert.equal(promoted.status, 200);
    const masterPage = await pageAs(master);
    await masterPage.goto('/versusbackoffice/users', { waitUntil: 'networkidle' });
    await masterPage.getByRole('heading', { level: 1, name: 'Backoffice' }).waitFor();
    await masterPage.getByText('Only admins can change roles or ban users.').waitFor();
    // The alert comes first, then the way home: the address is still the guarded page while it shows.
    const alertedAt = new Promise<string>((resolve) => masterPage.once('dialog', () => resolve(new URL(masterPage.url()).pathname)));
    await masterPage.goto('/admin-dashboard');
    assert.equal(await alertedAt, '/admin-dashboard');
    await masterPage.waitForURL((url) => url.pathname === '/');
    assert.equal((await call(server, '/api/admin/stats', { token: master.token })).status, 403);

    const player = await verifiedAccount(server, 'e2eplayer', PASSWORD);
    const playerPage = await pageAs(player);
    for (const pathname of ['/versusbackoffice', '/admin-dashboard', '/early-access']) {
      await playerPage.goto(pathname);
      await playerPage.waitForURL((url) => url.pathname === '/');
    }
    for (const pathname of ['/api/admin/users', '/api/admin/audit', '/api/admin/stats']) {
      assert.equal((await call(server, pathname, { token: player.token })).status, 403, pathname);
    }
    assert.equal((await call(server, '/api/tournaments', { method: 'POST', body: { title: 'Sneaky' }, token: player.token })).status, 403);
  });
});
