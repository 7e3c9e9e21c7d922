/**
 * Accessibility of every route: axe with the WCAG 2.2 AA rules and target size on, at
 * 390 px and 1440 px, as a visitor for the public pages and signed in (as an admin, who may open
 * every page) for the others; then the dialogs and panels, open: notify, share, the mobile menu,
 * the chat hub with a conversation, a shop order and the backoffice's forms. Any violation fails,
 * whatever its impact. Each route must first show its own heading: a page that did not render (the
 * 404 page, a chunk that failed to load) fails instead of passing axe as an almost empty page.
 */
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { login, makeFriends, type Session, startConversation, verifiedAccount } from './support/accounts';
import { expectNoA11yViolations } from './support/axe';
import { dismissedOverlays, launchBrowser, VIEWPORT_NAMES, VIEWPORTS } from './support/browser';
import { type ExpectedPage, openExpectedPage } from './support/expectedPage';
import { type RunningServer, startServer } from './support/harness';
import { api } from './support/server';
import { ADMIN_WITHOUT_TWO_FACTOR } from './support/twoFactor';

const ADMIN = { email: 'e2e-a11y-admin@example.com', password: 'e2e-a11y-admin-password-1' };

// Routes the dialogs are also opened on.
const TOURNAMENTS: ExpectedPage = { path: '/tournaments', heading: 'Tournaments' };
const SHOP: ExpectedPage = { path: '/shop', heading: 'Shop' };
const BACKOFFICE = 'Backoffice';
// Both open the backoffice's first section.
const BACKOFFICE_HOME: ExpectedPage = { path: '/versusbackoffice', heading: BACKOFFICE, section: 'Tournaments' };
const BACKOFFICE_USERS: ExpectedPage = { path: '/versusbackoffice/users', heading: BACKOFFICE, section: 'Users' };

const PUBLIC_ROUTES: ExpectedPage[] = [
  { path: '/', heading: /^Earn from your skill\./ },
  TOURNAMENTS,
  { path: '/games', heading: 'Games' },
  { path: '/games/valorant', heading: 'VALORANT' },
  SHOP,
  { path: '/versus-token', heading: 'VERSUS Token' },
  { path: '/login', heading: 'Login' },
  { path: '/register', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password?token=not-a-real-token', heading: 'Reset your password' },
  { path: '/verify-email/not-a-real-token', heading: 'Verify your e-mail' },
  // Without a userId the deletion link is refused at once.
  { path: '/confirm-deletion', heading: 'Deletion Failed' },
  { path: '/newsletter', heading: 'VERSUS Newsletter' },
  { path: '/newsletter/unsubscribe', heading: 'Unsubscribe from the newsletter' },
  { path: '/downloads', heading: 'Downloads' },
  { path: '/imprint', heading: 'Imprint' },
  { path: '/impressum', heading: 'Imprint' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms & Conditions' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/confirm-deletion/not-a-real-token', heading: 'Deletion Failed' },
  { path: '/admin-login', heading: 'Admin sign-in' },
  { path: '/backoffice-login', heading: 'Admin sign-in' },
  { path: '/no-such-page', heading: 'Page Not Found' },
];
const SIGNED_IN_ROUTES: ExpectedPage[] = [
  { path: '/account', heading: 'Your account' },
  { path: '/complete-profile', heading: 'Complete your profile' },
  { path: '/early-access', heading: 'Early access' },
  { path: '/early-access/success', heading: 'Invitation sent' },
  { ...BACKOFFICE_HOME, path: '/admin' },
  BACKOFFICE_HOME,
  { path: '/versusbackoffice/games', heading: BACKOFFICE, section: 'Games' },
  { path: '/versusbackoffice/beta', heading: BACKOFFICE, section: 'Beta' },
  { path: '/versusbackoffice/orders', heading: BACKOFFICE, section: 'Shop orders' },
  BACKOFFICE_USERS,
  { path: '/versusbackoffice/audit', heading: BACKOFFICE, section: 'Audit log' },
  { path: '/admin-dashboard', heading: 'Admin dashboard' },
];
const MEMBER_PASSWORD = 'e2e-a11y-member-password-1';
/** Where the shop's orders go; with it set the shop lets members order. */
const WALLET = '0xA11E000000000000000000000000000000000001';

/** A profile page is headed by the player's nickname, or their username when they have none. */
function profileOf(session: Session): ExpectedPage {
  const nickname = session.user.nickname;
  return { path: `/profile/${session.username}`, heading: typeof nickname === 'string' && nickname ? nickname : session.username };
}

type TournamentSummary = { _id: string; title: string };

describe('axe on every route, 390 px and 1440 px', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Session;
  let member: Session;
  let tournament: TournamentSummary;
  let pastTournament: TournamentSummary;
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
    server = await startServer({ env: { ...ADMIN_WITHOUT_TWO_FACTOR, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CRYPTO_WALLET: WALLET }, label: 'e2e-a11y' });
    browser = await launchBrowser();
    const baseUrl = server.baseUrl;
    admin = await login(server, ADMIN.email, ADMIN.password);
    // A friend with a conversation, so the chat hub and the chat window have something to show.
    member = await verifiedAccount(server, 'a11yfriend', MEMBER_PASSWORD);
    await makeFriends(server, admin, member);
    await startConversation(server, member, admin, 'gg, rematch?');
    type List = { items: TournamentSummary[] };
    tournament = (await api<List>('/api/tournaments?limit=1', { baseUrl })).body.items[0]!;
    pastTournament = (await api<List>('/api/tournaments?status=COMPLETED&limit=1', { baseUrl })).body.items[0]!;
  });
  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  for (const viewport of VIEWPORT_NAMES) {
    it(`public routes as a visitor (${viewport})`, async () => {
      const page = await pageAt(viewport, false);
      const tournamentPages: ExpectedPage[] = [
        { path: `/tournaments/${tournament._id}`, heading: tournament.title },
        { path: `/tournaments/old/${pastTournament._id}`, heading: pastTournament.title },
      ];
      for (const route of [...PUBLIC_ROUTES, ...tournamentPages]) {
        await openExpectedPage(page, route);
        await expectNoA11yViolations(page, `${route.path} (${viewport}, visitor)`);
      }
    });

    it(`signed-in routes (${viewport})`, async () => {
      const page = await pageAt(viewport, true);
      for (const route of [...SIGNED_IN_ROUTES, profileOf(admin), profileOf(member)]) {
        await openExpectedPage(page, route);
        await expectNoA11yViolations(page, `${route.path} (${viewport}, signed in)`);
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

      await openExpectedPage(page, TOURNAMENTS);
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

      await openExpectedPage(page, SHOP);
      await page.getByRole('button', { name: /^Order / }).first().click();
      await check('a shop order', page.getByRole('dialog', { name: /^Order / }));

      await openExpectedPage(page, BACKOFFICE_HOME);
      await page.getByRole('button', { name: 'New tournament' }).click();
      await check('the new tournament form', page.getByRole('dialog', { name: 'New tournament' }));
      await page.getByRole('button', { name: /^Delete / }).first().click();
      await check('the deletion confirmation', page.getByRole('dialog', { name: 'Delete tournament?' }));
      await openExpectedPage(page, BACKOFFICE_USERS);
      await page.getByRole('button', { name: `Ban ${member.username}` }).click();
      await check('the ban dialog', page.getByRole('dialog', { name: `Ban ${member.username}` }));
    });
  }
});
