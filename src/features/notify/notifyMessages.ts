/** Every text of the notify dialog, in one place: titles, buttons and the messages of each outcome. */
export const NOTIFY_TEXT = {
  titleUnregistered: 'Get Notified',
  titleRegistered: 'Already Registered',
  notifyMe: 'Notify Me',
  cancel: 'Cancel',
  done: 'Done',
  unsubscribe: 'Unsubscribe',
  loggedIn: 'Logged in',
  registered: "You're on the list! We'll notify you when this tournament goes live.",
  alreadyRegistered409: 'You are already registered for this tournament.',
  registrationFailed: 'Registration failed',
  registrationNetworkError: 'Could not register your notification. Please try again later.',
  alreadyRegisteredStatus: "You're already registered for notifications on this tournament.",
  unsubscribed: 'Successfully unsubscribed from notifications!',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  unsubscribeNetworkError: 'Network error. Please try again.',
  invalidEmail: 'Please enter a valid email address.',
  notAvailable: 'TBA',
} as const;

/** "Server error: 502 Bad Gateway" when the answer to an unsubscribe could not be read. */
export function serverErrorText(status: number, statusText: string): string {
  return `Server error: ${status} ${statusText}`;
}

/** An e-mail address as the dialog accepts it: text, an @, text, a dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
