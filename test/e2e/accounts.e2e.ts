/**
 * Accounts end to end: a newcomer registers in the browser, verifies with the link of
 * the mail, logs in, stays logged in over a reload and logs out; Google login against a real
 * OAuth2 server (oauth2-mock-server); the OAuth error return; deletion from the account page.
 * These run on a server of their own, started with the Google settings pointing at that OAuth2
 * server and with its outbox readable.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type GoogleProvider, startGoogleProvider } from '../server/accounts/googleProvider';
import { linkFromMail, signUpThroughForms } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeProblems, dismissedOverlays, isClosedLongPoll, launchBrowser, openPage, type TestPage } from './support/browser';
import { type RunningServer, startServer } from './support/harness';

const PASSWORD = 'e2e secret passphrase';

function accountLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).first();
}

describe('accounts', () => {
  let provider: GoogleProvider;
  let server: RunningServer;
  let base: string;
  let browser: Browser;
  let testPage: TestPage;
  let unique = 0;

  before(async () => {
    provider = await startGoogleProvider();
    server = await startServer({ env: provider.env, label: 'accounts-e2e' });
    // PUBLIC_URL defaults to http://localhost:{PORT}: the browser uses that host, so mail links and the
    // Google callback land where its cookies live.
    base = `http://localhost:${server.port}`;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await provider?.stop();
  });

  async function freshPage(): Promise<Page> {
    testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    return testPage.page;
  }

  async function closePage(): Promise<void> {
    const problems = describeProblems(testPage.problems);
    await testPage.close();
    assert.equal(problems, '', problems);
  }

  function identity(prefix: string) {
    unique++;
    const username = `${prefix}${process.pid % 10_000}x${unique}`;
    return { username, email: `${username}@example.com` };
  }

  /** A verified account made through the API, as the registration test does through the pages. */
  async function verifiedAccount(prefix: string) {
    const { username, email } = identity(prefix);
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, username, password: PASSWORD }),
    });
    assert.equal(registered.status, 201, await registered.text());
    const verifyLink = await linkFromMail(server, email, new RegExp(`${base}/verify-email/[A-Za-z0-9_-]+`));
    const verified = await fetch(`${base}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: verifyLink.split('/').pop() }),
    });
    assert.equal(verified.status, 200, await verified.text());
    return { username, email };
  }

  async function logInThroughForm(page: Page, email: string, password = PASSWORD): Promise<void> {
    await page.goto(`${base}/login`);
    await page.getByLabel('Username or e-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  it('the account pages have no serious accessibility violations, also with a server message shown', async () => {
    const page = await freshPage();
    for (const pathname of ['/login', '/register', '/forgot-password', '/reset-password?token=x', `/confirm-deletion?token=x&userId=${'a'.repeat(24)}`]) {
      await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      await expectNoSeriousA11yViolations(page, pathname);
    }
    await page.goto(`${base}/login`);
    await page.getByLabel('Username or e-mail').fill('nobody-here@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email/username or password.' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/login with an error');
    // The failed login is the point of this step, not a page problem.
    testPage.problems.consoleErrors = testPage.problems.consoleErrors.filter((text) => !/status of (401|404)/.test(text));
    await closePage();
  });

  it('a newcomer registers, verifies by mail, logs in, stays logged in over a reload and logs out', async () => {
    const page = await freshPage();
    const { username, email } = identity('e2e');
    await signUpThroughForms(page, server, base, { email, username, password: PASSWORD });
    await accountLink(page, username).waitFor();

    await page.reload();
    await accountLink(page, username).waitFor();
    assert.ok(await page.evaluate(() => localStorage.getItem('token')));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).first().click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    // The logout ended the session's socket while the page closed it too.
    testPage.problems.consoleErrors = testPage.problems.consoleErrors.filter((text) => !isClosedLongPoll(text));
    await closePage();
  });

  it('Google: a new person lands on /complete-profile, completes it, and next time lands on /account', async () => {
    const { username, email } = identity('goog');
    await provider.signInAs({ sub: `e2e-google-${username}`, email, email_verified: true, name: 'Gina Gamer' });

    const page = await freshPage();
    await page.goto(`${base}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${base}/complete-profile`);
    // The temporary username is never shown: the navbar falls back to the nickname.
    await accountLink(page, 'Gina Gamer').waitFor();
    await expectNoSeriousA11yViolations(page, '/complete-profile');
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${base}/account`);
    await accountLink(page, username).waitFor();
    await page.getByRole('heading', { name: 'My notifications' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, '/account');
    await closePage();

    const returning = await freshPage();
    await returning.goto(`${base}/login`);
    await returning.getByRole('link', { name: 'Continue with Google' }).click();
    await returning.waitForURL(`${base}/account`);
    await accountLink(returning, username).waitFor();
    await closePage();
  });

  it('an OAuth error return alerts "OAuth login failed: " with the reason and goes to /login', async () => {
    const page = await freshPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(`${base}/oauth-success?error=provider_refused`);
    await page.waitForURL(`${base}/login`);
    assert.deepEqual(alerts, ['OAuth login failed: Google did not complete the sign-in. Please try again.']);
    await closePage();
  });

  it('a token sent to /oauth-success by another site (login CSRF) is not stored', async () => {
    const { username, email } = identity('csrf');
    await provider.signInAs({ sub: `e2e-google-${username}`, email, email_verified: true, name: 'Mallory' });
    // The attacker signs in on their own and keeps the token instead of following the return.
    const attacker = await fetch(`${base}/auth/google`, { redirect: 'manual' });
    const cookie = String(attacker.headers.get('set-cookie')).split(';')[0]!;
    const atProvider = await fetch(attacker.headers.get('location')!, { redirect: 'manual' });
    const callback = await fetch(atProvider.headers.get('location')!, { redirect: 'manual', headers: { cookie } });
    const forged = new URL(callback.headers.get('location')!, base);
    assert.ok(forged.searchParams.get('token'), `the attacker got no token: ${forged.href}`);

    const page = await freshPage();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(forged.href);
    await page.waitForURL(`${base}/login`);
    assert.deepEqual(alerts, ['OAuth login failed: The Google sign-in expired or was started in another browser. Please try again.']);
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await closePage();
  });

  it('a device signed out from another browser loses its signed-in state and its open connection at once', async () => {
    const { username, email } = await verifiedAccount('twodev');
    const first = await freshPage();
    const firstPage = testPage;
    await logInThroughForm(first, email);
    await accountLink(first, username).waitFor();

    const secondPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const second = secondPage.page;
    await logInThroughForm(second, email);
    await accountLink(second, username).waitFor();
    await second.waitForFunction(() => localStorage.getItem('token') !== null);

    await first.goto(`${base}/account`);
    const sessions = first.getByRole('region', { name: 'Sessions' });
    await sessions.getByText('This device').waitFor();
    await sessions.getByRole('listitem').nth(1).waitFor();
    await sessions.getByRole('button', { name: /^Sign out (?!everywhere)/ }).click();
    await sessions.getByRole('button', { name: 'Sign out everywhere else' }).waitFor({ state: 'detached' });

    // Without a reload: the server closed the second browser's socket, and its retry was refused.
    await second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).first().waitFor();
    assert.equal(await second.evaluate(() => localStorage.getItem('token')), null);
    // The first browser is still signed in.
    await first.reload();
    await accountLink(first, username).waitFor();

    // Expected on the second page: a signed-out session's refused call, and its socket's closing.
    secondPage.problems.consoleErrors = secondPage.problems.consoleErrors.filter((text) => !/status of 401|session has ended/i.test(text) && !isClosedLongPoll(text));
    const problems = describeProblems(secondPage.problems);
    await secondPage.close();
    assert.equal(problems, '', problems);
    testPage = firstPage;
    await closePage();
  });

  it('deletion: asked for on /account, confirmed from the mailed link, storage cleared and home after 3 s', async () => {
    const { username, email } = identity('gone');
    await provider.signInAs({ sub: `e2e-google-${username}`, email, email_verified: true, name: 'Soon Gone' });
    const page = await freshPage();
    await page.goto(`${base}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${base}/complete-profile`);
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`${base}/account`);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    // Whichever answer shows, success or failure, so a failure names itself.
    const answer = page.getByRole('region', { name: 'Delete account' }).locator('.auth-message');
    await answer.waitFor();
    const text = (await answer.textContent()) ?? '';
    assert.ok(text.startsWith('We sent a confirmation link to your e-mail address.'), `the deletion request was answered "${text}" on ${page.url()}`);
    const link = await linkFromMail(server, email, new RegExp(`${base}/confirm-deletion#token=[A-Za-z0-9_%-]+&userId=[0-9a-f]{24}`));
    await page.goto(link);
    await page.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Delete Now' }).click();
    await page.getByRole('heading', { name: 'Account Deleted' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.length), 0);
    await page.waitForURL(`${base}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).first().waitFor();
    await closePage();
  });
});

describe('failed logins', () => {
  // A server of its own: the test sends 58 logins in well under a minute, close to the per-address limit.
  let server: RunningServer;
  let base: string;
  let browser: Browser;

  before(async () => {
    server = await startServer({ label: 'lockout-e2e' });
    base = `http://localhost:${server.port}`;
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a person who types 19 wrong passwords and then the right one gets in', async () => {
    const username = `typo${process.pid % 10_000}`;
    const email = `${username}@example.com`;
    const registered = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, username, password: PASSWORD }),
    });
    assert.equal(registered.status, 201);
    const verifyLink = await linkFromMail(server, email, new RegExp(`${base}/verify-email/[A-Za-z0-9_-]+`));
    await fetch(`${base}/api/auth/verify-email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: verifyLink.split('/').pop() }) });

    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const { page } = testPage;
    await page.goto(`${base}/login`);
    await page.getByLabel('Username or e-mail').fill(email);
    const login = page.getByRole('button', { name: 'Login' });
    for (let typo = 1; typo <= 19; typo++) {
      await page.getByLabel('Password').fill(`wrong guess number ${typo}`);
      await login.click();
      // The button is disabled while the form tries its request shapes, then the answer shows.
      await page.getByRole('button', { name: 'Login', disabled: false }).waitFor();
      await page.getByRole('alert').filter({ hasText: 'Invalid email/username or password.' }).waitFor();
    }
    await page.getByLabel('Password').fill(PASSWORD);
    await login.click();
    await page.waitForURL(`${base}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: username, exact: true }).first().waitFor();

    testPage.problems.consoleErrors = testPage.problems.consoleErrors.filter((text) => !/status of (401|404)/.test(text));
    const problems = describeProblems(testPage.problems);
    await testPage.close();
    assert.equal(problems, '', problems);
  });
});
