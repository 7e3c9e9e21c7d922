import type { Config } from '../../config';
import type { Mail } from '../../plugins/mail';
import { CONFIRM_LINK_LIFETIME_HOURS } from './newsletterRepository';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function confirmLink(config: Config, token: string): string {
  return `${config.publicUrl}/newsletter?confirm=${encodeURIComponent(token)}`;
}

export function unsubscribeLink(config: Config, token: string): string {
  return `${config.publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Commercial mail from Germany names its sender (imprint) in every message. */
function senderLine(config: Config): string {
  return [config.imprint.company, config.imprint.address].filter(Boolean).join(', ');
}

function paragraphsToHtml(paragraphs: string[]): string {
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
}

export function confirmationMail(config: Config, to: string, token: string): Mail {
  const link = confirmLink(config, token);
  const intro = [
    'Hi,',
    'someone (hopefully you) asked to receive the VERSUS newsletter at this address: tournament announcements, beta news and shop drops, at most a few mails a month.',
    `Please confirm within ${CONFIRM_LINK_LIFETIME_HOURS} hours by opening this link:`,
  ];
  const outro = [
    'If you did not ask for this, ignore this mail: without your confirmation you will get nothing more from us, and your address is deleted when the link expires.',
    `— The VERSUS team · ${senderLine(config)}`,
  ];
  return {
    to,
    subject: 'Confirm your VERSUS newsletter subscription',
    link,
    text: [...intro, link, ...outro].join('\n\n'),
    html: `${paragraphsToHtml(intro)}\n<p><a href="${escapeHtml(link)}">Confirm my subscription</a></p>\n${paragraphsToHtml(outro)}`,
  };
}

/** Wraps any newsletter mail: every one of them carries its own one-click unsubscribe link. */
export function newsletterMail(config: Config, { to, subject, paragraphs, unsubscribeToken }: {
  to: string;
  subject: string;
  paragraphs: string[];
  unsubscribeToken: string;
}): Mail {
  const link = unsubscribeLink(config, unsubscribeToken);
  const footer = `You receive this mail because you subscribed to the VERSUS newsletter. Unsubscribe with one click: ${link}`;
  return {
    to,
    subject,
    link,
    text: [...paragraphs, '—', footer, senderLine(config)].join('\n\n'),
    html:
      `${paragraphsToHtml(paragraphs)}\n<hr>\n<p><small>You receive this mail because you subscribed to the VERSUS newsletter. ` +
      `<a href="${escapeHtml(link)}">Unsubscribe with one click</a>.<br>${escapeHtml(senderLine(config))}</small></p>`,
  };
}

export function welcomeMail(config: Config, to: string, unsubscribeToken: string): Mail {
  return newsletterMail(config, {
    to,
    subject: 'You are subscribed to the VERSUS newsletter',
    paragraphs: [
      'Thanks for confirming! From now on you hear first when tournaments open, beta features go live and new items land in the shop.',
      'You can leave at any time with the link at the bottom of every newsletter mail.',
    ],
    unsubscribeToken,
  });
}
