/**
 * Text people see that someone else typed. Unicode control characters (Cc: C0, DEL and C1) and
 * format characters (Cf: zero-width spaces and joiners, text-direction overrides, soft hyphens,
 * tags) are invisible or reorder what is around them, so a name could pass for another or break
 * the lines of a page, a mail or a log. Names and titles take none of them; longer free text
 * (descriptions, chat messages) keeps line breaks and the zero-width joiner, which joins emoji
 * such as 👩‍💻 into one.
 */
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;
const FREE_TEXT_ALLOWED = /[\n\u200d]/g;

/** The validator formats of the two kinds of text, as the contracts name them. */
export const SHOWN_NAME_FORMAT = 'shown-name';
export const FREE_TEXT_FORMAT = 'free-text';

export function isShownName(text: string): boolean {
  return !CONTROL_OR_FORMAT.test(text);
}

export function isFreeText(text: string): boolean {
  return !CONTROL_OR_FORMAT.test(text.replace(FREE_TEXT_ALLOWED, ''));
}

/** A name from elsewhere (a Google profile) made fit to show: its control and formatting characters dropped. */
export function withoutControlOrFormat(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, '');
}
