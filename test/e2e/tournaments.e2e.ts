/**
 * Tournaments in the browser: a visitor signs up by e-mail for a COMING_SOON
 * tournament and is recognised when the dialog reopens; a shared link highlights its card; when
 * an admin opens registration, the SMTP server this spec runs receives exactly one mail per
 * sign-up, and a logged-in user signs up and unsubscribes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { type SmtpCapture, startSmtpCapture } from '../server/tournaments/smtpCapture';
import { describeProblems, dismissedOverlays, launchBrowser, openPage, visit } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { turnOnTwoFactor } from './support/twoFactor';

/** A demo tournament seeded on first start (server/routes/tournaments/demoTournaments.ts). */
const WINTER_CUP = { id: '6a1f00d5e1a7c0de00000001', title: 'VERSUS EA FC Winter Cup' };
const REGISTERED = "You're on the list! We'll notify you when this tournament goes live.";
const ALREADY_REGISTERED = "You're already registered for notifications on this tournament.";
const ADMIN = { email: 'e2e-admin@example.com', password: 'e2e-admin-password-1' };

function uniqueEmail(name: string): string {
  return `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Opens the notify dialog of a card and signs up with an address, as a visitor does. */
async function signUpByEmail(page: Page, title: string, email: string): Promise<void> {
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Notify Me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Notified' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Notify Me' }).click();
  const registered = page.getByRole('dialog', { name: 'Already Registered' });
  await registered.getByText(REGISTERED).waitFor({ state: 'visible' });
  await registered.getByRole('button', { name: 'Done' }).click();
  await registered.waitFor({ state: 'hidden' });
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('tournaments', () => {
  let browser: Browser;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('a visitor signs up by e-mail for a COMING_SOON tournament; reopening the dialog shows Already Registered', async () => {
    const testPage = await openPage(browser, 'desktop', { storage: dismissedOverlays() });
    const { page, problems } = testPage;
    try {
      await visit(page, '/tournaments');
      await signUpByEmail(page, WINTER_CUP.title, uniqueEmail('visitor'));

      await page.getByRole('article', { name: WINTER_CUP.title }).getByRole('button', { name: 'Notify Me' }).click();
      const reopened = page.getByRole('dialog', { name: 'Already Registered' });
      await reopened.getByText(ALREADY_REGISTERED).waitFor({ state: 'visible' });
      assert.equal(await reopened.getByRole('button', { name: 'Unsubscribe' }).count(), 0, 'a visitor cannot unsubscribe');
      await page.keyboard.press('Escape');
      await reopened.waitFor({ state: 'hidden' });
      assert.equal(describeProblems(problems), '', 'the page logged no error');
    } finally {
      await testPage.close();
    }
  });

  it('a shared link /tournaments#{id} scrolls to that card and highlights it', async () => {
    const testPage = await openPage(browser, 'mobile', { storage: dismissedOverlays() });
    const { page } = testPage;
    try {
      await visit(page, `/tournaments#${WINTER_CUP.id}`);
      const card = page.getByRole('article', { name: WINTER_CUP.title });
      await page.locator('.tournament-card.is-highlighted').waitFor({ state: 'visible' });
      assert.equal(await card.evaluate((element) => element.classList.contains('is-highlighted')), true);
      assert.equal(await card.isVisible(), true);
      const inView = await card.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      });
      assert.equal(inView, true, 'the card is in the viewport');
    } finally {
      await testPage.close();
    }
  });

  describe('when an admin opens registration', () => {
    let smtp: SmtpCapture;
    let server: RunningServer;
    let adminToken: string;

    before(async () => {
      smtp = await startSmtpCapture();
      server = await startServer({
        env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
        label: 'e2e-tournament-mails',
      });
      const login = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      assert.equal(login.status, 200, 'the ADMIN_EMAIL admin signs in with its password');
      adminToken = (await json<{ token: string }>(login)).token;
      // Admins need two-factor sign-in for admin operations (the server's default): set it up as the admin would.
      await turnOnTwoFactor(server, adminToken, ADMIN.password);
    });
    after(async () => {
      await server?.stop();
      await smtp?.close();
    });

    it('exactly one mail per sign-up arrives at the SMTP server; a logged-in user signs up and unsubscribes', async () => {
      const auth = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
      const created = await fetch(`${server.baseUrl}/api/tournaments`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ title: 'E2E Opening Cup', status: 'COMING_SOON', startAt: '2031-06-01T18:00:00Z', game: 'valorant', platform: 'PC' }),
      });
      assert.equal(created.status, 201);
      const tournament = await json<{ _id: string; title: string }>(created);

      const visitors = [uniqueEmail('first'), uniqueEmail('second')];
      const visitorPage = await browser.newContext({ baseURL: server.baseUrl });
      try {
        const page = await visitorPage.newPage();
        await page.addInitScript((storage) => {
          for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, JSON.stringify(value));
        }, dismissedOverlays());
        for (const email of visitors) {
          await page.goto('/tournaments', { waitUntil: 'networkidle' });
          await signUpByEmail(page, tournament.title, email);
          // A fresh page forgets the address, so the next visitor starts from Get Notified.
          await page.reload();
        }
      } finally {
        await visitorPage.close();
      }

      // The admin account signs up in the browser with its token and unsubscribes again.
      const userContext = await browser.newContext({ baseURL: server.baseUrl });
      try {
        const page = await userContext.newPage();
        await page.addInitScript(
          ({ token, overlays }) => {
            localStorage.setItem('token', token);
            for (const [key, value] of Object.entries(overlays)) localStorage.setItem(key, JSON.stringify(value));
          },
          { token: adminToken, overlays: dismissedOverlays() },
        );
        await page.goto('/tournaments', { waitUntil: 'networkidle' });
        await page.getByRole('article', { name: tournament.title }).getByRole('button', { name: 'Notify Me' }).click();
        const dialog = page.getByRole('dialog', { name: 'Get Notified' });
        await dialog.getByText('Logged in').waitFor({ state: 'visible' });
        await dialog.getByRole('button', { name: 'Notify Me' }).click();
        const registered = page.getByRole('dialog', { name: 'Already Registered' });
        await registered.getByRole('button', { name: 'Unsubscribe' }).click();
        await page.getByRole('dialog', { name: 'Get Notified' }).getByText('Successfully unsubscribed from notifications!').waitFor({ state: 'visible' });
      } finally {
        await userContext.close();
      }

      const opened = await fetch(`${server.baseUrl}/api/tournaments/${tournament._id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ status: 'UPCOMING' }) });
      assert.equal(opened.status, 200);
      // The admin's own account mails (two-factor turned on for the backoffice) go through the same server.
      const registrationMails = () => smtp.mails.filter((mail) => mail.subject.startsWith('Registration is open'));
      const deadline = Date.now() + 30_000;
      while (registrationMails().length < visitors.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      // Give a duplicate the chance to show up before counting.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const recipients = registrationMails().flatMap((mail) => mail.to).sort();
      assert.deepEqual(recipients, [...visitors].sort(), 'one mail for each sign-up, none for the unsubscribed account');
      for (const mail of registrationMails()) {
        assert.equal(mail.subject, 'Registration is open: E2E Opening Cup');
        assert.match(mail.text, /Starts: 2031-06-01 18:00 UTC/);
        assert.match(mail.text, new RegExp(`/tournaments/${tournament._id}`));
      }
    });
  });
});
