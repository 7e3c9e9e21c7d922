import type { SharedRateCounter } from '../rateLimit/sharedRateCounter';
import { mailboxKey } from './mailboxKey';

/**
 * Account mails anyone can ask us to send to any address (a password reset, a new verification
 * link) are limited per recipient, whoever asks and from wherever: at most one
 * of a kind every two minutes and six a day. Per-address request limits alone let a script spread
 * over many addresses fill a stranger's inbox. The caller answers the same either way, so the
 * limit tells nothing about whether an account exists. The limit is per mailbox: `+tag` and
 * Gmail's dot variants of one address share it.
 */
export const RECIPIENT_MAIL_LIMITS = [
  { max: 1, windowMs: 2 * 60_000 },
  { max: 6, windowMs: 24 * 60 * 60_000 },
] as const;

export type RecipientMailKind = 'reset_password' | 'verify_email' | 'register';

/** Counts a mail of this kind to this address; false when it must not be sent now. */
export async function mayMailRecipient(counter: SharedRateCounter, kind: RecipientMailKind, email: string): Promise<boolean> {
  const recipient = mailboxKey(email);
  // The shorter window first: requests it refuses do not use up the day's allowance.
  for (const { max, windowMs } of RECIPIENT_MAIL_LIMITS) {
    const { hits } = await counter.hit(`mail-to ${kind} ${windowMs} ${recipient}`, windowMs);
    if (hits > max) return false;
  }
  return true;
}
