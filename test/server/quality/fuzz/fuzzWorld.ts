import type { FastifyInstance, InjectOptions } from 'fastify';
import { newId } from '../../../../server/db/ids';
import { GoogleLoginCodes } from '../../../../server/routes/accounts/googleLoginCodes';
import { newRecoveryCodes } from '../../../../server/twoFactor/recoveryCodes';
import { newTotpSecret } from '../../../../server/twoFactor/totp';
import { createAccount, type TestAccount } from '../../admin/factories';
import type { MailRecorder } from './mailRecorder';

export const WORLD_PASSWORD = 'correct horse battery';
/** The wallet shop payments go to: without one, orders are refused. */
export const SHOP_WALLET = '0x52908400098527886e0f7030069857d2e4169ee7';

export interface Credentials {
  email: string;
  username: string;
  password: string;
}

/** What a mailed link carries: the token, and for account deletion the account it is about. */
interface MailedToken {
  token: string;
  userId: string | null;
}

function unique(prefix: string): string {
  return `${prefix}${newId().slice(-10)}`;
}

function tokenIn(link: string): MailedToken {
  const url = new URL(link);
  // Account links carry their token in the fragment (#token=…), others in the query or the path.
  const fragment = new URLSearchParams(url.hash.slice(1));
  const token =
    fragment.get('token') ?? url.searchParams.get('token') ?? url.searchParams.get('confirm') ?? url.searchParams.get('invite') ?? url.pathname.split('/').pop();
  if (!token) throw new Error(`no token in the mailed link ${link}`);
  return { token: decodeURIComponent(token), userId: fragment.get('userId') ?? url.searchParams.get('userId') };
}

/**
 * The rows one fuzzed operation works on, made through the API by the callers who would make them:
 * the signed-in user's friend, chat, friend requests and blocks, the admin's tournaments, features
 * and shop items, links mailed to new accounts … Each is made the first time an operation asks for
 * it, so an operation only pays for what it uses, and each operation gets its own (a fuzzed request
 * may delete what it reaches).
 */
export class FuzzWorld {
  private readonly made = new Map<string, Promise<unknown>>();

  private constructor(
    private readonly app: FastifyInstance,
    private readonly mail: MailRecorder,
    /** The signed-in caller: an account of the user role. */
    readonly user: TestAccount,
    /** The signed-in caller with the admin role. */
    readonly admin: TestAccount,
  ) {}

  static async create(app: FastifyInstance, mail: MailRecorder): Promise<FuzzWorld> {
    const [user, admin] = await Promise.all([createAccount(app), createAccount(app, { role: 'admin', isAdmin: true })]);
    return new FuzzWorld(app, mail, user, admin);
  }

  gameKeys(): Promise<string[]> {
    return this.once('games', async () => {
      const games = (await this.call(null, 'GET', '/api/games?limit=10')) as Array<{ key: string }>;
      return games.map((game) => game.key);
    });
  }

  /** Announced tournaments with a start date (a calendar entry needs one) and a game. */
  tournamentIds(): Promise<string[]> {
    return this.once('tournaments', async () => {
      const [game] = await this.gameKeys();
      const created = await Promise.all(
        [1, 2].map(() =>
          this.call(this.admin, 'POST', '/api/tournaments', { title: unique('Fuzz Cup '), status: 'COMING_SOON', startAt: '2031-05-01T18:00:00.000Z', game }),
        ),
      );
      return created.map((tournament) => (tournament as { _id: string })._id);
    });
  }

  /** A tournament of the admin's with four participants, its single elimination bracket started or not. */
  bracketTournament(started: boolean): Promise<{ tournamentId: string; participantIds: string[] }> {
    return this.once(`bracket tournament ${started ? 'started' : 'not started'}`, () => this.newBracketTournament('Bracket Cup ', started));
  }

  /**
   * A tournament taking registrations whose check-in window is open (it starts in 30 minutes);
   * with `registered`, the user and the admin are in it already (to leave it, or to check in).
   */
  openTournament(purpose: 'to enter' | 'to leave' | 'to check in'): Promise<string> {
    return this.once(`open tournament ${purpose}`, async () => {
      const startAt = new Date(Date.now() + 30 * 60_000).toISOString();
      const { _id: tournamentId } = (await this.call(this.admin, 'POST', '/api/tournaments', {
        title: unique('Open Cup '),
        status: 'UPCOMING',
        startAt,
        registration: { checkInMinutes: 60 },
      })) as { _id: string };
      if (purpose !== 'to enter') {
        for (const account of [this.user, this.admin]) await this.call(account, 'POST', `/api/tournaments/${tournamentId}/registrations`, {});
      }
      return tournamentId;
    });
  }

