import type { Mail } from '../plugins/mail';
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
} as const satisfies Record<string, NotificationKind>;

export type NotificationKindName = keyof typeof NOTIFICATION_KINDS;
