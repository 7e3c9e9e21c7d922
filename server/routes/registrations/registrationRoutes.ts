import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tooManyRequestsMessage } from '../../rateLimit/rateLimitsPlugin';
import { BracketParams, ParticipantParams } from '../../../common/contract/brackets';
import { MessageResponse } from '../../../common/contract/errors';
import { CheckInBody, CheckInResponse, OwnRegistration, RegisterBody, RegistrationResponse } from '../../../common/contract/registrations';
import { Type } from 'typebox';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { errorResponses } from '../../schemas/responses';
import { actorOf } from '../brackets/bracketAccess';
import { AUDITED, type AfterWrite, type BracketGuards, STAFF_OR_KEY } from '../brackets/bracketRouteOptions';
import type { Registrant } from './registrationsRepository';

/**
 * Registration changes an account (or a key) may make a minute: entering, leaving and checking in
 * are a handful of taps per event; the bound keeps a script from churning a tournament's waitlist.
 */
export const REGISTRATION_CHANGES_PER_MINUTE = 20;


function registrantOf(request: FastifyRequest, username?: string): Registrant {
  const actor = actorOf(request);
  return actor.kind === 'person' ? { kind: 'account', userId: actor.userId } : { kind: 'key', username: username ?? null };
}

/** The signed-in account, for the routes about one's own entry (a key has none). */
function ownAccount(request: FastifyRequest): string {
  if (!request.auth) throw Object.assign(new Error(request.authError ?? SIGN_IN_REQUIRED), { statusCode: 401 });
  return request.auth.userId;
}


export function registrationRoutes(fastify: FastifyInstance, guards: BracketGuards, afterWrite: AfterWrite): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const registrations = app.registrationsRepository;
  // One allowance for entering, leaving and checking in together, per account (a key has its own, per key).
  const changes = app.createRateLimit({
    max: REGISTRATION_CHANGES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => (request.auth ? `registrations user:${request.auth.userId}` : `registrations ip:${request.ip}`),
  });
  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.bracketActor?.kind === 'key') return;
    const limit = await changes(request);
    if (!limit.isAllowed && limit.isExceeded) {
      return reply.status(429).header('retry-after', limit.ttlInSeconds).send({ msg: tooManyRequestsMessage(limit.ttlInSeconds) });
    }
  };

  app.post(
    '/api/tournaments/:id/registrations',
    {
      preValidation: guards.playerOrKey('registrations'),
      config: AUDITED,
      preHandler: perAccount,
      schema: {
        operationId: 'registerForTournament',
        summary: 'Enter a tournament (a signed-in player, or an API key with the registrations scope)',
        description:
          'A player registers themselves with `{}`, or a team with `{ teamName, roster }` (exactly the tournament’s team size, ' +
          'the caller on it: they are its captain). A key sends `{ username }`, or the team shape with `captain`. Past the ' +
          'capacity the entry is waitlisted with its position. 409 when registration is not open or an account is already in ' +
          '(alone or on any roster), 400 for a wrong roster or an unknown username, 403 for a banned account.',
        tags: ['registrations'],
        security: STAFF_OR_KEY,
        params: BracketParams,
        body: RegisterBody,
        response: { 201: RegistrationResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const participant = await registrations.register(id, registrantOf(request, request.body.username), request.body, actorOf(request));
      afterWrite(id);
      const status = participant.status === 'waitlisted' ? 'waitlisted' : 'registered';
      return reply.status(201).send({ registration: { id: participant.id, status, position: participant.waitlistPosition, participant } });
    },
  );

  app.get(
    '/api/tournaments/:id/registrations/mine',
    {
      schema: {
        operationId: 'getOwnRegistration',
        summary: 'The signed-in player’s own entry',
        description: '`none` when they are not in the tournament (or were withdrawn); `position` is their place on the waitlist.',
        tags: ['registrations'],
        security: [{ bearer: [] }],
        params: BracketParams,
        response: { 200: OwnRegistration, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => registrations.mine(request.params.id.toLowerCase(), ownAccount(request)),
  );

  app.delete(
    '/api/tournaments/:id/registrations/mine',
    {
      config: AUDITED,
      preHandler: perAccount,
      schema: {
        operationId: 'leaveTournament',
        summary: 'Leave a tournament before its bracket starts',
        description:
          'The entry goes (a team’s, when its captain leaves; other members cannot take the team out), and the first on the ' +
          'waitlist takes the place and is mailed. 409 once the bracket has started: an organizer withdraws players then.',
        tags: ['registrations'],
        security: [{ bearer: [] }],
        params: BracketParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const userId = ownAccount(request);
      await registrations.leave(id, userId, { kind: 'person', userId });
      afterWrite(id);
      return { msg: 'You left the tournament' };
    },
  );

  app.post(
    '/api/tournaments/:id/check-in',
    {
      preValidation: guards.playerOrKey('registrations'),
      config: AUDITED,
      preHandler: perAccount,
      schema: {
        operationId: 'checkIn',
        summary: 'Check in (a registered player, or an API key with the registrations scope naming one)',
        description:
          'Check-in opens `registration.checkInMinutes` before the start and closes at the start (409 outside). A waitlisted ' +
          'entry may check in too: it then fills a no-show’s place when the bracket starts. A team checks in once, by any member.',
        tags: ['registrations'],
        security: STAFF_OR_KEY,
        params: BracketParams,
        body: CheckInBody,
        response: { 200: CheckInResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      await registrations.checkIn(id, registrantOf(request, request.body.username), actorOf(request));
      afterWrite(id);
      return { status: 'checked_in' as const };
    },
  );

  app.post(
    '/api/tournaments/:id/participants/:participantId/check-in',
    {
      preValidation: guards.staff,
      config: AUDITED,
      schema: {
        operationId: 'checkInParticipant',
        summary: 'Check a participant in (admin or master)',
        description: 'At any time before the bracket starts, whatever the window.',
        tags: ['registrations', 'admin'],
        security: [{ bearer: [] }],
        params: ParticipantParams,
        response: { 200: Type.Object({ participant: RegistrationResponse.properties.registration.properties.participant }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const participant = await registrations.checkInByStaff(id, request.params.participantId.toLowerCase(), actorOf(request));
      afterWrite(id);
      return { participant };
    },
  );
}
