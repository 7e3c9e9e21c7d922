import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { redirectResponse } from '../../schemas/responses';
import { bannedMessage } from './accountMessages';
import { accountForGoogle } from './googleAccounts';
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
import { sessionFor } from './sessions';
import { isBanned } from './userDto';
import { UsersRepository } from './usersRepository';

/** Where the SPA finishes every Google login (spec §4 OAuth return). */
const OAUTH_RETURN_PATH = '/oauth-success';
const NOT_CONFIGURED = 'Google login is not available: this server has no GOOGLE_CLIENT_ID configured.';
const STATE_REFUSED = 'The Google sign-in expired or was started in another browser. Please try again.';
const SERVER_FAILURE = 'Google login failed on our side. Please try again in a moment.';
const GOOGLE_LOGINS_PER_IP_PER_MINUTE = 30;

const CallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 1024 })),
});

function returnWithError(reply: FastifyReply, reason: string) {
  return reply.redirect(`${OAUTH_RETURN_PATH}?${new URLSearchParams({ error: reason })}`);
}

/**
 * Google login (product §3): the authorization-code flow with state and PKCE against the
 * configured endpoints, returning to /oauth-success with a token, or with an error.
 */
export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const config = app.appConfig;
  const users = new UsersRepository(app.db);
  const rateLimit = { rateLimit: { max: GOOGLE_LOGINS_PER_IP_PER_MINUTE, timeWindow: 60_000 } };

  app.get(
    '/auth/google',
    {
      config: rateLimit,
      schema: {
        operationId: 'startGoogleLogin',
        summary: 'Start a Google login (browser navigation)',
        description:
          "Redirects to Google's consent page with state and a PKCE challenge (S256). Without GOOGLE_CLIENT_ID it " +
          'redirects to /oauth-success?error=… naming the reason.',
        tags: ['accounts'],
        response: { 302: redirectResponse("To Google's consent page, or to /oauth-success?error=… when Google login is not configured.") },
      },
    },
    async (_request, reply) => {
      const clientId = config.google.clientId;
      if (!clientId) return returnWithError(reply, NOT_CONFIGURED);
      const flow = newGoogleFlow();
      reply.header('set-cookie', flowCookie(config, await sealFlow(config, flow)));
      reply.header('cache-control', 'no-store');
      return reply.redirect(authorizationUrl(config, clientId, flow));
    },
  );

  app.get<{ Querystring: { code?: string; state?: string; error?: string; error_description?: string } }>(
    GOOGLE_CALLBACK_PATH,
    {
      config: rateLimit,
      schema: {
        operationId: 'finishGoogleLogin',
        summary: 'Where Google sends the browser back',
        description:
          'Checks the state against the signed flow cookie, trades the code (with the PKCE verifier) for a token, reads ' +
          'the userinfo, then logs in the linked account, links one with the same verified e-mail, or creates one with a ' +
          'temporary username. Redirects to /oauth-success?token=…&complete=… (complete=true: the profile still needs ' +
          'completing) or /oauth-success?error=….',
        tags: ['accounts'],
        querystring: CallbackQuery,
        response: { 302: redirectResponse('To /oauth-success?token=…&complete=… after a login, or /oauth-success?error=… naming why it failed.') },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', flowCookie(config, null));
      reply.header('cache-control', 'no-store');
      if (!config.google.clientId) return returnWithError(reply, NOT_CONFIGURED);
      const { code, state, error, error_description: description } = request.query;
      if (error) return returnWithError(reply, description ? `Google: ${description}` : `Google refused the sign-in (${error}).`);
      const flow = await openFlow(config, readCookie(request.headers.cookie, GOOGLE_FLOW_COOKIE), state);
      if (!flow || !code) return returnWithError(reply, STATE_REFUSED);
      try {
        const profile = await fetchProfile(config, await exchangeCode(config, code, flow));
        const user = await accountForGoogle(users, profile);
        if (isBanned(user)) return returnWithError(reply, bannedMessage(new Date(user.banned_until!)));
        const { token } = await sessionFor(app, user);
        // "complete" says the profile still needs completing, which is what the SPA's return page checks (spec §4).
        return reply.redirect(`${OAUTH_RETURN_PATH}?${new URLSearchParams({ token, complete: String(!user.profile_completed) })}`);
      } catch (failure) {
        if (failure instanceof GoogleLoginError) return returnWithError(reply, failure.message);
        // A browser is waiting on a redirect: it gets the SPA's error page, the log gets the cause.
        request.log.error({ err: failure }, 'Google login failed');
        return returnWithError(reply, SERVER_FAILURE);
      }
    },
  );
}
