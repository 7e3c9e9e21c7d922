/**
 * Accessibility of every route (issue 9): axe with the WCAG 2.2 AA rules and target size on, at
 * 390 px and 1440 px, as a visitor for the public pages and signed in (as an admin, who may open
 * every page) for the others; then the dialogs and panels, open: notify, share, the mobile menu,
 * the chat hub with a conversation, a shop order and the backoffice's forms. Any violation fails,
 * whatever its impact.
 */
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { login, makeFriends, type Session, startConversation, verifiedAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { dismissedOverlays, launchBrowser, VIEWPORT_NAMES, VIEWPORTS } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { api } from './support/server';

const ADMIN = { email: 'e2e-a11y-admin@example.com', password: 'e2e-a11y-admin-password-1' };

const PUBLIC_ROUTES = [
  '/', '/tournaments', '/games', '/games/valorant', '/shop', '/versus-token', '/login', '/register', '/forgot-password',
  '/reset-password?token=not-a-real-token', '/verify-email/not-a-real-token', '/confirm-deletion', '/newsletter',
  '/newsletter/unsubscribe', '/downloads', '/imprint', '/impressum', '/privacy', '/privacy-policy', '/terms', '/faq',
  '/confirm-deletion/not-a-real-token', '/admin-login', '/backoffice-login', '/no-such-page',
];
const BACKOFFICE_SECTIONS = ['games', 'beta', 'orders', 'users', 'audit'];
const SIGNED_IN_ROUTES = [
  '/account', '/complete-profile', '/early-access', '/early-access/success', '/admin', '/versusbackoffice',
  ...BACKOFFICE_SECTIONS.map((section) => `/versusbackoffice/${section}`), '/admin-dashboard',
];
const MEMBER_PASSWORD = 'e2e-a11y-member-password-1';
/** Where the shop's orders go; with it set the shop lets members order. */
const WALLET = '0xA11E000000000000000000000000000000000001';

/** Waits until the page has rendered: network idle and its level-one heading, when it has one. */
async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor({ state: 'visible' }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

describe('axe on every route, 390 px and 1440 px', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Session;
  let member: Session;
  let tournamentId: string;
  let pastTournamentId: string;
  const contexts: BrowserContext[] = [];

  async function pageAt(viewport: (typeof VIEWPORT_NAMES)[number], signedIn: boolean): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORTS[viewport] });
    context.setDefaultTimeout(20_000);
    contexts.push(context);
    await context.addInitScript(
      ({ session, overlays }) => {
        if (session) localStorage.setItem('token', session);
        for (const [key, value] of Object.entries(overlays)) localStorage.setItem(key, JSON.stringify(value));
      },
      { session: signedIn ? admin.token : null, overlays: dismissedOverlays() },
    );
    return context.newPage();
  }

  before(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CRYPTO_WALLET: WALLET }, label: 'e2e-a11y' });
    browser = await launchBrowser();
    const baseUrl = server.baseUrl;
    admin = await login(server, ADMIN.email, ADMIN.password);
    // A friend with a conversation, so the chat hub and the chat window have something to show.
    member = await verifiedAccount(server, 'a11yfriend', MEMBER_PASSWORD);
    await makeFriends(server, admin, member);
    await startConversation(server, member, admin, 'gg, rematch?');
    type List = { items: Array<{ _id: string }> };
    tournamentId = (await api<List>('/api/tournaments?limit=1', { baseUrl })).body.items[0]!._id;
    pastTournamentId = (await api<List>('/api/tournaments?status=COMPLETED&limit=1', { baseUrl })).body.items[0]!._id;
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`public routes as a visitor (${viewport})`, async () => {
      const page = await pageAt(viewport, false);
      for (const route of [...PUBLIC_ROUTES, `/tournaments/${tournamentId}`, `/tournaments/old/${pastTournamentId}`]) {
        await open(page, route);
        await expectNoA11yViolations(page, `${route} (${viewport}, visitor)`);
      }
    });

    it(`signed-in routes (${viewport})`, async () => {
      const page = await pageAt(viewport, true);
      for (const route of [...SIGNED_IN_ROUTES, `/profile/${admin.username}`, `/profile/${member.username}`]) {
        await open(page, route);
        await expectNoA11yViolations(page, `${route} (${viewport}, signed in)`);
      }
    });

    it(`dialogs and panels, open (${viewport})`, async () => {
      const page = await pageAt(viewport, true);
      const check = async (what: string, dialog: ReturnType<Page['getByRole']>) => {
        await dialog.waitFor({ state: 'visible' });
        await page.waitForLoadState('networkidle');
        await expectNoA11yViolations(page, `${what} (${viewport})`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      };

      await open(page, '/tournaments');
      const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Notify Me' }) }).first();
      await card.getByRole('button', { name: 'Notify Me' }).click();
      await check('the notify dialog', page.getByRole('dialog', { name: /Get Notified|Already Registered/ }));
      await card.getByRole('button', { name: 'Share' }).click();
      await check('the share dialog', page.getByRole('dialog', { name: /^Share / }));

      if (viewport === 'mobile') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await check('the mobile menu', page.getByRole('dialog', { name: 'Menu' }));
      }

      await page.getByRole('button', { name: /^Chat hub/ }).click();
      const hub = page.getByRole('dialog', { name: 'Chat hub' });
      await hub.getByText('gg, rematch?').waitFor();
      await expectNoA11yViolations(page, `the chat hub (${viewport})`);
      await hub.getByRole('tab', { name: 'Friends' }).click();
      await hub.getByText(member.username).first().waitFor();
      await expectNoA11yViolations(page, `the chat hub's friends (${viewport})`);
      await hub.getByRole('tab', { name: 'Chats' }).click();
      await hub.getByRole('button', { name: /^(Open|Chat)$/ }).first().click();
      const conversation = page.getByRole('dialog', { name: member.username });
      await conversation.getByText('gg, rematch?').waitFor();
      await check('a conversation', conversation);
      await hub.getByRole('button', { name: 'Close chat hub' }).click();

      await open(page, '/shop');
      await page.getByRole('button', { name: /^Order / }).first().click();
      await check('a shop order', page.getByRole('dialog', { name: /^Order / }));

      await open(page, '/versusbackoffice');
      await page.getByRole('button', { name: 'New tournament' }).click();
      await check('the new tournament form', page.getByRole('dialog', { name: 'New tournament' }));
      await page.getByRole('button', { name: /^Delete / }).first().click();
      await check('the deletion confirmation', page.getByRole('dialog', { name: 'Delete tournament?' }));
      await open(page, '/versusbackoffice/users');
      await page.getByRole('button', { name: `Ban ${member.username}` }).click();
      await check('the ban dialog', page.getByRole('dialog', { name: `Ban ${member.username}` }));
    });
  }
});
