/** What the notify endpoints answer in `msg`; the dialog shows these as they come. */
export const NOTIFY_MESSAGES = {
  signedUp: "You're on the list! We'll notify you when this tournament goes live.",
  signedUpRegistrationOpen: "Registration is already open: we're e-mailing you the link now.",
  alreadySignedUp: 'You are already registered for this tournament.',
  registrationClosed: 'Registration for this tournament has closed.',
  unsubscribed: 'Successfully unsubscribed from notifications!',
  notSignedUp: 'You are not registered for notifications on this tournament.',
  tournamentNotFound: 'Tournament not found',
  emailRequired: 'E-mail is required when no bearer token is sent (querystring.email).',
  tooManyForAddress: 'This e-mail address has been signed up for many tournaments today. Please try again tomorrow, or log in to sign up with your account.',
  tournamentRequired: 'Tournament id or title is required (body.tournamentId or body.tournamentTitle).',
} as const;
