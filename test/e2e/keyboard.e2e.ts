/**
 * The keyboard alone: a visitor's main journey without a mouse — the announcements, the
 * skip link, the navbar, a game and its rating, the tournaments, the notify and share dialogs —
 * and every dialog met on the way keeps focus inside (Tab and Shift+Tab wrap), closes on Escape
 * and gives focus back to what opened it. Focused controls show a visible focus indicator. Then,
 * signed in on a server of their own, the dialogs only members and admins meet: the chat hub and
 * a conversation, a shop order, and the backoffice's tournament, deletion and ban dialogs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { login, makeFriends, type Session, startConversation, verifiedAccount } from './support/accounts';
import { describeProblems, dismissedOverlays, launchBrowser, openPage, type TestPage } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { ADMIN_WITHOUT_TWO_FACTOR } from './support/twoFactor';

const WINTER_CUP = 'VERSUS EA FC Winter Cup';
const ADMIN = { email: 'e2e-keyboard-admin@example.com', password: 'e2e-keyboard-admin-password-1' };
const MEMBER_PASSWORD = 'e2e-keyboard-member-password-1';
/** Enough Tab presses to cross any page once; a bound, so a missing control fails instead of looping. */
const MAX_TABS = 150;

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until the control has focus. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await target.waitFor({ state: 'visible' });
  for (let press = 0; press < MAX_TABS; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  assert.fail(`${await target.evaluate((element) => element.outerHTML.slice(0, 120))} never got focus with ${key}`);
}

/** The focused element draws an outline or a ring. */
async function assertFocusVisible(page: Page, what: string): Promise<void> {
  const style = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const computed = getComputedStyle(element);
    return { outline: computed.outlineStyle, width: computed.outlineWidth, shadow: computed.boxShadow };
  });
  const visible = (style.outline !== 'none' && style.width !== '0px') || style.shadow !== 'none';
  assert.ok(visible, `${what} shows no focus indicator (${JSON.stringify(style)})`);
}

/** Focus is inside the dialog after each of `presses` presses of the key, and at least two controls were visited. */
async function assertFocusStaysIn(page: Page, dialog: Locator, key: 'Tab' | 'Shift+Tab', presses = 12): Promise<void> {
  const visited = new Set<string>();
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
    assert.ok(inside, `${key} press ${press + 1} left the dialog`);
    visited.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ''));
  }
  assert.ok(visited.size >= 2, `${key} moved among ${visited.size} control(s) only`);
}

