import { type DateFormatOptions, formatDate, formatDateTime, timeZoneLongName, toValidDate } from '../lib/dates';

interface DateTimeProps extends DateFormatOptions {
  value: unknown;
  /** Shown when the value is no valid date. */
  fallback?: string;
  /** The day only, without the time and zone. */
  dateOnly?: boolean;
  className?: string;
}

/**
 * Renders every date of the app: a <time> in the visitor's locale and time zone, with the zone
 * named (its full name on hover), or the fallback when the date is missing or invalid.
 */
export function DateTime({ value, fallback = 'TBA', dateOnly = false, className, locale, timeZone }: DateTimeProps) {
  const date = toValidDate(value);
  if (!date) return <span className={className}>{fallback}</span>;
  const options = { locale, timeZone };
  return (
    <time className={className} dateTime={date.toISOString()} title={dateOnly ? undefined : timeZoneLongName(date, options)}>
      {dateOnly ? formatDate(date, options) : formatDateTime(date, options)}
    </time>
  );
}
