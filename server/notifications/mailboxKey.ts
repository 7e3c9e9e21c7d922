/** Domains where a dot in the local part changes nothing, and that deliver to each other's names. */
const GOOGLE_MAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the key of a per-recipient limit: lower case, any `+tag`
 * dropped (most providers deliver `name+anything@` to `name@`), and for Google's domains the dots
 * of the local part dropped and both domains taken as one. Only limits use it: an address is
 * stored and mailed as it was typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GOOGLE_MAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
