import type { Mail, Mailer } from '../../../../server/plugins/mail';

/** How long a test waits for a mail the app sends in the background: a bound against a hang, not a speed check. */
const MAIL_WAIT_MS = 30_000;

/**
 * Keeps the link of every mail, by recipient, so a test can follow a mailed link the way its
 * recipient would. A mail the app sends in the background is awaited, not polled for.
 */
export class MailRecorder implements Mailer {
  private readonly links = new Map<string, string[]>();
  private readonly waiting = new Map<string, Array<(link: string) => void>>();

  async send(mail: Mail): Promise<void> {
    if (!mail.link) return;
    const to = mail.to.toLowerCase();
    const waiter = this.waiting.get(to)?.shift();
    if (waiter) waiter(mail.link);
    else this.links.set(to, [...(this.links.get(to) ?? []), mail.link]);
  }

  close(): void {}

  /** The oldest link to the address not taken yet; waits for it when the mail is still to come. */
  nextLink(to: string): Promise<string> {
    const address = to.toLowerCase();
    const kept = this.links.get(address)?.shift();
    if (kept) return Promise.resolve(kept);
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(address) ?? [];
      this.waiting.set(address, waiters);
      const waiter = (link: string) => {
        clearTimeout(timer);
        resolve(link);
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(new Error(`No mail with a link came to ${address}`));
      }, MAIL_WAIT_MS);
      waiters.push(waiter);
    });
  }
}
