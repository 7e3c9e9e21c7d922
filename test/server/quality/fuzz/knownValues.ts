import fc from 'fast-check';
import { Secret, TOTP } from 'otpauth';
import type { TestAccount } from '../../admin/factories';
import { type FuzzWorld, WORLD_PASSWORD } from './fuzzWorld';
import { bodySchemaOf, type DocumentedRoute, operationName, type OpenApiDocument, resolve } from './openApi';
import { freshEmail } from './schemaValues';
import { TOURNAMENT_FORMATS } from '../../../../common/tournamentFormats';

export type ValueLocation = 'path' | 'query' | 'header' | 'body';

/** Per location and name (a parameter, or a top-level property of the body), values that name something that exists. */
export type KnownValues = Record<ValueLocation, Record<string, fc.Arbitrary<unknown>>> & {
  /** Optional body properties a valid case always sends: without them the request cannot succeed for some targets. */
  alwaysInValidBody: string[];
};

interface KnownValueRule {
  /** The operations the rule serves, matched against "METHOD /openapi/path". */
  operations: RegExp;
  in: ValueLocation;
  name: string;
  values(world: FuzzWorld): Promise<fc.Arbitrary<unknown>>;
  /** A body property the document calls optional that valid cases still always send. */
  alwaysInValidBody?: true;
}

const ANY = /./;
const pick = <T>(values: T[]): fc.Arbitrary<T> => fc.constantFrom(...values);
const idsOf = (accounts: TestAccount[]) => accounts.map((account) => account.id);
const TOURNAMENT_STATUSES = ['COMING_SOON', 'UPCOMING', 'LIVE', 'COMPLETED', 'SCHEDULED'];
/** The document says usernames are 3 to 20 letters, digits, _ or - only in words: its schema has lengths alone. */
const freshUsername = () => fc.stringMatching(/^[a-z][a-z0-9]{7,15}$/);
/** Profile pictures: an https link, or an image the SPA bundles. */
const PROFILE_IMAGES = ['https://images.example.com/me.png', '/images/avatars/avatar-1.svg'];

/** The authenticator code of the key at the moment the request is made, as an app shows it. */
const currentCode = (secret: string) =>
  fc.constant(secret).map((key) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key) }).generate());

/**
 * Where a valid request finds the ids, keys, names and tokens it needs: rows of the operation's
 * world, or values the app accepts where the document describes them only in words.
 */
