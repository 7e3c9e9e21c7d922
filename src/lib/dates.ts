/** A date counts as valid only if it parses and its year is after 2000. */
const EARLIEST_VALID_YEAR = 2001;

/** The date a value names, or null when it is missing, "TBA", unparseable or from 2000 or before. */
export function toValidDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < EARLIEST_VALID_YEAR) return null;
  return date;
}

export interface DateFormatOptions {
  /** Defaults to the visitor's language. */
  locale?: string;
  /** Defaults to the visitor's time zone. */
  timeZone?: string;
}

/** "Sat, Dec 12, 2026, 18:00 CET": 24-hour clock, so the text does not depend on AM/PM spacing rules. */
export function formatDateTime(date: Date, { locale, timeZone }: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}

/** "Sat, Dec 12, 2026". */
export function formatDate(date: Date, { locale, timeZone }: DateFormatOptions = {}): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone }).format(date);
}

/** The time zone's full name at that date ("Central European Standard Time"), for a tooltip. */
export function timeZoneLongName(date: Date, { locale, timeZone }: DateFormatOptions = {}): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZoneName: 'long', timeZone }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `target`, or null once it has come. */
export function countdownTo(target: Date, now: Date): Countdown | null {
  const total = Math.floor((target.getTime() - now.getTime()) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
