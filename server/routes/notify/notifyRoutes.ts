import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { normalizeGameKey } from '../../../common/gameKeys';
import { ANNOUNCED_STATUS, type TournamentStatus } from '../../../common/tournamentStatus';
import { mailboxKey } from '../../notifications/mailboxKey';
import { INVALID_EMAIL_MSG, normalizeEmail } from './notifyEmail';
import { NOTIFY_MESSAGES } from './notifyMessages';
import type { Subscriber } from './notifyRepository';
import {
  AccountSignupBody,
  AnonymousSignupBody,
  NotifySignupList,
  StatusQuery,
  StatusResponse,
  TournamentIdParams,
  UnsubscribeNotFoundResponse,
  UnsubscribeResponse,
} from '../../../common/contract/notify';
import { MessageResponse } from '../../../common/contract/errors';
import { type AuthContext, callerOf } from '../../plugins/auth';
import { errorResponses } from '../../schemas/responses';

/** Sign-ups write and may send mail: per IP address, this many a minute. */
export const SIGNUPS_PER_MINUTE = 10;
export const STATUS_CHECKS_PER_MINUTE = 60;
/**
 * Sign-ups without an account, per e-mail address a day, whoever sends them: each one mails the
 * address when registration opens, so a stranger's address cannot be put on every tournament.
 */
export const ANONYMOUS_SIGNUPS_PER_EMAIL_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

const CLOSED_STATUSES: readonly TournamentStatus[] = ['LIVE', 'COMPLETED'];

/** How a sign-up for a tournament in this status goes: stored for later, mailed now, or refused. */
function signupPlan(status: TournamentStatus): 'later' | 'now' | 'closed' {
  if (status === ANNOUNCED_STATUS) return 'later';
  return CLOSED_STATUSES.includes(status) ? 'closed' : 'now';
}

/** The signed-in caller as a subscriber: their account, and the sign-ups made with its address. */
function accountSubscriber(caller: AuthContext): Subscriber {
  return { email: normalizeEmail(caller.email) ?? caller.email.trim().toLowerCase(), userId: caller.userId };
}

