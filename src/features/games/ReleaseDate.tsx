/** A release day (yyyy-mm-dd) as a <time>, written in the visitor's language; a calendar day has no time zone. */
export function ReleaseDate({ date }: { date: string }) {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return <>{date}</>;
  const text = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  return <time dateTime={date}>{text}</time>;
}
