import type { Mail } from '../plugins/mail';

/** What the "registration is open" mail says about its tournament. */
export interface TournamentForMail {
  id: string;
  title: string;
  startAt: Date | null;
  gameName: string | null;
  prizePool: string | null;
  format: string | null;
  platform: string | null;
  organizer: string | null;
}

/** The organizer shown when a tournament names none: VERSUS runs it. */
const DEFAULT_ORGANIZER = 'VERSUS';

/** "2026-12-12 18:00 UTC": one unambiguous form whatever the reader's time zone. */
export function formatStartUtc(startAt: Date | null): string {
  if (!startAt) return 'TBA';
  return `${startAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The mail every sign-up gets once when its tournament leaves COMING_SOON. */
export function registrationOpenMail(tournament: TournamentForMail, to: string, publicUrl: string): Mail {
  // A header must stay on one line whatever an admin typed into the title.
  const title = tournament.title.replace(/\s+/g, ' ').trim();
  const link = `${publicUrl}/tournaments/${tournament.id}`;
  const facts: Array<[string, string]> = [
    ['Game', tournament.gameName ?? 'TBA'],
    ['Starts', formatStartUtc(tournament.startAt)],
    ['Format', tournament.format ? tournament.format.replace(/_/g, ' ') : 'TBD'],
    ['Platform', tournament.platform ?? 'TBD'],
    ['Prize pool', tournament.prizePool ?? 'TBD'],
    ['Organizer', tournament.organizer ?? DEFAULT_ORGANIZER],
  ];
  const footer =
    'You get this e-mail because you asked VERSUS to tell you when registration for this tournament opens. ' +
    'It is the only e-mail about it we send.';
  const text = [
    `Registration is open for ${title}!`,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `See the tournament and sign up: ${link}`,
    '',
    footer,
    '',
  ].join('\n');
  const html = [
    `<h1>Registration is open for ${escapeHtml(title)}!</h1>`,
    '<table>',
    ...facts.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(link)}">See the tournament and sign up</a></p>`,
    `<p><small>${footer}</small></p>`,
  ].join('\n');
  return { to, subject: `Registration is open: ${title}`, text, html, link };
}
