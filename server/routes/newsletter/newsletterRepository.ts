import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import { hashToken, newToken } from './newsletterTokens';

/** How long a confirmation link works; unconfirmed sign-ups are deleted after that. */
export const CONFIRM_LINK_LIFETIME_HOURS = 72;
/** A pending address gets another confirmation mail at most this often, however often it is entered. */
export const CONFIRMATION_RESEND_MINUTES = 2;

export type SubscribeOutcome = { send: 'confirmation'; token: string } | { send: 'nothing' };

export type ConfirmOutcome =
  | { result: 'confirmed'; email: string; unsubscribeToken: string }
  | { result: 'already_confirmed' }
  | { result: 'invalid' };

interface SubscriptionRow {
  id: string;
  email: string;
  status: 'pending' | 'confirmed';
  confirm_expires_at: Date | string;
  confirmation_sent_at: Date | string;
}

const EXPIRY = `now() + interval '${CONFIRM_LINK_LIFETIME_HOURS} hours'`;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class NewsletterRepository {
  constructor(private readonly db: Database) {}

  /**
   * Starts (or restarts) the double opt-in for an address. Confirmed addresses and addresses mailed
   * a moment ago get nothing, so the form cannot be used to flood someone's inbox.
   */
  async requestSubscription(email: string): Promise<SubscribeOutcome> {
    await this.deleteExpired();
    const { token, hash } = newToken();
    return this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO newsletter_subscriptions (id, email, status, confirm_token_hash, confirm_expires_at)
         VALUES ($1, $2, 'pending', $3, ${EXPIRY}) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [newId(), email, hash],
      );
      if (inserted.length > 0) return { send: 'confirmation', token };
      const renewed = await tx.query(
        `UPDATE newsletter_subscriptions
         SET confirm_token_hash = $2, confirm_expires_at = ${EXPIRY}, confirmation_sent_at = now(), requested_at = now()
         WHERE email = $1 AND status = 'pending'
           AND confirmation_sent_at < now() - interval '${CONFIRMATION_RESEND_MINUTES} minutes'
         RETURNING id`,
        [email, hash],
      );
      return renewed.length > 0 ? { send: 'confirmation', token } : { send: 'nothing' };
    });
  }

  async confirm(token: string): Promise<ConfirmOutcome> {
    await this.deleteExpired();
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<SubscriptionRow>(
        'SELECT id, email, status FROM newsletter_subscriptions WHERE confirm_token_hash = $1 FOR UPDATE',
        [hashToken(token)],
      );
      if (!row) return { result: 'invalid' };
      if (row.status === 'confirmed') return { result: 'already_confirmed' };
      await tx.query(`UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = now() WHERE id = $1`, [row.id]);
      const unsubscribe = newToken();
      await tx.query('INSERT INTO newsletter_unsubscribe_tokens (token_hash, subscription_id) VALUES ($1, $2)', [unsubscribe.hash, row.id]);
      return { result: 'confirmed', email: row.email, unsubscribeToken: unsubscribe.token };
    });
  }

  /** A fresh unsubscribe token for one more newsletter mail to a confirmed subscriber. */
  async issueUnsubscribeToken(subscriptionId: string): Promise<string> {
    const { token, hash } = newToken();
    await this.db.query('INSERT INTO newsletter_unsubscribe_tokens (token_hash, subscription_id) VALUES ($1, $2)', [hash, subscriptionId]);
    return token;
  }

  /** Ends the subscription and deletes the address; false when the token is unknown (or already used). */
  async unsubscribe(token: string): Promise<boolean> {
    const rows = await this.db.query(
      `DELETE FROM newsletter_subscriptions
       WHERE id = (SELECT subscription_id FROM newsletter_unsubscribe_tokens WHERE token_hash = $1)
       RETURNING id`,
      [hashToken(token)],
    );
    return rows.length > 0;
  }

  private async deleteExpired(): Promise<void> {
    await this.db.query(`DELETE FROM newsletter_subscriptions WHERE status = 'pending' AND confirm_expires_at < now()`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    newsletterRepository: NewsletterRepository;
  }
}
