import type { Config } from '../../config';
import { escapeHtml } from '../../lib/escapeHtml';
import type { Mail } from '../../plugins/mail';
import {
  DELETE_ACCOUNT_LINK_LIFETIME_MS,
  RESET_PASSWORD_LINK_LIFETIME_MS,
  UNLOCK_TWO_FACTOR_LINK_LIFETIME_MS,
  VERIFY_EMAIL_LINK_LIFETIME_MS,
} from './accountRules';

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

/**
 * To the owner of an address someone tried to sign up with again: the sign-up answer is the same
 * as for a new address, so only the mailbox learns that the account exists.
 */
export function registrationAttemptMail(config: Config, owner: { email: string; username: string }): Mail {
  const loginLink = `${config.publicUrl}/login`;
  const forgotLink = `${config.publicUrl}/forgot-password`;
  const mail = accountMail(
    owner.email,
    'Someone tried to register with your VERSUS e-mail address',
    owner.username,
    [
      'someone tried to create a new VERSUS account with this e-mail address, which already has your account. If it was you, log in:',
    ],
    'Log in to VERSUS',
    loginLink,
    [
      `Forgot your password? Choose a new one here: ${forgotLink}`,
      'If it was not you, ignore this mail: nothing changed on your account.',
    ],
  );
  const forgotAnchor = `<a href="${escapeHtml(forgotLink)}">${escapeHtml(forgotLink)}</a>`;
  return { ...mail, html: mail.html?.replace(escapeHtml(forgotLink), forgotAnchor) };
}

/** To an admin or master whose role another admin changed. */
export function roleChangedMail(config: Config, user: { email: string; username: string }, change: { from: string; to: string; by: string }): Mail {
  return accountMail(
    user.email,
    'Your VERSUS role was changed',
    user.username,
    [`the admin ${change.by} changed your role on VERSUS from ${change.from} to ${change.to}.`],
    'Open VERSUS',
    `${config.publicUrl}/account`,
    ['If you think this is a mistake, contact the VERSUS operator.'],
  );
}

/** To an admin or master another admin banned. */
export function staffBannedMail(config: Config, user: { email: string; username: string }, ban: { length: string; reason: string; by: string }): Mail {
  return accountMail(
    user.email,
    'Your VERSUS account was banned',
    user.username,
    [`the admin ${ban.by} banned your VERSUS account ${ban.length}. Reason: ${ban.reason}`],
    'Open VERSUS',
    config.publicUrl,
    ['Your sessions have ended. If you think this is a mistake, contact the VERSUS operator.'],
  );
}

export function unlockTwoFactorLink(config: Config, token: string): string {
  return `${config.publicUrl}/unlock-two-factor#token=${encodeURIComponent(token)}`;
}

type Recipient = { email: string; username: string };

export function twoFactorLockedMail(config: Config, user: Recipient, token: string): Mail {
  return accountMail(
    user.email,
    'Two-factor sign-in to your VERSUS account is locked',
    user.username,
    [
      'someone entered your password correctly and then tried many wrong two-factor codes: codes were being guessed. To protect your account, we locked its two-factor sign-in.',
      'If that was you, unlock it here:',
    ],
    'Unlock two-factor sign-in',
    unlockTwoFactorLink(config, token),
    [
      `The link works once, for ${hours(UNLOCK_TWO_FACTOR_LINK_LIFETIME_MS)}.`,
      'If it was not you, your password is known to someone else: change it now (or reset it from the login page), which also signs every device out.',
    ],
  );
}

export function twoFactorOnMail(config: Config, user: Recipient): Mail {
  return accountMail(
    user.email,
    'Two-factor sign-in is on for your VERSUS account',
    user.username,
    ['two-factor sign-in was just turned on for your VERSUS account: logging in now also needs a code from an authenticator app.'],
    'Reset my password',
    `${config.publicUrl}/forgot-password`,
    [
      'If you did not do this, someone else holds a session of your account. Reset your password through this mailbox: a reset signs every device out and turns off two-factor sign-in, so their authenticator no longer opens your account.',
    ],
  );
}

/** Why two-factor went off: the owner turned it off in the settings, or a password reset cleared it. */
export type TwoFactorOffCause = 'settings' | 'reset';

export function twoFactorOffMail(config: Config, user: Recipient, cause: TwoFactorOffCause): Mail {
  const what =
    cause === 'reset'
      ? 'your VERSUS password was reset through this mailbox, so two-factor sign-in was turned off and every device was signed out.'
      : 'two-factor sign-in was just turned off for your VERSUS account.';
  return accountMail(
    user.email,
    'Two-factor sign-in is off for your VERSUS account',
    user.username,
    [what, 'You can set it up again in your account settings:'],
    'Open my account settings',
    `${config.publicUrl}/account`,
    ['If you did not do this, reset your password from the login page at once.'],
  );
}