  /** A started bracket whose first match, just reported, the user and the admin play: a result they can dispute. */
  disputableMatch(): Promise<{ tournamentId: string; matchId: string }> {
    return this.once('disputable match', async () => {
      const { _id: tournamentId } = (await this.call(this.admin, 'POST', '/api/tournaments', { title: unique('Dispute Cup '), format: 'Single Elimination' })) as { _id: string };
      await this.call(this.admin, 'POST', `/api/tournaments/${tournamentId}/participants`, {
        participants: [this.user, this.admin].map((account, index) => ({ name: account.username, username: account.username, seed: index + 1 })),
      });
      await this.call(this.admin, 'POST', `/api/tournaments/${tournamentId}/bracket`, {});
      await this.call(this.admin, 'POST', `/api/tournaments/${tournamentId}/matches/winners-1-1/report`, { reportId: unique('fuzz-report-'), scores: [2, 1] });
      return { tournamentId, matchId: 'winners-1-1' };
    });
  }

  /** Open disputes an admin can resolve, one per side of a reported match. */
  openDisputeIds(): Promise<string[]> {
    return this.once('open disputes', async () => {
      const { _id: tournamentId } = (await this.call(this.admin, 'POST', '/api/tournaments', { title: unique('Disputed Cup '), format: 'Single Elimination' })) as { _id: string };
      await this.call(this.admin, 'POST', `/api/tournaments/${tournamentId}/participants`, {
        participants: [this.user, this.admin].map((account, index) => ({ name: account.username, username: account.username, seed: index + 1 })),
      });
      await this.call(this.admin, 'POST', `/api/tournaments/${tournamentId}/bracket`, {});
      await this.call(this.admin, 'POST', `/api/tournaments/${tournamentId}/matches/winners-1-1/report`, { reportId: unique('fuzz-report-'), scores: [2, 1] });
      const ids: string[] = [];
      for (const account of [this.user, this.admin]) {
        const { dispute } = (await this.call(account, 'POST', `/api/tournaments/${tournamentId}/matches/winners-1-1/disputes`, { reason: 'Wrong score' })) as { dispute: { id: string } };
        ids.push(dispute.id);
      }
      return ids;
    });
  }

  /** A started bracket of four in which two participants have withdrawn: the ones an admin can reinstate. */
  withdrawnParticipants(): Promise<{ tournamentId: string; participantIds: string[] }> {
    return this.once('withdrawn participants', async () => {
      const { tournamentId, participantIds } = await this.newBracketTournament('Comeback Cup ', true);
      const withdrawn = participantIds.slice(0, 2);
      for (const participantId of withdrawn) {
        await this.call(this.admin, 'POST', `/api/tournaments/${tournamentId}/participants/${participantId}/withdraw`, { reason: 'forfeit' });
      }
      return { tournamentId, participantIds: withdrawn };
    });
  }

  private async newBracketTournament(titlePrefix: string, started: boolean): Promise<{ tournamentId: string; participantIds: string[] }> {
    const { _id: tournamentId } = (await this.call(this.admin, 'POST', '/api/tournaments', { title: unique(titlePrefix), format: 'Single Elimination' })) as { _id: string };
    const { participants } = (await this.call(this.admin, 'POST', `/api/tournaments/${tournamentId}/participants`, {
      participants: ['Ann', 'Bob', 'Cy', 'Di'].map((name) => ({ name })),
    })) as { participants: Array<{ id: string }> };
    if (started) await this.call(this.admin, 'POST', `/api/tournaments/${tournamentId}/bracket`, {});
    return { tournamentId, participantIds: participants.map((participant) => participant.id) };
  }

  /** API keys the admin created for the bot. */
  apiKeyIds(): Promise<string[]> {
    return this.once('api keys', async () => {
      const created = await Promise.all([1, 2].map(() => this.call(this.admin, 'POST', '/api/admin/api-keys', { name: unique('Bot '), scopes: ['results'] })));
      return created.map((key) => (key as { id: string }).id);
    });
  }

  /** Tournaments the user has signed up to be notified about. */
  userSignupTournamentIds(): Promise<string[]> {
    return this.once('user sign-ups', async () => {
      const tournamentIds = await this.tournamentIds();
      for (const tournamentId of tournamentIds) await this.call(this.user, 'POST', '/api/notify', { tournamentId });
      return tournamentIds;
    });
  }

  /** Accounts nobody in the world has anything to do with yet. */
  strangers(): Promise<TestAccount[]> {
    return this.once('strangers', () => Promise.all([1, 2, 3].map(() => createAccount(this.app))));
  }

  /** A friend of the user's: asked by the user, accepted by the friend. */
  friend(): Promise<TestAccount> {
    return this.once('friend', async () => {
      const friend = await createAccount(this.app);
      const { requestId } = (await this.call(this.user, 'POST', '/api/friends/requests', { username: friend.username })) as { requestId: string };
      await this.call(friend, 'POST', `/api/friends/requests/${requestId}/accept`);
      return friend;
    });
  }