export async function notifyRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const signups = app.notifyRepository;
  const signupRateLimit = { rateLimit: { max: SIGNUPS_PER_MINUTE, timeWindow: 60_000 } };
  const loggedIn = { preValidation: app.requireUser };

  /** Stores a sign-up for a stored tournament: 201, 404 for no such tournament, 409 when already signed up. */
  async function signUpFor(reply: FastifyReply, tournamentId: string, who: Subscriber) {
    const tournament = await signups.findTournament(tournamentId.toLowerCase());
    if (!tournament) return reply.status(404).send({ msg: NOTIFY_MESSAGES.tournamentNotFound });
    const plan = signupPlan(tournament.status);
    if (plan === 'closed') return reply.status(400).send({ msg: NOTIFY_MESSAGES.registrationClosed });
    const { created } = await signups.signUp({ ...who, tournamentId: tournament.id, tournamentTitle: null, gameKey: null, mailNow: plan === 'now' });
    if (!created) return reply.status(409).send({ msg: NOTIFY_MESSAGES.alreadySignedUp });
    if (plan === 'now') app.notificationSender.wake();
    return reply.status(201).send({ msg: plan === 'now' ? NOTIFY_MESSAGES.signedUpRegistrationOpen : NOTIFY_MESSAGES.signedUp });
  }

  app.get(
    '/api/notify/status/:tournamentId',
    {
      config: { rateLimit: { max: STATUS_CHECKS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        operationId: 'getNotifyStatus',
        summary: 'Is this caller signed up for the tournament?',
        description:
          'With a bearer token: the account (its own sign-ups and those made with its address). Without one the ' +
          '`email` query names the address to look up.',
        tags: ['notify'],
        params: TournamentIdParams,
        querystring: StatusQuery,
        response: { 200: StatusResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      if (request.authError) return reply.status(401).send({ msg: request.authError });
      let who: Subscriber;
      if (request.auth) {
        who = accountSubscriber(request.auth);
      } else {
        if (request.query.email === undefined) return reply.status(400).send({ msg: NOTIFY_MESSAGES.emailRequired });
        const email = normalizeEmail(request.query.email);
        if (!email) return reply.status(400).send({ msg: INVALID_EMAIL_MSG });
        who = { email };
      }
      const tournament = await signups.findTournament(request.params.tournamentId.toLowerCase());
      if (!tournament) return reply.status(404).send({ msg: NOTIFY_MESSAGES.tournamentNotFound });
      return { success: true, isRegistered: await signups.isSignedUp(tournament.id, who) };
    },
  );

  app.post(
    '/api/notify',
    {
      ...loggedIn,
      config: signupRateLimit,
      schema: {
        operationId: 'signUpForTournamentNotification',
        summary: 'Notify me (logged in) when registration opens',
        description:
          'Signs the account up for the tournament; the mail goes to the account e-mail when the tournament leaves ' +
          'COMING_SOON (at once if registration is open already). 409 when signed up already.',
        tags: ['notify'],
        security: [{ bearer: [] }],
        body: AccountSignupBody,
        response: { 201: MessageResponse, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => signUpFor(reply, request.body.tournamentId, accountSubscriber(callerOf(request))),
  );

  app.post(
    '/api/notify/anonymous',
    {
      config: signupRateLimit,
      schema: {
        operationId: 'signUpForTournamentNotificationByEmail',
        summary: 'Notify me (by e-mail) when registration opens',
        description:
          'A visitor signs an address up, for a stored tournament (`tournamentId`) or one known only by its title ' +
          '(`tournamentTitle`, optional `game`). Title-only sign-ups are kept but not mailed automatically, as no ' +
          'stored tournament changes status for them. A visitor cannot unsubscribe. ' +
          `At most ${ANONYMOUS_SIGNUPS_PER_EMAIL_PER_DAY} sign-ups per e-mail address a day (429).`,
        tags: ['notify'],
        body: AnonymousSignupBody,
        response: { 201: MessageResponse, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { tournamentId, tournamentTitle, game } = request.body;
      const email = normalizeEmail(request.body.email);
      if (!email) return reply.status(400).send({ msg: INVALID_EMAIL_MSG });
      const { hits } = await app.rateCounter.hit(`notify-anonymous ${mailboxKey(email)}`, DAY_MS);
      if (hits > ANONYMOUS_SIGNUPS_PER_EMAIL_PER_DAY) return reply.status(429).send({ msg: NOTIFY_MESSAGES.tooManyForAddress });
      if (tournamentId) return signUpFor(reply, tournamentId, { email });
      const title = tournamentTitle?.trim();
      if (!title) return reply.status(400).send({ msg: NOTIFY_MESSAGES.tournamentRequired });
      const gameKey = game?.trim() ? normalizeGameKey(game) || null : null;
      const { created } = await signups.signUp({ email, tournamentId: null, tournamentTitle: title, gameKey, mailNow: false });
      if (!created) return reply.status(409).send({ msg: NOTIFY_MESSAGES.alreadySignedUp });
      return reply.status(201).send({ msg: NOTIFY_MESSAGES.signedUp });
    },
  );

  app.delete(
    '/api/notify/tournament/:tournamentId',
    {
      ...loggedIn,
      schema: {
        operationId: 'unsubscribeFromTournamentNotification',
        summary: 'Stop the notification for a tournament (logged in)',
        description: "Removes the account's sign-up (and one made with its address) for the tournament.",
        tags: ['notify'],
        security: [{ bearer: [] }],
        params: TournamentIdParams,
        response: { 200: UnsubscribeResponse, 404: UnsubscribeNotFoundResponse, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const removed = await signups.unsubscribe(request.params.tournamentId.toLowerCase(), accountSubscriber(callerOf(request)));
      const msg = removed ? NOTIFY_MESSAGES.unsubscribed : NOTIFY_MESSAGES.notSignedUp;
      return reply.status(removed ? 200 : 404).send({ success: removed, msg, message: msg });
    },
  );

  app.get(
    '/api/notify/mine',
    {
      ...loggedIn,
      schema: {
        operationId: 'listMyTournamentNotifications',
        summary: "The account's notification sign-ups",
        description: 'Newest first, with the tournament title, game, status and start where the tournament is stored.',
        tags: ['notify'],
        security: [{ bearer: [] }],
        response: { 200: NotifySignupList, ...errorResponses(401) },
      },
    },
    async (request) => ({ items: await signups.listFor(accountSubscriber(callerOf(request))) }),
  );
}
