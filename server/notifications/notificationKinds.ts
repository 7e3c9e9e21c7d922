import type { Mail } from '../plugins/mail';
import { checkInOpenMail, movedUpMail, registeredMail, waitlistedMail } from './entryMails';
import { registrationOpenMail, type TournamentForMail } from './registrationOpenMail';

interface NotificationKind {
  /** What puts a row of this kind into the outbox. */
  sentWhen: string;
  /** What removes it or keeps it from being sent again. */
  clearedWhen: string;
  compose(tournament: TournamentForMail, to: string, publicUrl: string): Mail;
}

/** Every kind of mail the outbox sends, and what causes and clears it (style.md). */
export const NOTIFICATION_KINDS = {
  'registration-open': {
    sentWhen:
      'A tournament leaves COMING_SOON (PATCH /api/tournaments/{id}): one row per sign-up, in the same transaction. ' +
      'A sign-up for a tournament whose registration is already open gets its row at once.',
    clearedWhen:
      'Sent once: the outbox is unique per sign-up and kind, so a later status change adds nothing. ' +
      'Unsubscribing or deleting the tournament deletes the row with its sign-up.',
    compose: registrationOpenMail,
  },
  registered: {
    sentWhen: 'A player or team takes a place (POST /api/tournaments/{id}/registrations), to each account of the entry.',
    clearedWhen: 'Sent once per entry and account; leaving deletes the entry and its unsent rows.',
    compose: registeredMail,
  },
  waitlisted: {
    sentWhen: 'An entry arrives past the capacity and goes on the waitlist, to each account of the entry.',
    clearedWhen: 'Sent once per entry and account; leaving deletes the entry and its unsent rows.',
    compose: waitlistedMail,
  },
  'moved-up': {
    sentWhen: 'A waitlisted entry takes a place that opened (someone left or was removed, or the capacity grew).',
    clearedWhen: 'Sent once per entry and account.',
    compose: movedUpMail,
  },
  'check-in-open': {
    sentWhen:
      'The check-in window of a tournament opens (checkInMinutes before the start): the sender looks on every pass, ' +
      'and queues it for each entry not checked in.',
    clearedWhen: 'Sent once per entry and account, whatever the number of passes or restarts; checking in before the pass means no mail.',
    compose: checkInOpenMail,
  },
} as const satisfies Record<string, NotificationKind>;

export type NotificationKindName = keyof typeof NOTIFICATION_KINDS;

/** The mails about a player's own entry in a tournament. */
export type EntryMailKind = 'registered' | 'waitlisted' | 'moved-up' | 'check-in-open';
