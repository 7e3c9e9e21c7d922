import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { hashToken, newOneTimeToken } from '../../lib/oneTimeTokens';
import { AcceptInvitationBody, Invitation, InvitationList, InvitationQuery, InviteBody } from '../../../common/contract/admin';
import { MessageResponse } from '../../../common/contract/errors';
import { callerOf } from '../../plugins/auth';
import { errorResponses } from '../../schemas/responses';

function invitationMail(publicUrl: string, to: string, token: string) {
  const link = `${publicUrl.replace(/\/$/, '')}/register?invite=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Your VERSUS early access invitation',
    text:
      'Hello,\n\nyou are invited to the VERSUS beta before everyone else. Create your account with this link:\n\n' +
      `${link}\n\nIf you did not expect this mail, you can ignore it.\n\nThe VERSUS team`,
    link,
  };
}

/** Early-access invitations: an admin or master mails one; the invited person accepts it by its link. */
export async function earlyAccessRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const invitations = app.earlyAccessRepository;
  const backoffice = { preValidation: app.requireRole('admin', 'master') };

  app.post(
    '/api/admin/early-access',
    {
      ...backoffice,
      schema: {
        operationId: 'inviteToEarlyAccess',
        summary: 'Invite an e-mail address to early access (admin or master)',
        description:
          'Mails a link to /register?invite={token}; only the token\'s hash is stored. Inviting a pending address again ' +
          'sends a new link (the old one stops working); an address that already accepted or already has an account answers 409.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: InviteBody,
        response: { 201: Invitation, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const token = newOneTimeToken();
      const result = await invitations.invite(email, hashToken(token), callerOf(request).userId);
      if (!result.ok) {
        const msg = result.reason === 'has_account' ? 'email: this address already has a VERSUS account' : 'email: this address has already accepted an invitation';
        return reply.status(409).send({ msg });
      }
      try {
        await app.mailer.send(invitationMail(app.appConfig.publicUrl, email, token));
      } catch (error) {
        request.log.error({ err: error }, 'The early-access invitation mail could not be sent');
        return reply.status(502).send({ msg: 'The invitation is saved, but its mail could not be sent. Please send it again later.' });
      }
      return reply.status(201).send(result.invitation);
    },
  );

  app.get(
    '/api/admin/early-access',
    {
      ...backoffice,
      schema: {
        operationId: 'listEarlyAccessInvitations',
        summary: 'Early-access invitations (admin or master)',
        description:
          'Newest first, with status pending or accepted (the link was used, or an account registered with the address ' +
          'after the invitation), who invited and when, and when it was accepted.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: InvitationQuery,
        response: { 200: InvitationList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => invitations.list(request.query),
  );

  app.post(
    '/api/early-access/accept',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        operationId: 'acceptEarlyAccessInvitation',
        summary: 'Accept an early-access invitation',
        description: 'Marks the invitation of the mailed token accepted. Accepting twice is fine; an unknown token answers 404.',
        tags: ['early-access'],
        body: AcceptInvitationBody,
        response: { 200: MessageResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await invitations.accept(hashToken(request.body.token));
      if (!outcome) return reply.status(404).send({ msg: 'token: this invitation link is not valid' });
      return { msg: outcome === 'accepted' ? 'Welcome to VERSUS early access!' : 'This invitation was already accepted.' };
    },
  );
}
