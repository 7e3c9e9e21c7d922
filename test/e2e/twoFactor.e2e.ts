/**
 * Two-factor sign-in end to end, on a server of its own with the default rules (admins must have
 * it): a person sets it up on /account at phone width with codes computed by the TOTP library, signs
 * out and back in with a code, then with a recovery code; the ADMIN_EMAIL admin's first sign-in
 * leads to the setup before the backoffice opens.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { verifiedAccount } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeProblems, dismissedOverlays, launchBrowser, openPage, type TestPage } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { totpCode } from './support/twoFactor';

const PASSWORD = 'e2e two factor passphrase';
const ADMIN = { email: 'e2e-2fa-admin@example.com', password: 'e2e-2fa-admin-password' };

describe('two-factor sign-in', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: TestPage[] = [];

  before(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, label: 'e2e-two-factor' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function phonePage(): Promise<Page> {
    const testPage = await openPage(browser, 'mobile', { storage: dismissedOverlays(), baseUrl: server.baseUrl });
    pages.push(testPage);
    return testPage.page;
  }

  /** No page problems but the 401s a login answers on purpose (a wrong password, a code to ask for). */
  async function closePages(): Promise<void> {
    for (const testPage of pages.splice(0)) {
      testPage.problems.consoleErrors = testPage.problems.consoleErrors.filter((text) => !/status of 401/.test(text));
      const problems = describeProblems(testPage.problems);
      await testPage.close();
      assert.equal(problems, '', problems);
    }
  }

  async function passwordStep(page: Page, name: string, password: string): Promise<void> {
    await page.goto('/login');
    await page.getByLabel('Username or e-mail').fill(name);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
  }

  /** Logout from the phone's menu. */
  async function logOut(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
  }

  it('a person sets it up on /account at 390 px, then signs in with a code and with a recovery code', async () => {
    const person = await verifiedAccount(server, 'tfa', PASSWORD);
    const page = await phonePage();
    await passwordStep(page, person.username, PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByLabel('Current password').fill(PASSWORD);
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = (await section.locator('.two-factor__key code').textContent())!.replace(/\s/g, '');
    assert.match(key, /^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page, '/account two-factor setup');
    await section.getByLabel('Code from your authenticator app').fill(await totpCode(key));
    await section.getByRole('button', { name: 'Turn on two-factor' }).click();

    const codesGroup = section.getByRole('group', { name: 'Your recovery codes' });
    await codesGroup.waitFor();
    const recoveryCodes = (await codesGroup.getByRole('listitem').allTextContents()).map((text) => text.trim());
    assert.equal(recoveryCodes.length, 10);
    const [download] = await Promise.all([page.waitForEvent('download'), codesGroup.getByRole('button', { name: 'Download' }).click()]);
    assert.equal(download.suggestedFilename(), 'versus-recovery-codes.txt');
    // Nothing on the page is wider than the phone.
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at 390 px');

    await logOut(page);
    await passwordStep(page, String(person.user.email), PASSWORD);
    const code = page.getByLabel('Code from your authenticator app');
    await code.waitFor();
    assert.equal(await code.getAttribute('autocomplete'), 'one-time-code');
    // The code of the next step: the current one was used to turn two-factor on and is never accepted twice.
    await code.fill(await totpCode(key, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.ok(await page.evaluate(() => localStorage.getItem('token')));

    await logOut(page);
    await passwordStep(page, String(person.user.email), PASSWORD);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/account');
    await page.getByText('Two-factor sign-in is on. 9 of 10 recovery codes left.').waitFor();
    await closePages();
  });

  it('the ADMIN_EMAIL admin signs in with the password and is walked through the setup before the backoffice opens', async () => {
    const page = await phonePage();
    await page.goto('/admin-login');
    await page.getByLabel('Username or e-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Admin operations need two-factor sign-in.' }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Backoffice sections' }).count(), 0);

    await page.getByRole('region', { name: 'Two-factor sign-in' }).getByLabel('Current password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const key = (await page.locator('.two-factor__key code').textContent())!.replace(/\s/g, '');
    await page.getByLabel('Code from your authenticator app').fill(await totpCode(key));
    await page.getByRole('button', { name: 'Turn on two-factor' }).click();
    await page.getByRole('group', { name: 'Your recovery codes' }).waitFor();
    await page.getByRole('button', { name: 'Continue to the backoffice' }).click();
    await page.getByRole('navigation', { name: 'Backoffice sections' }).waitFor();
    // The tournaments section answers now: the admin operations accept this account.
    await page.getByRole('button', { name: 'New tournament' }).waitFor();
    // An admin call refused before two-factor was on would be the point of this test, not a page problem.
    for (const testPage of pages) testPage.problems.consoleErrors = testPage.problems.consoleErrors.filter((text) => !/status of 403/.test(text));
    await closePages();
  });
});
