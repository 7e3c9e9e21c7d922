/** The call never reached the server (offline, refused connection). */
export function isNetworkError(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 'FETCH_ERROR';
}

/** The words by which a server message names each field of a form. */
export type FieldNames<Field extends string> = Record<Field, readonly string[]>;

/**
 * The one form field a server message names (`username is already taken` → username), so the
 * message can be shown under it; null when it names none or several (it belongs to the form).
 */
export function fieldNamedIn<Field extends string>(message: string, fields: FieldNames<Field>): Field | null {
  const named = (Object.keys(fields) as Field[]).filter((field) =>
    fields[field].some((word) => new RegExp(`(^|[^A-Za-z])${word.replace('-', '-?')}([^A-Za-z]|$)`, 'i').test(message)),
  );
  return named.length === 1 ? named[0]! : null;
}

/** The errorType of a failed call, by which the page picks what to offer (a Google sign-in, a look at the mail). */
export function serverErrorType(error: unknown): string | null {
  const errorType = (error as { data?: { errorType?: unknown } } | undefined)?.data?.errorType;
  return typeof errorType === 'string' ? errorType : null;
}
