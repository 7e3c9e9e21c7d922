import type { Config } from '../../config';
import { escapeHtml } from '../../lib/escapeHtml';
import type { Mail } from '../../plugins/mail';
import { DELETE_ACCOUNT_LINK_LIFETIME_MS, RESET_PASSWORD_LINK_LIFETIME_MS, VERIFY_EMAIL_LINK_LIFETIME_MS } from './accountRules';

const HOUR_MS = 60 * 60 * 1000;

function hours(ms: number): string {
  const count = Math.round(ms / HOUR_MS);
  return count === 1 ? '1 hour' : `${count} hours`;
}

export function verifyEmailLink(config: Config, token: string): string {
  return `${config.publicUrl}/verify-email/${encodeURIComponent(token)}`;
}

// The tokens go in the fragment, which the browser keeps to itself: no server log or Referer header
// sees them. The pages still read the query form of links mailed before.
export function resetPasswordLink(config: Config, token: string): string {
  return `${config.publicUrl}/reset-password#${new URLSearchParams({ token })}`;
}

export function confirmDeletionLink(config: Config, token: string, userId: string): string {
  return `${config.publicUrl}/confirm-deletion#${new URLSearchParams({ token, userId })}`;
}

/** A short mail: greeting, paragraphs, one button-like link, a closing line; text and HTML alike. */
function accountMail(to: string, subject: string, username: string, before: string[], linkLabel: string, link: string, after: string[]): Mail {
  const greeting = `Hi ${username},`;
  const closing = '— The VERSUS team';
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return {
    to,
    subject,
    link,
    text: [greeting, ...before, link, ...after, closing].join('\n\n'),
    html: [
      paragraphs([greeting, ...before]),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
      paragraphs([...after, closing]),
    ].join('\n'),
  };
}

export function verificationMail(config: Config, user: { email: string; username: string }, token: string): Mail {
  return accountMail(
    user.email,
    'Verify your VERSUS e-mail address',
    user.username,
    ['welcome to VERSUS! Please confirm this e-mail address by opening this link:'],
    'Verify my e-mail address',
    verifyEmailLink(config, token),
    [`The link works for ${hours(VERIFY_EMAIL_LINK_LIFETIME_MS)}. If you did not create an account, ignore this mail.`],
  );
}

export function passwordResetMail(config: Config, user: { email: string; username: string }, token: string): Mail {
  return accountMail(
    user.email,
    'Reset your VERSUS password',
    user.username,
    ['someone (hopefully you) asked to reset the password of your VERSUS account. Choose a new one here:'],
    'Choose a new password',
    resetPasswordLink(config, token),
    [
      `The link works once, for ${hours(RESET_PASSWORD_LINK_LIFETIME_MS)}. If you did not ask for it, ignore this mail: your password stays as it is.`,
    ],
  );
}

export function deletionMail(config: Config, user: { id: string; email: string; username: string }, token: string): Mail {
  return accountMail(
    user.email,
    'Confirm the deletion of your VERSUS account',
    user.username,
    [
      'you asked to delete your VERSUS account. This cannot be undone: your profile, e-mail address and login are removed; your messages stay, shown as Deleted Account.',
      'To delete the account, open this link:',
    ],
    'Delete my account',
    confirmDeletionLink(config, token, user.id),
    [`The link works once, for ${hours(DELETE_ACCOUNT_LINK_LIFETIME_MS)}. If you did not ask for this, ignore this mail and consider changing your password.`],
  );
}
