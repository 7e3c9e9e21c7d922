import { type Static, Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../accountRules';

/** The newsletter (/api/newsletter): subscribe, confirm by the mailed link, unsubscribe. */

/** The mailed links carry 32 random bytes in base64url: 43 characters. */
const NEWSLETTER_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const NewsletterConfirmResponse = Type.Object({
  msg: Type.String(),
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('already_confirmed')]),
});
export type NewsletterConfirmResponse = Static<typeof NewsletterConfirmResponse>;

const Token = Type.String({ pattern: NEWSLETTER_TOKEN_PATTERN, description: 'The token from the mail\'s link.' });

export const NewsletterTokenBody = Type.Object({ token: Token }, { additionalProperties: false });
export type NewsletterTokenBody = Static<typeof NewsletterTokenBody>;

export const NewsletterTokenQuery = Type.Object({ token: Token });

export const SubscribeBody = Type.Object({ email: Type.String({ format: 'email', maxLength: EMAIL_MAX_LENGTH }) }, { additionalProperties: false });
export type SubscribeBody = Static<typeof SubscribeBody>;
