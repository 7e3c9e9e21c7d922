/** "1 mail", "3 mails". */
export function mailsSentence(count: number): string {
  return `${count} ${count === 1 ? 'mail' : 'mails'}`;
}

/** What the backoffice says after a status change, about the registration-open mails it queued. */
export function queuedMailsText(queuedMails: number): string {
  return queuedMails === 0
    ? 'No one has signed up for this tournament yet: no mails sent.'
    : `${mailsSentence(queuedMails)} to the people who signed up ${queuedMails === 1 ? 'is' : 'are'} on ${queuedMails === 1 ? 'its' : 'their'} way.`;
}