const RULES: KnownValueRule[] = [
  // Games and their ratings, by key or slug; tournaments name their game by key too.
  { operations: ANY, in: 'path', name: 'slug', values: async (world) => pick(await world.gameKeys()) },
  { operations: ANY, in: 'path', name: 'key', values: async (world) => pick(await world.gameKeys()) },
  { operations: ANY, in: 'path', name: 'gameKey', values: async (world) => pick(await world.gameKeys()) },
  { operations: /^GET \/api\/tournaments$/, in: 'query', name: 'game', values: async (world) => pick(await world.gameKeys()) },
  // The document gives tournament statuses in words only.
  { operations: /^GET \/api\/tournaments$/, in: 'query', name: 'status', values: async () => pick(TOURNAMENT_STATUSES) },
  { operations: /^(POST|PATCH) \/api\/tournaments/, in: 'body', name: 'game', values: async (world) => pick(await world.gameKeys()) },
  { operations: /^(POST|PATCH) \/api\/tournaments/, in: 'body', name: 'status', values: async () => pick(TOURNAMENT_STATUSES) },
  // The five formats, given in words as well.
  // Event settings: a window that opens before it closes, and each prized place once (the document cannot say either).
  {
    operations: /^(POST|PATCH) \/api\/tournaments(\/\{id\})?$/,
    in: 'body',
    name: 'registration',
    values: async () => fc.constantFrom({ capacity: 16, teamSize: 1 }, { opensAt: '2030-01-01T00:00:00.000Z', closesAt: '2030-02-01T00:00:00.000Z', checkInMinutes: 30 }, { capacity: null }),
  },
  {
    operations: /^(POST|PATCH) \/api\/tournaments(\/\{id\})?$/,
    in: 'body',
    name: 'prizes',
    values: async () => fc.constantFrom([], [{ place: 1, prize: '€300' }, { place: 2, prize: '€150' }]),
  },
  { operations: /^(POST|PATCH) \/api\/tournaments(\/\{id\})?$/, in: 'body', name: 'format', values: async () => pick([...TOURNAMENT_FORMATS]) },

  // Tournaments and notification sign-ups.
  { operations: /\/tournaments\/\{id\}/, in: 'path', name: 'id', values: async (world) => pick(await world.tournamentIds()) },
  // Brackets: a tournament whose bracket is still to start, or one being played (single elimination of four).
  ...(['id', 'participantId'] as const).map((name) => ({
    operations: /^(POST \/api\/tournaments\/\{id\}\/bracket(\/preview)?|DELETE \/api\/tournaments\/\{id\}\/participants\/\{participantId\}|POST \/api\/tournaments\/\{id\}\/participants\/\{participantId\}\/check-in)$/,
    in: 'path' as const,
    name,
    values: async (world: FuzzWorld) => {
      const { tournamentId, participantIds } = await world.bracketTournament(false);
      return name === 'id' ? fc.constant(tournamentId) : pick(participantIds);
    },
  })),
  ...(['id', 'participantId'] as const).map((name) => ({
    operations: /^((GET|DELETE) \/api\/tournaments\/\{id\}\/bracket|.* \/api\/tournaments\/\{id\}\/matches\/.*|POST \/api\/tournaments\/\{id\}\/participants\/\{participantId\}\/withdraw)$/,
    in: 'path' as const,
    name,
    values: async (world: FuzzWorld) => {
      const { tournamentId, participantIds } = await world.bracketTournament(true);
      return name === 'id' ? fc.constant(tournamentId) : pick(participantIds);
    },
  })),
  ...(['id', 'participantId'] as const).map((name) => ({
    operations: /^DELETE \/api\/tournaments\/\{id\}\/participants\/\{participantId\}\/withdraw$/,
    in: 'path' as const,
    name,
    values: async (world: FuzzWorld) => {
      const { tournamentId, participantIds } = await world.withdrawnParticipants();
      return name === 'id' ? fc.constant(tournamentId) : pick(participantIds);
    },
  })),
  // Registrations: a tournament open to enter (alone: the body's other shapes are for keys and teams), one the callers are in.
  { operations: /^POST \/api\/tournaments\/\{id\}\/registrations$/, in: 'path', name: 'id', values: async (world) => fc.constant(await world.openTournament('to enter')) },
  ...['username', 'teamName', 'roster', 'captain'].map((name) => ({
    operations: /^POST \/api\/tournaments\/\{id\}\/registrations$/,
    in: 'body' as const,
    name,
    values: async () => fc.constant(undefined),
  })),
  { operations: /^DELETE \/api\/tournaments\/\{id\}\/registrations\/mine$/, in: 'path', name: 'id', values: async (world) => fc.constant(await world.openTournament('to leave')) },
  { operations: /^POST \/api\/tournaments\/\{id\}\/check-in$/, in: 'path', name: 'id', values: async (world) => fc.constant(await world.openTournament('to check in')) },
  // Disputes: a result the user and the admin played and that was just reported; open disputes to resolve.
  ...(['id', 'matchId'] as const).map((name) => ({
    operations: /^POST \/api\/tournaments\/\{id\}\/matches\/\{matchId\}\/disputes$/,
    in: 'path' as const,
    name,
    values: async (world: FuzzWorld) => {
      const { tournamentId, matchId } = await world.disputableMatch();
      return fc.constant(name === 'id' ? tournamentId : matchId);
    },
  })),
  { operations: /^POST \/api\/admin\/disputes\/\{id\}\/resolve$/, in: 'path', name: 'id', values: async (world) => pick(await world.openDisputeIds()) },
  { operations: /\/matches\/\{matchId\}/, in: 'path', name: 'matchId', values: async () => pick(['winners-1-1', 'winners-1-2']) },
  // The document lists every format's options; a bracket takes those of its format only.
  { operations: /^POST \/api\/tournaments\/\{id\}\/bracket(\/preview)?$/, in: 'body', name: 'format', values: async () => fc.constant('SINGLE_ELIMINATION') },
  ...['grandFinalReset', 'groups', 'rounds', 'lobbySize', 'placementPoints', 'pointsPerKill', 'dropNotCheckedIn'].map((name) => ({
    operations: /^POST \/api\/tournaments\/\{id\}\/bracket(\/preview)?$/,
    in: 'body' as const,
    name,
    values: async () => fc.constant(undefined),
  })),
  { operations: /^DELETE \/api\/admin\/api-keys\/\{id\}$/, in: 'path', name: 'id', values: async (world) => pick(await world.apiKeyIds()) },
  { operations: /^GET \/api\/notify\/status\//, in: 'path', name: 'tournamentId', values: async (world) => pick(await world.tournamentIds()) },
  { operations: /^GET \/api\/notify\/status\//, in: 'query', name: 'email', values: async () => freshEmail() },
  { operations: /^POST \/api\/notify/, in: 'body', name: 'tournamentId', values: async (world) => pick(await world.tournamentIds()) },
  { operations: /^POST \/api\/notify\/anonymous$/, in: 'body', name: 'email', values: async () => freshEmail() },
  {
    operations: /^DELETE \/api\/notify\/tournament\//,
    in: 'path',
    name: 'tournamentId',
    values: async (world) => pick(await world.userSignupTournamentIds()),
  },

  // The user's own sessions.
  { operations: /^DELETE \/api\/auth\/sessions\/\{id\}$/, in: 'path', name: 'id', values: async (world) => fc.constant(await world.otherSessionId()) },

  // Two-factor: a setup to confirm, or two-factor on, for the caller; a stranger's login at its second step.
  { operations: /^POST \/api\/auth\/2fa\/enable$/, in: 'body', name: 'code', values: async (world) => currentCode(await world.twoFactorPending()) },
  { operations: /^POST \/api\/auth\/2fa\/(disable|recovery-codes)$/, in: 'body', name: 'code', values: async (world) => currentCode(await world.twoFactorOn()) },
  { operations: /^POST \/api\/auth\/2fa\/disable$/, in: 'body', name: 'password', values: async () => fc.constant(WORLD_PASSWORD) },
  { operations: /^POST \/api\/auth\/login\/2fa$/, in: 'body', name: 'challenge', values: async (world) => fc.constant((await world.twoFactorChallenge()).challenge) },
  { operations: /^POST \/api\/auth\/login\/2fa$/, in: 'body', name: 'code', values: async (world) => fc.constant((await world.twoFactorChallenge()).recoveryCode) },

  // The back office: other people's accounts, features, shop items and orders.
  { operations: /^(GET|PATCH|POST) \/api\/admin\/users\/\{id\}/, in: 'path', name: 'id', values: async (world) => pick(idsOf(await world.strangers())) },
  { operations: /^DELETE \/api\/admin\/users\/\{id\}\/ban$/, in: 'path', name: 'id', values: async (world) => fc.constant(await world.bannedId()) },
  // A stranger an earlier case made staff is changed only with the admin's own password.
  {
    operations: /^(PATCH|POST) \/api\/admin\/users\/\{id\}\/(role|ban)$/,
    in: 'body',
    name: 'password',
    values: async (world) => fc.constant(await world.adminPassword()),
    // Needed once the stranger is staff, which an earlier valid case may have made them.
    alwaysInValidBody: true,
  },
  { operations: /^POST \/api\/admin\/early-access$/, in: 'body', name: 'email', values: async () => freshEmail() },
  { operations: /\/api\/beta-features\/\{id\}/, in: 'path', name: 'id', values: async (world) => pick(await world.betaFeatureIds()) },
  { operations: /\/api\/shop\/items\/\{id\}/, in: 'path', name: 'id', values: async (world) => fc.constant(await world.shopItemId()) },
  { operations: /\/api\/shop\/orders\/\{id\}/, in: 'path', name: 'id', values: async (world) => fc.constant(await world.pendingOrderId()) },
  { operations: /^POST \/api\/shop\/orders$/, in: 'body', name: 'itemId', values: async (world) => fc.constant(await world.shopItemId()) },
  // The document gives wallet addresses by length only; an EVM one is 0x and 40 hex digits.
  { operations: /^POST \/api\/whitelist$/, in: 'body', name: 'walletAddress', values: async () => fc.stringMatching(/^0x[0-9a-f]{40}$/) },

  // Friends and chat: the user's friend, requests, blocks and chat; strangers to ask or block.
  { operations: ANY, in: 'path', name: 'username', values: async (world) => pick([world.user.username, ...(await world.strangers()).map((account) => account.username)]) },
  { operations: /^POST \/api\/friends\/requests$/, in: 'body', name: 'username', values: async (world) => pick((await world.strangers()).map((account) => account.username)) },
  {
    operations: /^POST \/api\/friends\/requests\/\{requestId\}\/(accept|decline)$/,
    in: 'path',
    name: 'requestId',
    values: async (world) => fc.constant(await world.friendRequestId('to user')),
  },
  { operations: /^DELETE \/api\/friends\/requests\/\{requestId\}$/, in: 'path', name: 'requestId', values: async (world) => fc.constant(await world.friendRequestId('from user')) },
  { operations: /^POST \/api\/friends\/blocks$/, in: 'body', name: 'userId', values: async (world) => pick(idsOf(await world.strangers())) },
  { operations: /^DELETE \/api\/friends\/blocks\//, in: 'path', name: 'userId', values: async (world) => fc.constant(await world.blockedId()) },
  { operations: /^DELETE \/api\/friends\/\{userId\}$/, in: 'path', name: 'userId', values: async (world) => fc.constant((await world.friend()).id) },
  { operations: /^POST \/api\/chat\/select_or_create$/, in: 'body', name: 'recipientId', values: async (world) => fc.constant((await world.friend()).id) },
  { operations: ANY, in: 'path', name: 'chatId', values: async (world) => fc.constant(await world.chatId()) },

  // Accounts: new names, a password login, and the tokens of mailed links.
  { operations: /^(POST \/api\/auth\/register|PATCH \/api\/user)$/, in: 'body', name: 'username', values: async () => freshUsername() },
  { operations: /^PATCH \/api\/user$/, in: 'body', name: 'profileIcon', values: async () => pick(PROFILE_IMAGES) },
  { operations: /^PATCH \/api\/user$/, in: 'body', name: 'profileBackground', values: async () => pick(PROFILE_IMAGES) },
  ...['email', 'username', 'usernameOrEmail'].map((name) => ({
    operations: /^POST \/api\/auth\/login$/,
    in: 'body' as const,
    name,
    values: async (world: FuzzWorld) => {
      const { email, username } = await world.credentials();
      return pick([email, username]);
    },
  })),
  { operations: /^POST \/api\/auth\/login$/, in: 'body', name: 'password', values: async (world) => fc.constant((await world.credentials()).password) },
  { operations: /^POST \/api\/auth\/verify-email$/, in: 'body', name: 'token', values: async (world) => fc.constant(await world.verificationToken()) },
  { operations: /^POST \/api\/auth\/reset-password$/, in: 'body', name: 'token', values: async (world) => fc.constant(await world.resetToken()) },
  { operations: /^POST \/api\/user\/confirm-deletion$/, in: 'body', name: 'token', values: async (world) => fc.constant((await world.deletionLink()).token) },
  { operations: /^POST \/api\/user\/confirm-deletion$/, in: 'body', name: 'userId', values: async (world) => fc.constant((await world.deletionLink()).userId) },
  { operations: /^POST \/api\/newsletter\/confirm$/, in: 'body', name: 'token', values: async (world) => fc.constant(await world.newsletterConfirmToken()) },
  { operations: /^GET \/api\/newsletter\/confirm$/, in: 'query', name: 'token', values: async (world) => fc.constant(await world.newsletterConfirmToken()) },
  { operations: /^POST \/api\/newsletter\/unsubscribe$/, in: 'body', name: 'token', values: async (world) => fc.constant(await world.newsletterUnsubscribeToken()) },
  { operations: /^POST \/api\/early-access\/accept$/, in: 'body', name: 'token', values: async (world) => fc.constant(await world.invitationToken()) },
  // A bot key's end: the document says "in the future, at most 366 days ahead" in words; its tournaments exist.
  {
    operations: /^POST \/api\/admin\/api-keys$/,
    in: 'body',
    name: 'expiresAt',
    values: async () => fc.integer({ min: 1, max: 365 }).map((days) => new Date(Date.now() + days * 24 * 3600_000).toISOString()),
  },
  { operations: /^POST \/api\/admin\/api-keys$/, in: 'body', name: 'tournamentIds', values: async (world) => fc.subarray(await world.tournamentIds(), { minLength: 1 }) },
  { operations: /^POST \/api\/auth\/2fa\/unlock$/, in: 'body', name: 'token', values: async (world) => fc.constant(await world.twoFactorUnlockToken()) },
  { operations: /^POST \/api\/auth\/google\/exchange$/, in: 'body', name: 'code', values: async (world) => fc.constant(await world.googleLoginCode()) },
];

/** Rows an operation needs that no parameter names: the user's own whitelist entry, reached as "me". */
const PREPARATIONS: Array<{ operations: RegExp; prepare(world: FuzzWorld): Promise<unknown> }> = [
  { operations: /^DELETE \/api\/whitelist\/me$/, prepare: (world) => world.userWhitelistEntry() },
];

function namesIn(entry: DocumentedRoute, document: OpenApiDocument, location: ValueLocation): string[] {
  if (location !== 'body') return (entry.operation.parameters ?? []).filter((parameter) => parameter.in === location).map((parameter) => parameter.name);
  const body = bodySchemaOf(entry.operation);
  return body ? Object.keys(resolve(body, document).properties ?? {}) : [];
}

/** Prepares the operation's world and answers the known values of its parameters and body properties. */
export async function knownValuesFor(entry: DocumentedRoute, document: OpenApiDocument, world: FuzzWorld): Promise<KnownValues> {
  const name = operationName(entry);
  const known: KnownValues = { path: {}, query: {}, header: {}, body: {}, alwaysInValidBody: [] };
  for (const rule of RULES) {
    if (!rule.operations.test(name) || !namesIn(entry, document, rule.in).includes(rule.name)) continue;
    known[rule.in][rule.name] = await rule.values(world);
    if (rule.alwaysInValidBody) known.alwaysInValidBody.push(rule.name);
  }
  for (const preparation of PREPARATIONS) {
    if (preparation.operations.test(name)) await preparation.prepare(world);
  }
  return known;
}
