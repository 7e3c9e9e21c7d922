/** An ISO date-time as the value of a datetime-local input, in the admin's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local input's value (read in the admin's time zone) as an ISO date-time; empty is null. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