/** Focus goes in, Tab and Shift+Tab wrap, Escape closes, focus returns to the opener. */
async function checkDialog(page: Page, dialog: Locator, opener: Locator | null): Promise<void> {
  await dialog.waitFor({ state: 'visible' });
  assert.ok(await dialog.evaluate((element) => element.contains(document.activeElement)), 'focus moved into the dialog');
  await assertFocusStaysIn(page, dialog, 'Tab');
  await assertFocusStaysIn(page, dialog, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  if (opener) assert.ok(await isFocused(opener), 'focus returned to the control that opened the dialog');
}

describe('a visitor with the keyboard alone', () => {
  let browser: Browser;
  let testPage: TestPage;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await testPage?.close();
    await browser?.close();
  });

  it('goes from the home page to a game, rates it, and signs up for and shares a tournament', async () => {
    testPage = await openPage(browser, 'desktop');
    const { page, problems } = testPage;
    await page.goto('/', { waitUntil: 'networkidle' });

    // The beta popup is a modal dialog: it takes focus and keeps it until Escape.
    const popup = page.getByRole('dialog', { name: 'VERSUS Beta is live!' });
    await checkDialog(page, popup, null);

    // The cookie banner is not modal: reached with the keyboard like any control.
    const decline = page.getByRole('button', { name: 'Decline', exact: true });
    await tabTo(page, decline);
    await assertFocusVisible(page, 'the cookie banner button');
    await page.keyboard.press('Enter');
    await decline.waitFor({ state: 'hidden' });

    // From the top of the page, the first Tab reaches the skip link.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    assert.ok(await isFocused(skip), 'the first Tab reaches the skip link');
    await assertFocusVisible(page, 'the skip link');

    const nav = page.getByRole('navigation', { name: 'Main' });
    const gamesLink = nav.getByRole('link', { name: 'Games', exact: true });
    await tabTo(page, gamesLink);
    await assertFocusVisible(page, 'the navbar link');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/games');
    await page.getByRole('heading', { level: 1 }).waitFor();

    const valorant = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Valorant' }) }).getByRole('link', { name: 'View details' });
    await tabTo(page, valorant);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/games/valorant');
    await page.getByRole('heading', { level: 1, name: 'VALORANT' }).waitFor();

    // The star rating is a radio group: arrows move the choice, and each choice is saved.
    const stars = page.getByRole('radiogroup', { name: 'Your rating' });
    await tabTo(page, stars.getByRole('radio').first());
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('status').filter({ hasText: 'Thanks! You rated VALORANT 4 stars.' }).waitFor();
    assert.ok(await stars.getByRole('radio').nth(3).isChecked(), 'the fourth star is chosen');

    await tabTo(page, nav.getByRole('link', { name: 'Tournaments', exact: true }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/tournaments');

    const card = page.getByRole('article', { name: WINTER_CUP });
    const notify = card.getByRole('button', { name: 'Notify Me' });
    await tabTo(page, notify);
    await page.keyboard.press('Enter');
    const notifyDialog = page.getByRole('dialog', { name: 'Get Notified' });
    await notifyDialog.waitFor();
    await assertFocusStaysIn(page, notifyDialog, 'Tab');
    await assertFocusStaysIn(page, notifyDialog, 'Shift+Tab');
    await tabTo(page, notifyDialog.getByLabel('Email address'));
    await page.keyboard.type(`keyboard-${Date.now()}@example.com`);
    await page.keyboard.press('Enter');
    const registered = page.getByRole('dialog', { name: 'Already Registered' });
    await registered.getByText("You're on the list!", { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await registered.waitFor({ state: 'hidden' });
    assert.ok(await isFocused(notify), 'focus returned to Notify Me');

    const share = card.getByRole('button', { name: 'Share' });
    await tabTo(page, share);
    await page.keyboard.press('Enter');
    await checkDialog(page, page.getByRole('dialog').filter({ hasText: WINTER_CUP }), share);

    assert.equal(describeProblems(problems), '', 'the page logged no error');
  });

  it('opens and closes the mobile menu from the keyboard', async () => {
    await testPage?.close();
    testPage = await openPage(browser, 'mobile', { storage: { cookieConsent: { accepted: false, timestamp: Date.now(), version: '1.0' }, betaLaunchPopupSeen: { seen: true, timestamp: Date.now(), version: '1.0' } } });
    const { page } = testPage;
    await page.goto('/games', { waitUntil: 'networkidle' });
    const open = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await checkDialog(page, page.getByRole('dialog', { name: 'Menu' }), open);
  });
});

describe('signed in, with the keyboard alone', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Session;
  let member: Session;
  let testPage: TestPage | undefined;

  before(async () => {
    // A wallet opens the shop's orders; the admin account comes from the settings.
    server = await startServer({ env: { ...ADMIN_WITHOUT_TWO_FACTOR, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, CRYPTO_WALLET: '0xE2E0000000000000000000000000000000000001' }, label: 'e2e-keyboard' });
    browser = await launchBrowser();
    admin = await login(server, ADMIN.email, ADMIN.password);
    member = await verifiedAccount(server, 'keys', MEMBER_PASSWORD);
    await makeFriends(server, admin, member);
    await startConversation(server, admin, member, 'glhf, ready for the cup?');
  });
  after(async () => {
    await testPage?.close();
    await browser?.close();
    await server?.stop();
  });

  async function signedInPage(session: Session): Promise<Page> {
    await testPage?.close();
    testPage = await openPage(browser, 'desktop', { baseUrl: server.baseUrl, storage: { ...dismissedOverlays(), token: session.token, user: session.user } });
    return testPage.page;
  }

  it('a member answers a friend from the chat hub and orders in the shop', async () => {
    const page = await signedInPage(member);
    await page.goto('/shop', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();

    const launcher = page.getByRole('button', { name: /^Chat hub/ });
    await tabTo(page, launcher);
    await assertFocusVisible(page, 'the chat hub button');
    await page.keyboard.press('Enter');
    const hub = page.getByRole('dialog', { name: 'Chat hub' });
    await hub.waitFor();
    assert.ok(await hub.evaluate((element) => element.contains(document.activeElement)), 'focus moved into the hub');
    const open = hub.getByRole('button', { name: 'Open' });
    await open.waitFor();
    await assertFocusStaysIn(page, hub, 'Tab');
    await assertFocusStaysIn(page, hub, 'Shift+Tab');

    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const conversation = page.getByRole('dialog', { name: admin.username });
    const field = conversation.getByRole('textbox', { name: `Message to ${admin.username}` });
    await conversation.getByText('glhf, ready for the cup?').waitFor();
    assert.ok(await isFocused(field), 'the message field has focus when the conversation opens');
    await page.keyboard.type('Ready! See you in the bracket.');
    await page.keyboard.press('Enter');
    await conversation.getByRole('log').getByText('Ready! See you in the bracket.').waitFor();
    await assertFocusStaysIn(page, conversation, 'Tab');
    await assertFocusStaysIn(page, conversation, 'Shift+Tab');
    await page.keyboard.press('Escape');
    await conversation.waitFor({ state: 'hidden' });
    assert.ok(await isFocused(open), 'focus returned to the conversation row');

    await page.keyboard.press('Escape');
    await hub.waitFor({ state: 'hidden' });
    assert.ok(await isFocused(launcher), 'focus returned to the chat hub button');

    const order = page.getByRole('button', { name: /^Order / }).first();
    await tabTo(page, order);
    await page.keyboard.press('Enter');
    await checkDialog(page, page.getByRole('dialog', { name: /^Order / }), order);

    assert.equal(describeProblems(testPage!.problems), '', 'the page logged no error');
  });

  it('an admin opens and closes the backoffice dialogs', async () => {
    const page = await signedInPage(admin);
    await page.goto('/versusbackoffice', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Backoffice' }).waitFor();

    const create = page.getByRole('button', { name: 'New tournament' });
    await tabTo(page, create);
    await page.keyboard.press('Enter');
    await checkDialog(page, page.getByRole('dialog', { name: 'New tournament' }), create);

    const remove = page.getByRole('button', { name: /^Delete / }).first();
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    await checkDialog(page, page.getByRole('dialog', { name: 'Delete tournament?' }), remove);

    await tabTo(page, page.getByRole('navigation', { name: 'Backoffice sections' }).getByRole('link', { name: 'Users' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/versusbackoffice/users');
    const ban = page.getByRole('button', { name: `Ban ${member.username}` });
    await tabTo(page, ban);
    await page.keyboard.press('Enter');
    await checkDialog(page, page.getByRole('dialog', { name: `Ban ${member.username}` }), ban);

    assert.equal(describeProblems(testPage!.problems), '', 'the page logged no error');
  });
});
