/**
 * Hostile input: the authorization matrix. Every operation of the app's OpenAPI document
 * (the hidden ones are the SPA's index and the document itself, both public) is sent a valid-looking
 * request by each of five callers: a visitor, a user, another user, a master and an admin. The table
 * below says, per operation, who may call it. An allowed caller never gets 401/403 (and gets 400, 404
 * or 409 only where the row says the request names something absent, such as a made-up mail token);
 * a refused visitor gets 401, a refused account 403 or 404. An operation without a row fails the test
 * by name, so a new route must declare its rule here. A refusal must also have changed nothing: every
 * table (the rate-limit counters aside) is digested just before and just after each refused request,
 * so a handler that writes before it checks the caller fails here even though it answers 403.
 *
 * Resources owned by a user (chats, friend requests) are always the user's: the other user, the master
 * and the admin ask for the user's chat or request and are refused. Routes acting on "mine" (account,
 * whitelist entry, orders, notification sign-ups) have no id in the URL: each caller reaches only its own,
 * which test/server/quality/ownRows.test.ts checks with rows of two users.
 *
 * The socket side is covered in test/server/chat/realtime.test.ts: a socket without a token is a visitor
 * that may only watch tournaments, `join` with another user's id is refused, and open_chat / send_message on another
 * pair's chat answer "You are not a participant of this chat."
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../../common/user';
import type { Database } from '../../../server/db/database';
import { newId } from '../../../server/db/ids';
import { GoogleLoginCodes } from '../../../server/routes/accounts/googleLoginCodes';
import { FriendsRepository } from '../../../server/routes/friends/friendsRepository';
import { newRecoveryCodes } from '../../../server/twoFactor/recoveryCodes';
import { newTotpSecret } from '../../../server/twoFactor/totp';
import { Secret, TOTP } from 'otpauth';
import { createAccount, createSignup, createTournament, type TestAccount } from '../admin/factories';
import { build, type TestServer } from '../build';
import { changedTables, TableWatcher } from './tableDigests';

jest.setTimeout(5 * 60_000);

const IDENTITIES = ['visitor', 'user', 'other', 'master', 'admin'] as const;
type Identity = (typeof IDENTITIES)[number];
type Account = Exclude<Identity, 'visitor'>;

const EVERYONE: readonly Identity[] = IDENTITIES;
const SIGNED_IN: readonly Identity[] = ['user', 'other', 'master', 'admin'];
/** The user who owns the resource named in the URL, and nobody else (staff included). */
const OWNER: readonly Identity[] = ['user'];
const STAFF: readonly Identity[] = ['master', 'admin'];
const ADMIN: readonly Identity[] = ['admin'];

const ROLES: Record<Account, Role> = { user: 'user', other: 'user', master: 'master', admin: 'admin' };
const WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';
const PASSWORD = 'correct horse battery';

