import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { GoogleExchangeBody, GoogleStartQuery, LoginRefusal, SessionResponse } from '../../../common/contract/accounts';
import { bannedUntilText, OAUTH_NONCE_PARAM, type OAuthErrorReason } from '../../../common/oauthReturn';
import { errorResponses, redirectResponse } from '../../schemas/responses';
import { ACCOUNT_BANNED, ACCOUNT_MESSAGES } from './accountMessages';
import { accountForGoogle } from './googleAccounts';
import { GOOGLE_LOGIN_CODE_LIFETIME_SECONDS, GoogleLoginCodes } from './googleLoginCodes';
import {
  authorizationUrl,
  exchangeCode,
  fetchProfile,
  flowCookie,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_FLOW_COOKIE,
  GoogleLoginError,
  newGoogleFlow,
  openFlow,
  readCookie,
  sealFlow,
} from './googleOAuth';
import { endEverySession, sessionFor } from './sessions';
import { isBanned } from './userDto';
import { clientIdOf } from './twoFactorCodes';
import { claimVisitorRatings } from './visitorRatings';

/** The SPA page that finishes every Google login, with a one-time code or an error in its query. */
const OAUTH_RETURN_PATH = '/oauth-success';
const GOOGLE_LOGINS_PER_IP_PER_MINUTE = 30;

const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 1024 })),
});

function returnWithError(reply: FastifyReply, reason: OAuthErrorReason, details: Record<string, string> = {}) {
  return reply.redirect(`${OAUTH_RETURN_PATH}?${new URLSearchParams({ error: reason, ...details })}`);
}

/**
 * Google login: the authorization-code flow with state and PKCE against the configured endpoints,
 * returning to /oauth-success with a one-time code (never the login token: a URL ends up in logs,
 * the history and Referer headers), or with an error. The page trades the code for the token by a POST.
 */
