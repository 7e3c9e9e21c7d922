import type { Tournament } from '../../../common/contract/tournaments';

/** Calendars show a block; tournaments announce no end, so one of this length is assumed. */
export const ASSUMED_DURATION = 'PT3H';

/** 20261212T180000Z */
function icsUtc(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in text values. */
function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + size > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One VEVENT for a tournament with a start date; its UID stays the same across downloads. */
export function tournamentCalendar(tournament: Tournament & { startAt: string }, publicUrl: string): string {
  const link = `${publicUrl}/tournaments/${tournament.id}`;
  const details = [
    `Prize pool: ${tournament.prizePool ?? 'TBD'}`,
    `Format: ${tournament.format ? tournament.format.replace(/_/g, ' ') : 'TBD'}`,
    `Platform: ${tournament.platform ?? 'TBD'}`,
    `Organizer: ${tournament.organizer ?? 'VERSUS'}`,
    link,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//VERSUS//Tournaments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${tournament.id}@versus`,
    `DTSTAMP:${icsUtc(tournament.updatedAt)}`,
    `DTSTART:${icsUtc(tournament.startAt)}`,
    `DURATION:${ASSUMED_DURATION}`,
    `SUMMARY:${icsText(tournament.title)}`,
    `DESCRIPTION:${icsText(details)}`,
    `URL:${link}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
