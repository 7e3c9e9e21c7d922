import type { Mail } from '../plugins/mail';
import { escapeHtml } from '../lib/escapeHtml';
import { formatStartUtc, type TournamentForMail } from './registrationOpenMail';

interface EntryMailText {
  subject: string;
  headline: string;
  body: string;
  action: string;
}

function entryMail({ subject, headline, body, action }: EntryMailText, tournament: TournamentForMail, to: string, publicUrl: string): Mail {
  const link = `${publicUrl}/tournaments/${tournament.id}`;
  const footer = 'You get this e-mail because you entered this tournament on VERSUS.';
  const text = [headline, '', body, `Starts: ${formatStartUtc(tournament.startAt)}`, '', `${action}: ${link}`, '', footer, ''].join('\n');
  const html = [
    `<h1>${escapeHtml(headline)}</h1>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>Starts: ${escapeHtml(formatStartUtc(tournament.startAt))}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p><small>${escapeHtml(footer)}</small></p>`,
  ].join('\n');
  return { to, subject, text, html, link };
}

// A header must stay on one line whatever an admin typed into the title.
const oneLine = (title: string) => title.replace(/\s+/g, ' ').trim();

export function registeredMail(tournament: TournamentForMail, to: string, publicUrl: string): Mail {
  const title = oneLine(tournament.title);
  return entryMail(
    {
      subject: `You're registered: ${title}`,
      headline: `You're registered for ${title}.`,
      body: 'Your place is taken. If the tournament has a check-in, we will tell you when it opens.',
      action: 'See the tournament',
    },
    tournament,
    to,
    publicUrl,
  );
}

export function waitlistedMail(tournament: TournamentForMail, to: string, publicUrl: string): Mail {
  const title = oneLine(tournament.title);
  return entryMail(
    {
      subject: `You're on the waitlist: ${title}`,
      headline: `${title} is full: you're on the waitlist.`,
      body: 'When a place opens, the first on the waitlist moves up and gets an e-mail.',
      action: 'See your place on the waitlist',
    },
    tournament,
    to,
    publicUrl,
  );
}

export function movedUpMail(tournament: TournamentForMail, to: string, publicUrl: string): Mail {
  const title = oneLine(tournament.title);
  return entryMail(
    {
      subject: `A spot opened: you're in ${title}`,
      headline: `A spot opened: you're in ${title}.`,
      body: 'You moved up from the waitlist and now have a place in the tournament.',
      action: 'See the tournament',
    },
    tournament,
    to,
    publicUrl,
  );
}

export function checkInOpenMail(tournament: TournamentForMail, to: string, publicUrl: string): Mail {
  const title = oneLine(tournament.title);
  return entryMail(
    {
      subject: `Check-in is open: ${title}`,
      headline: `Check-in is open for ${title}.`,
      body: 'Check in before the start to keep your place: players who have not checked in are dropped when the bracket starts.',
      action: 'Check in now',
    },
    tournament,
    to,
    publicUrl,
  );
}
