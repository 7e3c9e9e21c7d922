import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MessageResponse } from '../../../common/contract/errors';
import { NewsletterConfirmResponse, NewsletterTokenBody, NewsletterTokenQuery, SubscribeBody } from '../../../common/contract/newsletter';
import type { Mail } from '../../plugins/mail';
import { confirmationMail, welcomeMail } from './newsletterMails';
import { normalizeEmail } from './newsletterRepository';
import { errorResponses } from '../../schemas/responses';

export const SUBSCRIBE_REQUESTS_PER_WINDOW = 5;
export const SUBSCRIBE_WINDOW_MS = 10 * 60_000;
export const TOKEN_REQUESTS_PER_MINUTE = 20;

/** The same answer for a new, a pending and a confirmed address: the form must not reveal who subscribed. */
export const SUBSCRIBE_ANSWER =
  'Almost done! If this address is not subscribed yet, a confirmation link is on its way. Please check your inbox.';
const INVALID_CONFIRM_LINK = 'This confirmation link is invalid or has expired. Please subscribe again.';
const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid or was already used: the address is no longer subscribed.';

const ipRateLimit = (max: number, timeWindow: number) => ({ rateLimit: { max, timeWindow } });

export async function newsletterRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const newsletter = app.newsletterRepository;

  // Mail goes out after the answer, so how long the request takes says nothing about the address either.
  const sendInBackground = (mail: Mail) => {
    app.mailer.send(mail).catch((error: unknown) => app.log.error({ err: error, subject: mail.subject }, 'newsletter mail failed'));
  };

  async function confirm(token: string): Promise<{ status: 200; body: NewsletterConfirmResponse } | { status: 404; body: { msg: string } }> {
    const outcome = await newsletter.confirm(token);
    if (outcome.result === 'invalid') return { status: 404, body: { msg: INVALID_CONFIRM_LINK } };
    if (outcome.result === 'already_confirmed') {
      return { status: 200, body: { status: 'already_confirmed', msg: 'Your subscription is already confirmed.' } };
    }
    sendInBackground(welcomeMail(app.appConfig, outcome.email, outcome.unsubscribeToken));
    return { status: 200, body: { status: 'confirmed', msg: 'Thanks! Your newsletter subscription is confirmed.' } };
  }

  const confirmDescription =
    'Completes the double opt-in with the token from the confirmation mail and sends a welcome mail carrying the ' +
    'unsubscribe link. Using the link again answers already_confirmed; 404 for an unknown or expired token.';

  app.post(
    '/api/newsletter/subscribe',
    {
      config: ipRateLimit(SUBSCRIBE_REQUESTS_PER_WINDOW, SUBSCRIBE_WINDOW_MS),
      schema: {
        operationId: 'subscribeNewsletter',
        summary: 'Ask for the newsletter (double opt-in)',
        description:
          'Mails a confirmation link to the address; nothing is sent until it is confirmed. The answer is the same ' +
          'whether or not the address is already subscribed. ' +
          `Limited to ${SUBSCRIBE_REQUESTS_PER_WINDOW} requests per ${SUBSCRIBE_WINDOW_MS / 60_000} minutes per IP (429).`,
        tags: ['newsletter'],
        body: SubscribeBody,
        response: { 202: MessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const outcome = await newsletter.requestSubscription(email);
      if (outcome.send === 'confirmation') sendInBackground(confirmationMail(app.appConfig, email, outcome.token));
      return reply.status(202).send({ msg: SUBSCRIBE_ANSWER });
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      config: ipRateLimit(TOKEN_REQUESTS_PER_MINUTE, 60_000),
      schema: {
        operationId: 'confirmNewsletter',
        summary: 'Confirm a newsletter subscription',
        description: confirmDescription,
        tags: ['newsletter'],
        body: NewsletterTokenBody,
        response: { 200: NewsletterConfirmResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { status, body } = await confirm(request.body.token);
      return reply.status(status).send(body);
    },
  );

  app.get(
    '/api/newsletter/confirm',
    {
      config: ipRateLimit(TOKEN_REQUESTS_PER_MINUTE, 60_000),
      schema: {
        operationId: 'confirmNewsletterByQuery',
        summary: 'Confirm a newsletter subscription (token in the query)',
        description: `${confirmDescription} Same as the POST, for clients that can only follow a link.`,
        tags: ['newsletter'],
        querystring: NewsletterTokenQuery,
        response: { 200: NewsletterConfirmResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const { status, body } = await confirm(request.query.token);
      return reply.status(status).send(body);
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: ipRateLimit(TOKEN_REQUESTS_PER_MINUTE, 60_000),
      schema: {
        operationId: 'unsubscribeNewsletter',
        summary: 'Unsubscribe from the newsletter',
        description:
          'Ends the subscription with the token from any newsletter mail\'s unsubscribe link and deletes the address. ' +
          '404 for an unknown token or one whose subscription already ended.',
        tags: ['newsletter'],
        body: NewsletterTokenBody,
        response: { 200: MessageResponse, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      if (!(await newsletter.unsubscribe(request.body.token))) return reply.status(404).send({ msg: INVALID_UNSUBSCRIBE_LINK });
      return { msg: 'We deleted your address from the newsletter list: you will get no more newsletter mails.' };
    },
  );
}