  /** The user's chat with the friend, with a message from the friend in it. */
  chatId(): Promise<string> {
    return this.once('chat', async () => {
      const friend = await this.friend();
      const { _id: chatId } = (await this.call(this.user, 'POST', '/api/chat/select_or_create', { recipientId: friend.id })) as { _id: string };
      await this.call(friend, 'POST', `/api/chat/${chatId}/messages`, { content: 'gg' });
      return chatId;
    });
  }

  /** Another signed-in device of the user's: a session the user may sign out. */
  otherSessionId(): Promise<string> {
    return this.once('other session', async () => {
      const { sessionId } = await this.app.openSession({ id: this.user.id, tokenVersion: 0, role: 'user' });
      return sessionId;
    });
  }

  /** The user and the admin with a two-factor setup waiting for its first code: one key for both, so one code serves either. */
  twoFactorPending(): Promise<string> {
    return this.once('two-factor pending', async () => {
      const secret = newTotpSecret();
      for (const account of [this.user, this.admin]) await this.app.twoFactorRepository.savePending(account.id, secret);
      return secret;
    });
  }

  /** The user and the admin with two-factor on (one key for both) and the password WORLD_PASSWORD, which turning it off asks for. */
  twoFactorOn(): Promise<string> {
    return this.once('two-factor on', async () => {
      const secret = newTotpSecret();
      const passwordHash = await this.app.passwords.hash(WORLD_PASSWORD);
      for (const account of [this.user, this.admin]) {
        await this.app.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [account.id, passwordHash]);
        await this.app.twoFactorRepository.savePending(account.id, secret);
        await this.app.twoFactorRepository.enable(account.id, newRecoveryCodes());
      }
      return secret;
    });
  }

  /** A stranger's login waiting for its second step: the challenge, and one of the stranger's recovery codes. */
  twoFactorChallenge(): Promise<{ challenge: string; recoveryCode: string }> {
    return this.once('two-factor challenge', async () => {
      const someone = await createAccount(this.app);
      const codes = newRecoveryCodes();
      await this.app.twoFactorRepository.savePending(someone.id, newTotpSecret());
      await this.app.twoFactorRepository.enable(someone.id, codes);
      return { challenge: await this.app.twoFactorRepository.openChallenge(someone.id, null), recoveryCode: codes[0]! };
    });
  }

  /** A pending friend request to the user (from someone new) or from the user (to someone new). */
  friendRequestId(direction: 'to user' | 'from user'): Promise<string> {
    return this.once(`friend request ${direction}`, async () => {
      const other = await createAccount(this.app);
      const [from, to] = direction === 'to user' ? [other, this.user] : [this.user, other];
      const { requestId } = (await this.call(from, 'POST', '/api/friends/requests', { username: to.username })) as { requestId: string };
      return requestId;
    });
  }

  /** Someone the user has blocked. */
  blockedId(): Promise<string> {
    return this.once('blocked', async () => {
      const blocked = await createAccount(this.app);
      await this.call(this.user, 'POST', '/api/friends/blocks', { userId: blocked.id });
      return blocked.id;
    });
  }

  /** A stranger the admin has banned for a day. */
  bannedId(): Promise<string> {
    return this.once('banned', async () => {
      const banned = await createAccount(this.app);
      const until = new Date(Date.now() + 86_400_000).toISOString();
      await this.call(this.admin, 'POST', `/api/admin/users/${banned.id}/ban`, { reason: 'Cheating', until });
      return banned.id;
    });
  }

  /** The admin's password, WORLD_PASSWORD: changing the role of an admin or master, or banning one, asks for it. */
  adminPassword(): Promise<string> {
    return this.once('admin password', async () => {
      await this.app.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [this.admin.id, await this.app.passwords.hash(WORLD_PASSWORD)]);
      return WORLD_PASSWORD;
    });
  }

  betaFeatureIds(): Promise<string[]> {
    return this.once('beta features', async () => {
      const created = await Promise.all(
        [1, 2].map(() => this.call(this.admin, 'POST', '/api/beta-features', { title: unique('Feature '), description: 'Fuzzed', status: 'planned' })),
      );
      return created.map((feature) => (feature as { data: { _id: string } }).data._id);
    });
  }

  shopItemId(): Promise<string> {
    return this.once('shop item', async () => {
      const item = (await this.call(this.admin, 'POST', '/api/shop/items', { name: unique('Jersey '), price: 5, stock: 100_000 })) as { _id: string };
      return item._id;
    });
  }

  /** An order a stranger placed and nobody has confirmed or cancelled. */
  pendingOrderId(): Promise<string> {
    return this.once('pending order', async () => {
      const buyer = await createAccount(this.app);
      const order = (await this.call(buyer, 'POST', '/api/shop/orders', { itemId: await this.shopItemId(), quantity: 1 })) as { _id: string };
      return order._id;
    });
  }

  /** The user's wallet on the airdrop whitelist. */
  userWhitelistEntry(): Promise<void> {
    return this.once('whitelist entry', async () => {
      await this.call(this.user, 'POST', '/api/whitelist', { walletAddress: `0x${newId().padStart(40, '0')}`, chain: 'evm' });
    });
  }

  /** A verified account with a password, registered and verified the way a person does it. */
  credentials(): Promise<Credentials> {
    return this.once('credentials', async () => {
      const username = unique('fuzz');
      const credentials = { email: `${username}@example.com`, username, password: WORLD_PASSWORD };
      await this.call(null, 'POST', '/api/auth/register', credentials);
      const { token } = tokenIn(await this.mail.nextLink(credentials.email));
      await this.call(null, 'POST', '/api/auth/verify-email', { token });
      return credentials;
    });
  }

  /** The token of the verification link mailed to a new, unverified account. */
  verificationToken(): Promise<string> {
    return this.once('verification token', async () => {
      const username = unique('fuzz');
      const email = `${username}@example.com`;
      await this.call(null, 'POST', '/api/auth/register', { email, username, password: WORLD_PASSWORD });
      return tokenIn(await this.mail.nextLink(email)).token;
    });
  }

  /** The token of a password reset link, mailed to a stranger who forgot the password. */
  resetToken(): Promise<string> {
    return this.once('reset token', async () => {
      const someone = await createAccount(this.app);
      const email = `${someone.username}@example.com`;
      await this.call(null, 'POST', '/api/auth/forgot-password', { email });
      return tokenIn(await this.mail.nextLink(email)).token;
    });
  }

  /** The token and account of a deletion link, mailed to a stranger who asked to delete the account. */
  deletionLink(): Promise<{ token: string; userId: string }> {
    return this.once('deletion link', async () => {
      const someone = await createAccount(this.app);
      await this.call(someone, 'POST', '/api/user/deletion-request');
      const { token, userId } = tokenIn(await this.mail.nextLink(`${someone.username}@example.com`));
      return { token, userId: userId ?? someone.id };
    });
  }

  /** The token of the link that unlocks a stranger's two-factor sign-in, locked after too many wrong codes. */
  twoFactorUnlockToken(): Promise<string> {
    return this.once('two-factor unlock token', async () => {
      const someone = await createAccount(this.app);
      return this.app.accountTokensRepository.issue(someone.id, 'unlock_two_factor', 60 * 60 * 1000);
    });
  }

  /** The confirmation token mailed to a new newsletter subscriber. */
  newsletterConfirmToken(): Promise<string> {
    return this.once('newsletter confirm token', async () => {
      const email = `${unique('reader')}@example.com`;
      await this.call(null, 'POST', '/api/newsletter/subscribe', { email });
      return tokenIn(await this.mail.nextLink(email)).token;
    });
  }

  /** The unsubscribe token of the welcome mail a confirmed subscriber gets. */
  newsletterUnsubscribeToken(): Promise<string> {
    return this.once('newsletter unsubscribe token', async () => {
      const email = `${unique('reader')}@example.com`;
      await this.call(null, 'POST', '/api/newsletter/subscribe', { email });
      await this.call(null, 'POST', '/api/newsletter/confirm', { token: tokenIn(await this.mail.nextLink(email)).token });
      return tokenIn(await this.mail.nextLink(email)).token;
    });
  }

  /** The token of an early-access invitation the admin mailed. */
  invitationToken(): Promise<string> {
    return this.once('invitation token', async () => {
      const email = `${unique('invitee')}@example.com`;
      await this.call(this.admin, 'POST', '/api/admin/early-access', { email });
      return tokenIn(await this.mail.nextLink(email)).token;
    });
  }

  /** The one-time code a Google return would hand a stranger's browser. */
  googleLoginCode(): Promise<string> {
    return this.once('google login code', async () => new GoogleLoginCodes(this.app.db).issue((await createAccount(this.app)).id, null));
  }

  private once<T>(name: string, make: () => Promise<T>): Promise<T> {
    if (!this.made.has(name)) this.made.set(name, make());
    return this.made.get(name) as Promise<T>;
  }

  /** Sends a request that prepares the world; one the app refuses stops the test with its answer. */
  private async call(caller: TestAccount | null, method: InjectOptions['method'], url: string, payload?: object): Promise<unknown> {
    const response = await this.app.inject({ method, url, payload, headers: caller ? { authorization: caller.authorization } : {} });
    if (response.statusCode >= 300) throw new Error(`preparing the fuzzed world: ${method} ${url} answered ${response.statusCode} ${response.body}`);
    return response.body ? (response.json() as unknown) : undefined;
  }
}
