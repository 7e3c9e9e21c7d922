/**
 * A new player is never at a dead end: on a phone, they sign up, verify by mail, log in, find a
 * player by name from the chat hub's Friends tab, ask them to be friends, and once accepted send
 * their first message, which reaches the other player.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { type Session, signUpThroughForms, verifiedAccount } from './support/accounts';
import { describeProblems, dismissedOverlays, launchBrowser, openPage, type TestPage } from './support/browser';
import { type RunningServer, startServer } from './support/harness';
import { api } from './support/server';

const PASSWORD = 'first-friend-password-1';

describe('a new player finds a first friend and chats', () => {
  let server: RunningServer;
  let base: string;
  let browser: Browser;
  let testPage: TestPage | undefined;

  before(async () => {
    server = await startServer({ label: 'first-friend-e2e' });
    // Mail links use PUBLIC_URL, which defaults to http://localhost:{PORT}.
    base = `http://localhost:${server.port}`;
    browser = await launchBrowser();
  });
  after(async () => {
    await testPage?.close();
    await browser?.close();
    await server?.stop();
  });

  it('signs up, finds a player by name, becomes friends and sends a first message', async () => {
    const mentor: Session = await verifiedAccount(server, 'mentor', PASSWORD);
    const username = `rookie${process.pid % 10_000}`;
    const email = `${username}@example.com`;

    testPage = await openPage(browser, 'mobile', { storage: dismissedOverlays(), baseUrl: base });
    const { page } = testPage;
    await signUpThroughForms(page, server, base, { email, username, password: PASSWORD });

    await page.getByRole('button', { name: /^Chat hub/ }).click();
    const hub = page.getByRole('dialog', { name: 'Chat hub' });
    await hub.getByRole('tab', { name: 'Friends' }).click();
    await hub.getByText('You have no friends yet.').waitFor();
    const search = hub.getByRole('search', { name: 'Find players' });
    await search.getByRole('searchbox', { name: 'Username' }).fill(mentor.username.slice(0, 6).toUpperCase());
    await search.getByRole('button', { name: 'Search' }).click();
    const found = hub.getByRole('list', { name: 'Players found' }).getByRole('listitem').filter({ hasText: mentor.username });
    await found.getByRole('button', { name: 'Add friend' }).click();
    await found.getByText('Request sent').waitFor();

    const requests = await api<{ incoming: Array<{ _id: string; user: { username: string } }> }>('/api/friends/requests', { token: mentor.token, baseUrl: base });
    const request = requests.body.incoming.find((incoming) => incoming.user.username === username);
    assert.ok(request, `${mentor.username} has the request of ${username}`);
    const accepted = await api(`/api/friends/requests/${request._id}/accept`, { method: 'POST', token: mentor.token, baseUrl: base });
    assert.equal(accepted.status, 200);

    // The hub learns of the new friendship live; the result row offers a message now.
    const friendRow = hub.getByRole('listitem').filter({ hasText: mentor.username }).filter({ has: page.getByRole('button', { name: 'Message' }) }).first();
    await friendRow.getByRole('button', { name: 'Message' }).click();
    const chatWindow = page.getByRole('dialog', { name: mentor.username });
    const composer = chatWindow.getByRole('textbox', { name: `Message to ${mentor.username}` });
    await composer.fill('Hi! Found you by name. Up for a match?');
    await composer.press('Enter');
    await chatWindow.getByText('Sending…').waitFor({ state: 'detached' });

    const chats = await api<Array<{ lastMessage?: { content?: string } | null }> | { chats?: Array<{ lastMessage?: { content?: string } | null }> }>('/api/chat/list', {
      token: mentor.token,
      baseUrl: base,
    });
    const list = Array.isArray(chats.body) ? chats.body : (chats.body.chats ?? []);
    assert.ok(
      list.some((chat) => chat.lastMessage?.content === 'Hi! Found you by name. Up for a match?'),
      `${mentor.username} received the first message: ${JSON.stringify(chats.body)}`,
    );
    const problems = describeProblems(testPage.problems);
    assert.equal(problems, '', problems);
  });
});