export async function googleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const config = app.appConfig;
  const users = app.usersRepository;
  const loginCodes = new GoogleLoginCodes(app.db);
  const rateLimit = { rateLimit: { max: GOOGLE_LOGINS_PER_IP_PER_MINUTE, timeWindow: 60_000 } };

  app.get(
    '/auth/google',
    {
      config: rateLimit,
      schema: {
        operationId: 'startGoogleLogin',
        summary: 'Start a Google login (browser navigation)',
        description:
          "Redirects to Google's consent page with state and a PKCE challenge (S256). The SPA sends a random `nonce` " +
          'that comes back with the one-time code (and must go with it to POST /api/auth/google/exchange), so the page accepts only a sign-in it started, and its `clientId`, whose game ratings ' +
          'move to the account. Without GOOGLE_CLIENT_ID it ' +
          'redirects to /oauth-success?error=not_configured.',
        tags: ['accounts'],
        querystring: GoogleStartQuery,
        response: { 302: redirectResponse("To Google's consent page, or to /oauth-success?error=… when Google login is not configured.") },
      },
    },
    async (request, reply) => {
      const clientId = config.google.clientId;
      if (!clientId) return returnWithError(reply, 'not_configured');
      const flow = newGoogleFlow({ nonce: request.query.nonce, clientId: request.query.clientId });
      reply.header('set-cookie', flowCookie(config, await sealFlow(config, flow)));
      reply.header('cache-control', 'no-store');
      return reply.redirect(authorizationUrl(config, clientId, flow));
    },
  );

  app.get(
    GOOGLE_CALLBACK_PATH,
    {
      config: rateLimit,
      schema: {
        operationId: 'finishGoogleLogin',
        summary: 'Where Google sends the browser back',
        description:
          'Checks the state against the signed flow cookie, trades the code (with the PKCE verifier) for a token, reads ' +
          'the userinfo, then logs in the linked account, links one with the same verified e-mail, or creates one with a ' +
          'temporary username; an e-mail address Google has not verified opens no account. Linking an account whose address ' +
          'was never verified, or whose password was set before it was verified, drops that password and ends its sessions. ' +
          `Redirects to /oauth-success?token=…&complete=…&nonce=…, where token is a one-time code valid ${GOOGLE_LOGIN_CODE_LIFETIME_SECONDS} s ` +
          'that POST /api/auth/google/exchange trades for the login token ' +
          '(complete=true: the profile still needs completing) or /oauth-success?error={reason code}. With two-factor sign-in on ' +
          'it redirects to /oauth-success?challenge=…&nonce=… instead, and the SPA finishes with POST /api/auth/login/2fa.',
        tags: ['accounts'],
        querystring: CallbackQuery,
        response: { 302: redirectResponse('To /oauth-success?token={one-time code}&complete=… after a login, or /oauth-success?error=… naming why it failed.') },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', flowCookie(config, null));
      reply.header('cache-control', 'no-store');
      if (!config.google.clientId) return returnWithError(reply, 'not_configured');
      const { code, state, error } = request.query;
      if (error) return returnWithError(reply, 'provider_refused');
      const flow = await openFlow(config, readCookie(request.headers.cookie, GOOGLE_FLOW_COOKIE), state);
      if (!flow || !code) return returnWithError(reply, 'sign_in_expired');
      try {
        const profile = await fetchProfile(config, await exchangeCode(config, code, flow));
        const { user, sessionsEnded } = await accountForGoogle(users, profile);
        if (sessionsEnded) await endEverySession(app, user.id);
        if (isBanned(user)) return returnWithError(reply, 'account_banned', { until: new Date(user.banned_until!).toISOString() });
        if (await app.twoFactorRepository.isEnabled(user.id)) {
          // The SPA asks for the code and finishes the login with POST /api/auth/login/2fa.
          const challenge = await app.twoFactorRepository.openChallenge(user.id, clientIdOf(flow.clientId), 'google');
          const result = new URLSearchParams({ challenge });
          if (flow.nonce) result.set(OAUTH_NONCE_PARAM, flow.nonce);
          return reply.redirect(`${OAUTH_RETURN_PATH}?${result}`);
        }
        await claimVisitorRatings(app, request.log, flow.clientId, user.id);
        const loginCode = await loginCodes.issue(user.id, flow.nonce);
        // The parameter keeps its old name, `token`, for the SPA's return page; it carries the code.
        // "complete" says the profile still needs completing, which is what the page checks.
        const result = new URLSearchParams({ token: loginCode, complete: String(!user.profile_completed) });
        if (flow.nonce) result.set(OAUTH_NONCE_PARAM, flow.nonce);
        return reply.redirect(`${OAUTH_RETURN_PATH}?${result}`);
      } catch (failure) {
        if (failure instanceof GoogleLoginError) return returnWithError(reply, failure.reason);
        // A browser is waiting on a redirect: it gets the SPA's error page, the log gets the cause.
        request.log.error({ err: failure }, 'Google login failed');
        return returnWithError(reply, 'server_failure');
      }
    },
  );

  app.post(
    '/api/auth/google/exchange',
    {
      config: rateLimit,
      schema: {
        operationId: 'exchangeGoogleLoginCode',
        summary: 'Finish a Google login: trade the one-time code for a token',
        description:
          'The code /oauth-success received as `token` from the Google callback, with the `nonce` of the tab that started ' +
          `the sign-in. Answers { token, user } like a password login. A code works once, for ${GOOGLE_LOGIN_CODE_LIFETIME_SECONDS} seconds, ` +
          'and only with the nonce it was issued for: a used, expired, unknown or mismatched one answers 401. A banned ' +
          `account answers 403 errorType account_banned. ${GOOGLE_LOGINS_PER_IP_PER_MINUTE} a minute per IP.`,
        tags: ['accounts'],
        body: GoogleExchangeBody,
        response: { 200: SessionResponse, 403: LoginRefusal, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const userId = await loginCodes.redeem(request.body.code, request.body[OAUTH_NONCE_PARAM]);
      const user = userId ? await users.findById(userId) : null;
      if (!user) return reply.status(401).send({ msg: ACCOUNT_MESSAGES.googleCodeInvalid });
      if (isBanned(user)) {
        const until = new Date(user.banned_until!);
        return reply.status(403).send({ msg: bannedUntilText(until), errorType: ACCOUNT_BANNED, banDetails: { reason: user.ban_reason, until: until.toISOString() } });
      }
      return sessionFor(app, user, request, 'google');
    },
  );
}