interface Fixture {
  server: TestServer;
  accounts: Record<Account, TestAccount>;
  /** The user's friend: the other side of the user's chat. */
  friend: TestAccount;
  chatId: string;
  tournamentId: string;
  shopItemId: string;
  /** A new account of the same role as the caller, for requests that end or change a session. */
  fresh(who: Identity): Promise<TestAccount | null>;
  /** Sends as admin: to set up what a request needs. */
  asAdmin(request: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A request as a caller sends it; session replaces the caller's own account (null: none). */
type CallerRequest = InjectOptions & { session?: TestAccount | null };

interface Rule {
  allow: readonly Identity[];
  /** Statuses an allowed caller may get because the request names something absent or made up. */
  absent?: readonly number[];
  /** The request the caller sends, built anew for each caller, so a write or a deletion has its own target. */
  request(fixture: Fixture, who: Identity): Promise<CallerRequest> | CallerRequest;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}${newId().slice(-6)}`;

async function someoneElse(fixture: Fixture): Promise<TestAccount> {
  return createAccount(fixture.server.app);
}

/** A friend request from a new account to the user, or from the user to a new account. */
async function friendRequest(fixture: Fixture, direction: 'to user' | 'from user'): Promise<string> {
  const stranger = await someoneElse(fixture);
  const [from, to] = direction === 'to user' ? [stranger.id, fixture.accounts.user.id] : [fixture.accounts.user.id, stranger.id];
  const outcome = await new FriendsRepository(fixture.server.db).sendRequest(from, to);
  if (outcome.kind !== 'requested') throw new Error(`friend request not made: ${outcome.kind}`);
  return outcome.requestId;
}

/**
 * A new account of the caller's role with a two-factor setup waiting for its first code, or with
 * two-factor on and a password; and the code its authenticator app shows now.
 */
async function withTwoFactor(fixture: Fixture, who: Identity, state: 'pending' | 'on'): Promise<{ session: TestAccount | null; code: string }> {
  const session = await fixture.fresh(who);
  const secret = newTotpSecret();
  const twoFactor = fixture.server.app.twoFactorRepository;
  if (session) {
    await twoFactor.savePending(session.id, secret);
    if (state === 'on') {
      await twoFactor.enable(session.id, newRecoveryCodes());
      await fixture.server.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [session.id, await fixture.server.app.passwords.hash(PASSWORD)]);
    }
  }
  return { session, code: new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate() };
}

function callerOf(fixture: Fixture, who: Identity): TestAccount | null {
  return who === 'visitor' ? null : fixture.accounts[who];
}

/** Per operation (METHOD and OpenAPI path), who may call it and what a valid-looking call is. */
const MATRIX: Record<string, Rule> = {
  // Health and public configuration.
  'GET /health': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/health' }) },
  'GET /api/config': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/api/config' }) },

  // Games catalogue.
  'GET /api/games': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/api/games?limit=5' }) },
  'GET /api/games/{slug}': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/api/games/valorant' }) },
  'POST /api/games': {
    allow: STAFF,
    request: () => ({ method: 'POST', url: '/api/games', payload: { key: unique('game'), name: 'Matrix Game' } }),
  },
  'PATCH /api/games/{key}': {
    allow: STAFF,
    request: () => ({ method: 'PATCH', url: '/api/games/valorant', payload: { featured: true } }),
  },
  'GET /api/game-ratings/{gameKey}': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/api/game-ratings/valorant' }) },
  'PUT /api/game-ratings/{gameKey}': {
    // A visitor rates with the client id header; a missing one is the 401 of this route.
    allow: EVERYONE,
    request: () => ({ method: 'PUT', url: '/api/game-ratings/valorant', headers: { 'x-client-id': crypto.randomUUID() }, payload: { rating: 4 } }),
  },

  // Back office.
  'GET /api/admin/users': { allow: STAFF, request: () => ({ method: 'GET', url: '/api/admin/users?q=user' }) },
  'GET /api/admin/users/{id}': { allow: STAFF, request: (f) => ({ method: 'GET', url: `/api/admin/users/${f.accounts.user.id}` }) },
  'PATCH /api/admin/users/{id}/role': {
    allow: ADMIN,
    request: async (f) => ({ method: 'PATCH', url: `/api/admin/users/${(await someoneElse(f)).id}/role`, payload: { role: 'master' } }),
  },
  'POST /api/admin/users/{id}/ban': {
    allow: ADMIN,
    request: async (f) => ({
      method: 'POST',
      url: `/api/admin/users/${(await someoneElse(f)).id}/ban`,
      payload: { reason: 'Cheating', until: new Date(Date.now() + 86_400_000).toISOString() },
    }),
  },
  'DELETE /api/admin/users/{id}/ban': {
    allow: ADMIN,
    request: async (f) => {
      const target = await someoneElse(f);
      await f.server.db.query("UPDATE users SET banned_until = now() + interval '1 day', ban_reason = 'Cheating' WHERE id = $1", [target.id]);
      return { method: 'DELETE', url: `/api/admin/users/${target.id}/ban` };
    },
  },
  'GET /api/admin/audit': { allow: STAFF, request: () => ({ method: 'GET', url: '/api/admin/audit' }) },
  'GET /api/admin/stats': { allow: ADMIN, request: () => ({ method: 'GET', url: '/api/admin/stats' }) },
  'GET /api/admin/tournaments': { allow: STAFF, request: () => ({ method: 'GET', url: '/api/admin/tournaments' }) },
  'GET /api/admin/tournaments/{id}/signups': {
    allow: STAFF,
    request: (f) => ({ method: 'GET', url: `/api/admin/tournaments/${f.tournamentId}/signups` }),
  },
  'GET /api/admin/tournaments/{id}/export.csv': {
    allow: STAFF,
    request: (f) => ({ method: 'GET', url: `/api/admin/tournaments/${f.tournamentId}/export.csv?what=participants` }),
  },
  'GET /api/admin/tournaments/{id}/signups.csv': {
    allow: STAFF,
    request: (f) => ({ method: 'GET', url: `/api/admin/tournaments/${f.tournamentId}/signups.csv` }),
  },
  'POST /api/admin/early-access': {
    allow: STAFF,
    request: () => ({ method: 'POST', url: '/api/admin/early-access', payload: { email: `${unique('invite')}@example.com` } }),
  },
  'GET /api/admin/early-access': { allow: STAFF, request: () => ({ method: 'GET', url: '/api/admin/early-access' }) },
  'POST /api/early-access/accept': {
    allow: EVERYONE,
    absent: [400, 404],
    request: () => ({ method: 'POST', url: '/api/early-access/accept', payload: { token: 'a'.repeat(43) } }),
  },

  // Beta programme.
  'GET /api/beta-countdown': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/api/beta-countdown' }) },
  'PUT /api/beta-countdown': {
    allow: STAFF,
    request: () => ({
      method: 'PUT',
      url: '/api/beta-countdown',
      payload: { isActive: true, title: 'Closed beta', subtitle: 'Join the first wave', targetMembers: 1000 },
    }),
  },
  'GET /api/beta-features': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/api/beta-features' }) },
  'POST /api/beta-features/initialize': { allow: EVERYONE, request: () => ({ method: 'POST', url: '/api/beta-features/initialize' }) },
  'POST /api/beta-features': {
    allow: STAFF,
    request: () => ({ method: 'POST', url: '/api/beta-features', payload: { title: 'Matrix', description: 'A feature', status: 'planned' } }),
  },
  'PATCH /api/beta-features/{id}': {
    allow: STAFF,
    request: async (f) => ({ method: 'PATCH', url: `/api/beta-features/${await betaFeature(f)}`, payload: { status: 'active' } }),
  },
  'DELETE /api/beta-features/{id}': {
    allow: STAFF,
    request: async (f) => ({ method: 'DELETE', url: `/api/beta-features/${await betaFeature(f)}` }),
  },

  // Accounts: registration, login and mail links are open to anyone; tokens made up here are absent.
  'POST /api/auth/register': {
    allow: EVERYONE,
    request: () => {
      const name = unique('reg');
      return { method: 'POST', url: '/api/auth/register', payload: { email: `${name}@example.com`, username: name, password: PASSWORD } };
    },
  },
  'POST /api/auth/verify-email': {
    allow: EVERYONE,
    absent: [400],
    request: () => ({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'a'.repeat(43) } }),
  },
  'POST /api/auth/resend-verification': {
    allow: EVERYONE,
    request: () => ({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: `${unique('nobody')}@example.com` } }),
  },
  'POST /api/auth/login': {
    allow: EVERYONE,
    request: async (f) => {
      const account = await someoneElse(f);
      await f.server.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [account.id, await f.server.app.passwords.hash(PASSWORD)]);
      return { method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail: account.username, password: PASSWORD } };
    },
  },
  'POST /api/auth/logout': {
    allow: SIGNED_IN,
    request: async (f, who) => ({ method: 'POST', url: '/api/auth/logout', session: await f.fresh(who) }),
  },
  'GET /api/auth/sessions': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/auth/sessions' }) },
  'DELETE /api/auth/sessions/{id}': {
    // Another device of the user's: only the user may sign it out; anyone else is told it does not exist.
    allow: OWNER,
    request: async (f) => {
      const { sessionId } = await f.server.app.openSession({ id: f.accounts.user.id, tokenVersion: 0, role: 'user' });
      return { method: 'DELETE', url: `/api/auth/sessions/${sessionId}` };
    },
  },
  'POST /api/auth/logout-all': {
    allow: SIGNED_IN,
    request: async (f, who) => ({ method: 'POST', url: '/api/auth/logout-all', session: await f.fresh(who) }),
  },
  'GET /api/auth/me': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/auth/me' }) },

  // Two-factor: each caller sets up, confirms, renews and turns off its own; the second step of a login is open to anyone with the challenge.
  'GET /api/auth/2fa': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/auth/2fa' }) },
  // A fresh account has no password and a Google sign-in of just now, which is what setting up asks of it.
  'POST /api/auth/2fa/setup': {
    allow: SIGNED_IN,
    request: async (f, who) => ({ method: 'POST', url: '/api/auth/2fa/setup', session: await f.fresh(who), payload: {} }),
  },
  'POST /api/auth/2fa/enable': {
    allow: SIGNED_IN,
    request: async (f, who) => {
      const { session, code } = await withTwoFactor(f, who, 'pending');
      return { method: 'POST', url: '/api/auth/2fa/enable', session, payload: { code } };
    },
  },
  'POST /api/auth/2fa/disable': {
    allow: SIGNED_IN,
    request: async (f, who) => {
      const { session, code } = await withTwoFactor(f, who, 'on');
      return { method: 'POST', url: '/api/auth/2fa/disable', session, payload: { password: PASSWORD, code } };
    },
  },
  'POST /api/auth/2fa/recovery-codes': {
    allow: SIGNED_IN,
    request: async (f, who) => {
      const { session, code } = await withTwoFactor(f, who, 'on');
      return { method: 'POST', url: '/api/auth/2fa/recovery-codes', session, payload: { code } };
    },
  },
  'POST /api/auth/login/2fa': {
    allow: EVERYONE,
    request: async (f) => {
      const account = await someoneElse(f);
      const [recoveryCode] = newRecoveryCodes();
      await f.server.app.twoFactorRepository.savePending(account.id, newTotpSecret());
      await f.server.app.twoFactorRepository.enable(account.id, [recoveryCode!, ...newRecoveryCodes().slice(1)]);
      const challenge = await f.server.app.twoFactorRepository.openChallenge(account.id, null);
      return { method: 'POST', url: '/api/auth/login/2fa', payload: { challenge, code: recoveryCode } };
    },
  },
  'GET /api/user': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/user' }) },
  'PATCH /api/user': { allow: SIGNED_IN, request: () => ({ method: 'PATCH', url: '/api/user', payload: { nickname: 'Matrix' } }) },
  'POST /api/auth/forgot-password': {
    allow: EVERYONE,
    request: (f) => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: `${f.accounts.user.username}@example.com` } }),
  },
  'POST /api/auth/reset-password': {
    allow: EVERYONE,
    absent: [400],
    request: () => ({ method: 'POST', url: '/api/auth/reset-password', payload: { token: 'a'.repeat(43), password: PASSWORD } }),
  },
  'POST /api/auth/change-password': {
    allow: SIGNED_IN,
    request: async (f, who) => ({
      method: 'POST',
      url: '/api/auth/change-password',
      session: await f.fresh(who),
      payload: { newPassword: PASSWORD },
    }),
  },
  'POST /api/user/deletion-request': {
    allow: SIGNED_IN,
    request: async (f, who) => ({ method: 'POST', url: '/api/user/deletion-request', session: await f.fresh(who) }),
  },
  'POST /api/user/confirm-deletion': {
    allow: EVERYONE,
    absent: [400],
    request: (f) => ({ method: 'POST', url: '/api/user/confirm-deletion', payload: { token: 'a'.repeat(43), userId: f.accounts.user.id } }),
  },
  // Without GOOGLE_CLIENT_ID both redirect to the SPA with ?error=.
  'GET /auth/google': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/auth/google' }) },
  'GET /auth/google/callback': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/auth/google/callback?code=abc&state=made-up' }) },

  // Shop.
  'GET /api/shop/items': { allow: STAFF, request: () => ({ method: 'GET', url: '/api/shop/items?includeInactive=true' }) },
  'POST /api/shop/items': {
    allow: STAFF,
    request: () => ({ method: 'POST', url: '/api/shop/items', payload: { name: 'Matrix jersey', price: 10, stock: 5 } }),
  },
  'PATCH /api/shop/items/{id}': {
    allow: STAFF,
    request: (f) => ({ method: 'PATCH', url: `/api/shop/items/${f.shopItemId}`, payload: { description: 'Updated' } }),
  },
  'POST /api/shop/orders': {
    allow: SIGNED_IN,
    request: (f) => ({ method: 'POST', url: '/api/shop/orders', payload: { itemId: f.shopItemId, quantity: 1 } }),
  },
  'GET /api/shop/orders/mine': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/shop/orders/mine' }) },
  'GET /api/shop/orders': { allow: STAFF, request: () => ({ method: 'GET', url: '/api/shop/orders' }) },
  'POST /api/shop/orders/{id}/confirm': {
    allow: STAFF,
    request: async (f) => ({ method: 'POST', url: `/api/shop/orders/${await pendingOrder(f)}/confirm` }),
  },
  'POST /api/shop/orders/{id}/cancel': {
    allow: STAFF,
    request: async (f) => ({ method: 'POST', url: `/api/shop/orders/${await pendingOrder(f)}/cancel` }),
  },

  // Token whitelist: each account has its own entry, reached as "me".
  'POST /api/whitelist': {
    allow: SIGNED_IN,
    request: async (f, who) => ({
      method: 'POST',
      url: '/api/whitelist',
      session: await f.fresh(who),
      payload: { walletAddress: `0x${newId().padStart(40, '0')}`, chain: 'evm' },
    }),
  },
  'GET /api/whitelist/me': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/whitelist/me' }) },
  'DELETE /api/whitelist/me': {
    allow: SIGNED_IN,
    request: async (f, who) => {
      const caller = await f.fresh(who);
      if (caller) {
        const joined = await f.server.app.inject({
          method: 'POST',
          url: '/api/whitelist',
          headers: sessionOf(caller),
          payload: { walletAddress: `0x${newId().padStart(40, '0')}`, chain: 'evm' },
        });
        expect(joined.statusCode).toBe(201);
      }
      return { method: 'DELETE', url: '/api/whitelist/me', session: caller };
    },
  },
  'GET /api/whitelist/stats': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/api/whitelist/stats' }) },

  // Newsletter: confirm and unsubscribe links carry a token, made up here.
  'POST /api/newsletter/subscribe': {
    allow: EVERYONE,
    request: () => ({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: `${unique('news')}@example.com` } }),
  },
  'POST /api/newsletter/confirm': {
    allow: EVERYONE,
    absent: [404],
    request: () => ({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: 'a'.repeat(43) } }),
  },
  'GET /api/newsletter/confirm': {
    allow: EVERYONE,
    absent: [404],
    request: () => ({ method: 'GET', url: `/api/newsletter/confirm?token=${'a'.repeat(43)}` }),
  },
  'POST /api/newsletter/unsubscribe': {
    allow: EVERYONE,
    absent: [404],
    request: () => ({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token: 'a'.repeat(43) } }),
  },

  // Friends: lists are the caller's own; a friend request belongs to its sender (cancel) or recipient.
  'GET /api/friends/list': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/friends/list' }) },
  'GET /api/friends/requests': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/friends/requests' }) },
  'GET /api/friends/search': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/friends/search?q=au' }) },
  'POST /api/friends/requests': {
    allow: SIGNED_IN,
    request: async (f) => ({ method: 'POST', url: '/api/friends/requests', payload: { username: (await someoneElse(f)).username } }),
  },
  'POST /api/friends/requests/{requestId}/accept': {
    allow: OWNER,
    request: async (f) => ({ method: 'POST', url: `/api/friends/requests/${await friendRequest(f, 'to user')}/accept` }),
  },
  'POST /api/friends/requests/{requestId}/decline': {
    allow: OWNER,
    request: async (f) => ({ method: 'POST', url: `/api/friends/requests/${await friendRequest(f, 'to user')}/decline` }),
  },
  'DELETE /api/friends/requests/{requestId}': {
    allow: OWNER,
    request: async (f) => ({ method: 'DELETE', url: `/api/friends/requests/${await friendRequest(f, 'from user')}` }),
  },
  'GET /api/friends/blocks': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/friends/blocks' }) },
  'POST /api/friends/blocks': {
    allow: SIGNED_IN,
    request: async (f) => ({ method: 'POST', url: '/api/friends/blocks', payload: { userId: (await someoneElse(f)).id } }),
  },
  'DELETE /api/friends/blocks/{userId}': {
    allow: SIGNED_IN,
    request: async (f, who) => {
      const target = await someoneElse(f);
      const caller = callerOf(f, who);
      if (caller) await new FriendsRepository(f.server.db).block(caller.id, target.id);
      return { method: 'DELETE', url: `/api/friends/blocks/${target.id}` };
    },
  },
  'DELETE /api/friends/{userId}': {
    allow: SIGNED_IN,
    request: async (f, who) => {
      const target = await someoneElse(f);
      const caller = callerOf(f, who);
      if (caller) await befriend(f.server.db, caller, target);
      return { method: 'DELETE', url: `/api/friends/${target.id}` };
    },
  },
  'GET /api/profiles/{username}': { allow: EVERYONE, request: (f) => ({ method: 'GET', url: `/api/profiles/${f.accounts.user.username}` }) },

  // Chat: only the two participants; the user's chat with the friend is the target.
  'GET /api/chat/list': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/chat/list' }) },
  'POST /api/chat/select_or_create': {
    allow: OWNER,
    request: (f) => ({ method: 'POST', url: '/api/chat/select_or_create', payload: { recipientId: f.friend.id } }),
  },
  'GET /api/chat/{chatId}': { allow: OWNER, request: (f) => ({ method: 'GET', url: `/api/chat/${f.chatId}` }) },
  'GET /api/chat/{chatId}/messages': { allow: OWNER, request: (f) => ({ method: 'GET', url: `/api/chat/${f.chatId}/messages` }) },
  'POST /api/chat/{chatId}/messages': {
    allow: OWNER,
    request: (f) => ({ method: 'POST', url: `/api/chat/${f.chatId}/messages`, payload: { content: 'gg' } }),
  },
  'POST /api/chat/{chatId}/read': { allow: OWNER, request: (f) => ({ method: 'POST', url: `/api/chat/${f.chatId}/read` }) },

  // Tournaments.
  'GET /api/tournaments': { allow: EVERYONE, request: () => ({ method: 'GET', url: '/api/tournaments?sort=date&limit=5' }) },
  'GET /api/tournaments/{id}': { allow: EVERYONE, request: (f) => ({ method: 'GET', url: `/api/tournaments/${f.tournamentId}` }) },
  'GET /api/tournaments/{id}.ics': {
    // The fixture's tournament has no start date yet: a calendar entry is 409 for it.
    allow: EVERYONE,
    absent: [409],
    request: (f) => ({ method: 'GET', url: `/api/tournaments/${f.tournamentId}.ics` }),
  },
  'POST /api/tournaments': {
    allow: STAFF,
    request: () => ({ method: 'POST', url: '/api/tournaments', payload: { title: 'Matrix Cup', status: 'COMING_SOON' } }),
  },
  'PATCH /api/tournaments/{id}': {
    allow: STAFF,
    request: async (f) => ({ method: 'PATCH', url: `/api/tournaments/${await createTournament(f.server.app, 'Patch Cup')}`, payload: { prizePool: '$500' } }),
  },
  'DELETE /api/tournaments/{id}': {
    allow: STAFF,
    request: async (f) => ({ method: 'DELETE', url: `/api/tournaments/${await createTournament(f.server.app, 'Doomed Cup')}` }),
  },

  // Notification sign-ups: an account's own, reached by tournament id.
  'GET /api/notify/status/{tournamentId}': {
    allow: EVERYONE,
    request: (f) => ({ method: 'GET', url: `/api/notify/status/${f.tournamentId}?email=someone@example.com` }),
  },
  'POST /api/notify': {
    allow: SIGNED_IN,
    request: async (f) => ({ method: 'POST', url: '/api/notify', payload: { tournamentId: await createTournament(f.server.app, 'Notify Cup') } }),
  },
  'POST /api/notify/anonymous': {
    allow: EVERYONE,
    request: (f) => ({ method: 'POST', url: '/api/notify/anonymous', payload: { email: `${unique('fan')}@example.com`, tournamentId: f.tournamentId } }),
  },
  'DELETE /api/notify/tournament/{tournamentId}': {
    allow: SIGNED_IN,
    request: async (f, who) => {
      const tournamentId = await createTournament(f.server.app, 'Leave Cup');
      const caller = callerOf(f, who);
      if (caller) await f.server.app.inject({ method: 'POST', url: '/api/notify', headers: sessionOf(caller), payload: { tournamentId } });
      return { method: 'DELETE', url: `/api/notify/tournament/${tournamentId}` };
    },
  },
  'GET /api/notify/mine': { allow: SIGNED_IN, request: () => ({ method: 'GET', url: '/api/notify/mine' }) },

  // Brackets: read by everyone, written by staff (and by the bot's API keys, tested in test/server/brackets/access.test.ts).
  'GET /api/tournaments/{id}/participants': { allow: EVERYONE, request: (f) => ({ method: 'GET', url: `/api/tournaments/${f.tournamentId}/participants` }) },
  'POST /api/tournaments/{id}/participants': {
    allow: STAFF,
    request: async (f) => ({
      method: 'POST',
      url: `/api/tournaments/${await createTournament(f.server.app, 'Roster Cup')}/participants`,
      payload: { participants: [{ name: 'Ann' }] },
    }),
  },
  'DELETE /api/tournaments/{id}/participants/{participantId}': {
    allow: STAFF,
    request: async (f) => {
      const { tournamentId, participantIds } = await bracketTournament(f, false);
      return { method: 'DELETE', url: `/api/tournaments/${tournamentId}/participants/${participantIds[0]}` };
    },
  },
  'POST /api/tournaments/{id}/participants/seed': {
    allow: STAFF,
    request: async (f) => ({ method: 'POST', url: `/api/tournaments/${(await bracketTournament(f, false)).tournamentId}/participants/seed`, payload: { shuffle: true } }),
  },
  'POST /api/tournaments/{id}/bracket': {
    allow: STAFF,
    request: async (f) => ({
      method: 'POST',
      url: `/api/tournaments/${(await bracketTournament(f, false)).tournamentId}/bracket`,
      payload: { format: 'SINGLE_ELIMINATION' },
    }),
  },
  'POST /api/tournaments/{id}/bracket/preview': {
    allow: STAFF,
    request: async (f) => ({ method: 'POST', url: `/api/tournaments/${(await bracketTournament(f, false)).tournamentId}/bracket/preview`, payload: { format: 'SINGLE_ELIMINATION' } }),
  },
  'DELETE /api/tournaments/{id}/bracket': {
    allow: STAFF,
    request: async (f) => ({ method: 'DELETE', url: `/api/tournaments/${(await bracketTournament(f, true)).tournamentId}/bracket` }),
  },
  'GET /api/tournaments/{id}/bracket': {
    allow: EVERYONE,
    request: async (f) => ({ method: 'GET', url: `/api/tournaments/${(await bracketTournament(f, true)).tournamentId}/bracket` }),
  },
  'POST /api/tournaments/{id}/matches/{matchId}/report': {
    allow: STAFF,
    request: async (f) => ({
      method: 'POST',
      url: `/api/tournaments/${(await bracketTournament(f, true)).tournamentId}/matches/winners-1-1/report`,
      payload: { reportId: unique('report'), scores: [2, 1] },
    }),
  },
  'POST /api/tournaments/{id}/matches/{matchId}/start': {
    allow: STAFF,
    request: async (f) => ({ method: 'POST', url: `/api/tournaments/${(await bracketTournament(f, true)).tournamentId}/matches/winners-1-1/start` }),
  },
  'GET /api/tournaments/{id}/matches/{matchId}/dependents': {
    allow: STAFF,
    request: async (f) => ({ method: 'GET', url: `/api/tournaments/${(await bracketTournament(f, true)).tournamentId}/matches/winners-1-1/dependents` }),
  },
  'POST /api/tournaments/{id}/participants/{participantId}/withdraw': {
    allow: STAFF,
    request: async (f) => {
      const { tournamentId, participantIds } = await bracketTournament(f, true);
      return { method: 'POST', url: `/api/tournaments/${tournamentId}/participants/${participantIds[0]}/withdraw`, payload: { reason: 'forfeit' } };
    },
  },
  'DELETE /api/tournaments/{id}/participants/{participantId}/withdraw': {
    allow: STAFF,
    request: async (f) => {
      const { tournamentId, participantIds } = await bracketTournament(f, true);
      const url = `/api/tournaments/${tournamentId}/participants/${participantIds[0]}/withdraw`;
      await f.asAdmin({ method: 'POST', url, payload: { reason: 'forfeit' } });
      return { method: 'DELETE', url };
    },
  },
  'POST /api/tournaments/{id}/participants/{participantId}/check-in': {
    allow: STAFF,
    request: async (f) => {
      const { tournamentId, participantIds } = await bracketTournament(f, false);
      return { method: 'POST', url: `/api/tournaments/${tournamentId}/participants/${participantIds[0]}/check-in` };
    },
  },

  // Registrations: any account enters, leaves and checks in for itself (and the bot's key with the
  // registrations scope, tested in test/server/registrations).
  'POST /api/tournaments/{id}/registrations': {
    allow: SIGNED_IN,
    request: async (f) => ({ method: 'POST', url: `/api/tournaments/${await openTournament(f)}/registrations`, payload: {} }),
  },
  'GET /api/tournaments/{id}/registrations/mine': {
    allow: SIGNED_IN,
    request: (f) => ({ method: 'GET', url: `/api/tournaments/${f.tournamentId}/registrations/mine` }),
  },
  'DELETE /api/tournaments/{id}/registrations/mine': {
    allow: SIGNED_IN,
    request: async (f, who) => ({ method: 'DELETE', url: `/api/tournaments/${await openTournament(f, who)}/registrations/mine` }),
  },
  'POST /api/tournaments/{id}/check-in': {
    allow: SIGNED_IN,
    request: async (f, who) => ({ method: 'POST', url: `/api/tournaments/${await openTournament(f, who)}/check-in`, payload: {} }),
  },
  'POST /api/tournaments/{id}/matches/{matchId}/disputes': {
    // A player of the match: a result the caller played, reported just now.
    allow: SIGNED_IN,
    request: async (f, who) => {
      const tournamentId = await playedBy(f, who);
      return { method: 'POST', url: `/api/tournaments/${tournamentId}/matches/winners-1-1/disputes`, payload: { reason: 'Wrong score' } };
    },
  },
  'GET /api/admin/disputes': { allow: STAFF, request: () => ({ method: 'GET', url: '/api/admin/disputes?status=open' }) },
  'POST /api/admin/disputes/{id}/resolve': {
    allow: STAFF,
    request: async (f) => {
      const tournamentId = await playedBy(f, 'user');
      const opened = await f.server.app.inject({
        method: 'POST',
        url: `/api/tournaments/${tournamentId}/matches/winners-1-1/disputes`,
        payload: { reason: 'Wrong score' },
        headers: sessionOf(f.accounts.user),
      });
      return { method: 'POST', url: `/api/admin/disputes/${opened.json<{ dispute: { id: string } }>().dispute.id}/resolve`, payload: { decision: 'rejected' } };
    },
  },
  'POST /api/admin/api-keys': { allow: STAFF, request: () => ({ method: 'POST', url: '/api/admin/api-keys', payload: { name: 'Matrix bot', scopes: ['results'] } }) },
  'GET /api/admin/api-keys': { allow: STAFF, request: () => ({ method: 'GET', url: '/api/admin/api-keys' }) },
  'DELETE /api/admin/api-keys/{id}': {
    allow: STAFF,
    request: async (f) => {
      const created = await f.asAdmin({ method: 'POST', url: '/api/admin/api-keys', payload: { name: 'Doomed bot', scopes: ['results'] } });
      expect(created.statusCode).toBe(201);
      return { method: 'DELETE', url: `/api/admin/api-keys/${created.json().id}` };
    },
  },
  'POST /api/auth/2fa/unlock': {
    allow: EVERYONE,
    absent: [400],
    request: () => ({ method: 'POST', url: '/api/auth/2fa/unlock', payload: { token: 'a'.repeat(43) } }),
  },
  // The one-time code of a Google return is the only credential it needs: whoever holds it signs in.
  'POST /api/auth/google/exchange': {
    allow: EVERYONE,
    request: async (f) => {
      const code = await new GoogleLoginCodes(f.server.db).issue((await someoneElse(f)).id, null);
      return { method: 'POST', url: '/api/auth/google/exchange', payload: { code } };
    },
  },
};

/** A tournament with four participants, its bracket started or not. */
async function bracketTournament(f: Fixture, started: boolean): Promise<{ tournamentId: string; participantIds: string[] }> {
  const tournamentId = await createTournament(f.server.app, 'Bracket Cup');
  const added = await f.asAdmin({
    method: 'POST',
    url: `/api/tournaments/${tournamentId}/participants`,
    payload: { participants: ['Ann', 'Bob', 'Cy', 'Di'].map((name) => ({ name })) },
  });
  expect(added.statusCode).toBe(201);
  if (started) {
    const start = await f.asAdmin({ method: 'POST', url: `/api/tournaments/${tournamentId}/bracket`, payload: { format: 'SINGLE_ELIMINATION' } });
    expect(start.statusCode).toBe(201);
  }
  return { tournamentId, participantIds: added.json<{ participants: Array<{ id: string }> }>().participants.map((participant) => participant.id) };
}

/**
 * A tournament taking registrations, whose check-in window is open (it starts in 30 minutes); the
 * caller named is already registered for it, and checked in: an entry not checked in would have
 * its "check-in is open" mail queued by the mail sender in the background, in the middle of
 * another caller's refused request. Checking in again answers the same.
 */
async function openTournament(f: Fixture, registered?: Identity): Promise<string> {
  const tournamentId = newId();
  // Without a caller registered beforehand, the request registers one: no check-in then, for the same reason.
  await f.server.db.query(
    `INSERT INTO tournaments (id, title, status, start_at, check_in_minutes) VALUES ($1, 'Open Cup', 'UPCOMING', now() + interval '30 minutes', $2)`,
    [tournamentId, registered ? 60 : 0],
  );
  const account = registered && registered !== 'visitor' ? f.accounts[registered] : null;
  if (account) {
    const entered = await f.server.app.inject({ method: 'POST', url: `/api/tournaments/${tournamentId}/registrations`, payload: {}, headers: sessionOf(account) });
    expect(entered.statusCode).toBe(201);
  }
  await f.server.db.query('UPDATE bracket_participants SET checked_in_at = now() WHERE tournament_id = $1', [tournamentId]);
  return tournamentId;
}

/** A started bracket whose first match the caller (or, for a visitor, someone) played against a stranger, reported just now. */
async function playedBy(f: Fixture, who: Identity): Promise<string> {
  const player = who === 'visitor' ? await someoneElse(f) : f.accounts[who];
  const stranger = await someoneElse(f);
  const tournamentId = await createTournament(f.server.app, 'Disputed Cup');
  await f.asAdmin({
    method: 'POST',
    url: `/api/tournaments/${tournamentId}/participants`,
    payload: { participants: [player, stranger].map((account) => ({ name: account.username, username: account.username })) },
  });
  await f.asAdmin({ method: 'POST', url: `/api/tournaments/${tournamentId}/bracket`, payload: { format: 'SINGLE_ELIMINATION' } });
  const reported = await f.asAdmin({ method: 'POST', url: `/api/tournaments/${tournamentId}/matches/winners-1-1/report`, payload: { reportId: unique('report'), scores: [2, 1] } });
  expect(reported.statusCode).toBe(200);
  return tournamentId;
}

function sessionOf(account: TestAccount | null): Record<string, string> {
  return account ? { authorization: account.authorization } : {};
}

async function befriend(db: Database, a: TestAccount, b: TestAccount): Promise<void> {
  const friends = new FriendsRepository(db);
  const outcome = await friends.sendRequest(a.id, b.id);
  if (outcome.kind !== 'requested') throw new Error(`could not befriend: ${outcome.kind}`);
  await friends.acceptRequest(outcome.requestId, b.id);
}

async function betaFeature(f: Fixture): Promise<string> {
  const created = await f.asAdmin({ method: 'POST', url: '/api/beta-features', payload: { title: 'Target', description: 'A feature', status: 'planned' } });
  expect(created.statusCode).toBe(201);
  return created.json().data._id as string;
}

async function pendingOrder(f: Fixture): Promise<string> {
  const buyer = await someoneElse(f);
  const placed = await f.server.app.inject({
    method: 'POST',
    url: '/api/shop/orders',
    headers: sessionOf(buyer),
    payload: { itemId: f.shopItemId, quantity: 1 },
  });
  expect(placed.statusCode).toBe(201);
  return placed.json()._id as string;
}

let fixture: Fixture;
let tables: TableWatcher;

beforeAll(async () => {
  const server = await build({ CRYPTO_WALLET: WALLET });
  const { app } = server;
  const accounts = {} as Record<Account, TestAccount>;
  for (const who of SIGNED_IN as Account[]) accounts[who] = await createAccount(app, { role: ROLES[who] });
  const friend = await createAccount(app);
  const asAdmin = (request: InjectOptions) =>
    app.inject({ ...request, headers: { ...request.headers, authorization: accounts.admin.authorization } });

  await befriend(server.db, accounts.user, friend);
  const chat = await app.inject({ method: 'POST', url: '/api/chat/select_or_create', headers: sessionOf(accounts.user), payload: { recipientId: friend.id } });
  expect(chat.statusCode).toBe(200);
  const chatId = chat.json()._id as string;
  await app.inject({ method: 'POST', url: `/api/chat/${chatId}/messages`, headers: sessionOf(friend), payload: { content: 'hello' } });

  const tournamentId = await createTournament(app, 'Matrix Open');
  await createSignup(app, tournamentId, 'fan@example.com');
  const item = await asAdmin({ method: 'POST', url: '/api/shop/items', payload: { name: 'Matrix cap', price: 5, stock: 1000 } });
  expect(item.statusCode).toBe(201);

  fixture = {
    server,
    accounts,
    friend,
    chatId,
    tournamentId,
    shopItemId: item.json()._id as string,
    fresh: async (who) => (who === 'visitor' ? null : createAccount(app, { role: ROLES[who] })),
    asAdmin,
  };
  tables = await TableWatcher.of(server.db);
});

afterAll(() => fixture.server.close());

function operationsOfTheApp(): string[] {
  const document = fixture.server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
}

interface Outcome {
  response: LightMyRequestResponse;
  /** For a refused caller, the tables whose contents the request changed (none, if all is well). */
  tablesChanged: string[];
}

/** The OpenAPI path with its {params} is also a valid-looking URL for the caller's request. */
async function send(operation: string, rule: Rule, who: Identity): Promise<Outcome> {
  const { session, ...request } = await rule.request(fixture, who);
  const caller = session === undefined ? callerOf(fixture, who) : session;
  // Digested after the request was prepared: the setup it needed (a target account, a pending order) is no change of its own.
  const before = rule.allow.includes(who) ? null : await tables.digests();
  const response = await fixture.server.app.inject({ ...request, headers: { ...request.headers, ...sessionOf(caller) } });
  if (response.statusCode >= 500) throw new Error(`${operation} as ${who}: ${response.statusCode} ${response.body}`);
  return { response, tablesChanged: before ? changedTables(before, await tables.digests()) : [] };
}

test('every operation of the app has a row in the authorization matrix, and every row an operation', () => {
  const operations = operationsOfTheApp();
  expect(operations.filter((operation) => !(operation in MATRIX))).toEqual([]);
  expect(Object.keys(MATRIX).filter((operation) => !operations.includes(operation))).toEqual([]);
});

test('only the allowed callers get through, and a refused request changes nothing, for every operation and each of the five callers', async () => {
  const problems: string[] = [];
  for (const operation of operationsOfTheApp()) {
    const rule = MATRIX[operation];
    if (!rule) continue;
    for (const who of IDENTITIES) {
      const { response, tablesChanged } = await send(operation, rule, who);
      const status = response.statusCode;
      const allowed = rule.allow.includes(who);
      const fine = allowed
        ? status < 400 || (rule.absent ?? []).includes(status)
        : who === 'visitor'
          ? status === 401
          : status === 403 || status === 404;
      if (!fine) problems.push(`${operation} as ${who} (${allowed ? 'allowed' : 'refused'}): ${status} ${response.body.slice(0, 160)}`);
      if (tablesChanged.length > 0) problems.push(`${operation} as ${who} (refused, ${status}) changed ${tablesChanged.join(', ')}`);
    }
  }
  expect(problems).toEqual([]);
});
