import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { ACCOUNT_MESSAGES } from '../../../server/routes/accounts/accountMessages';
import { accountsServerForThisFile } from './accountsFixture';
import { decodeQuotedPrintable, json, linkIn, login, newIdentity, register } from './accountsSupport';

interface Received {
  from: string;
  to: string[];
  message: string;
}

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          message: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
const server = accountsServerForThisFile(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'VERSUS <no-reply@versus.test>' }));
// After the server's own afterAll (hooks run in the order declared): its pooled SMTP connection
// is closed by then, so the SMTP server closes at once instead of waiting for it.
afterAll(async () => {
  await smtp.close();
});

test('with SMTP_URL set, the verification mail goes out over SMTP and its link verifies the account', async () => {
  const identity = newIdentity('smtp');
  const registered = await register(server, identity);
  expect(registered.statusCode).toBe(201);

  const mail = smtp.received.find((message) => message.to.includes(identity.email));
  expect(mail).toBeDefined();
  expect(mail!.from).toBe('no-reply@versus.test');
  expect(mail!.message).toMatch(/^Subject: Verify your VERSUS e-mail address/m);
  const token = linkIn(decodeQuotedPrintable(mail!.message), /http:\/\/localhost:8080\/verify-email\/[A-Za-z0-9_-]+/).split('/').pop()!;

  const verified = await server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  expect(json(verified)).toEqual({ msg: ACCOUNT_MESSAGES.emailVerified });
  expect((await login(server, { username: identity.username, password: identity.password })).statusCode).toBe(200);
});
