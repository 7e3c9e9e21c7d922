import '../../styles/formField.css';
import '../../styles/tournamentFacts.css';
import './notify.css';
import { type FormEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { DateTime } from '../../components/DateTime';
import { Modal } from '../../components/Modal';
import { toValidDate } from '../../lib/dates';
import { readJson, STORAGE_KEYS } from '../../lib/storage';
import { calendarUrl, formatLabel, hasStoredId, tournamentId, tournamentStart, type TournamentLike } from '../../lib/tournaments';
import { selectCurrentUser, selectToken } from '../session/sessionSlice';
import {
  useLazyGetNotifyStatusQuery,
  useRegisterNotifyAnonymousMutation,
  useRegisterNotifyMutation,
  useUnsubscribeNotifyMutation,
} from './notifyApi';
import { EMAIL_PATTERN, NOTIFY_TEXT } from './notifyMessages';
import { type Outcome, registerOutcome, unsubscribeOutcome } from './notifyOutcome';

/** The notify dialog is at most 520 px wide. */
export const NOTIFY_DIALOG_MAX_WIDTH = 520;

interface NotifyDialogProps {
  open: boolean;
  onClose: () => void;
  tournament: TournamentLike;
  /** The game's display name when the caller knows it; else the tournament's game field. */
  gameName?: string | null;
}

type Message = Pick<Outcome, 'tone' | 'text'> | { tone: 'info'; text: string };

/** The address of the saved profile (local storage `user`), which the dialog pre-fills. */
function savedProfileEmail(): string {
  const saved = readJson<{ email?: unknown }>(STORAGE_KEYS.user);
  return typeof saved?.email === 'string' ? saved.email : '';
}

/**
 * "Notify me when registration opens" for one tournament. Its state lives
 * as long as the opener, so a visitor who signed up and reopens it is recognised by the address
 * just typed.
 */
export function NotifyDialog({ open, onClose, tournament, gameName }: NotifyDialogProps) {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectCurrentUser);
  const loggedIn = Boolean(token);
  const id = tournamentId(tournament);
  const validId = hasStoredId(tournament);
  const showEmailField = !loggedIn || !validId;
  const useAccount = loggedIn && validId;

  const [email, setEmail] = useState('');
  const [registered, setRegistered] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(false);
  const emailId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const notifyRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  const [checkStatus] = useLazyGetNotifyStatusQuery();
  const [registerAccount] = useRegisterNotifyMutation();
  const [registerAnonymous] = useRegisterNotifyAnonymousMutation();
  const [unsubscribe] = useUnsubscribeNotifyMutation();

  // Opening clears the messages and pre-fills the address from the saved profile.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setMessage(null);
      const saved = savedProfileEmail() || (loggedIn ? (user?.email ?? '') : '');
      if (saved) setEmail(saved);
    }
  }

  const checkOnOpen = useEffectEvent(() => {
    const address = email.trim();
    if (!validId || !id || (!useAccount && !address)) return;
    checkStatus({ tournamentId: id, email: useAccount ? undefined : address })
      .unwrap()
      .then(
        (status) => {
          setRegistered(Boolean(status.isRegistered));
          if (status.isRegistered) setMessage({ tone: 'info', text: NOTIFY_TEXT.alreadyRegisteredStatus });
        },
        // A failed status check is only worth a warning in the console.
        (error: unknown) => console.warn('Could not check the notification status', error),
      );
  });

  useEffect(() => {
    if (open) checkOnOpen();
  }, [open]);

  // Switching state replaces the focused button: focus goes to what comes next, not to the page.
  useEffect(() => {
    if (!open) return;
    (registered ? doneRef.current : (emailRef.current ?? notifyRef.current))?.focus();
  }, [open, registered]);

  const apply = (outcome: Outcome) => {
    setRegistered(outcome.registered);
    setMessage({ tone: outcome.tone, text: outcome.text });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setMessage(null);
    const address = email.trim();
    if (!useAccount && !EMAIL_PATTERN.test(address)) {
      setMessage({ tone: 'error', text: NOTIFY_TEXT.invalidEmail });
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    const game = tournament.game ?? tournament.gameKey ?? undefined;
    const result = useAccount
      ? await registerAccount({ tournamentId: id! })
      : await registerAnonymous({
          email: address,
          ...(validId ? { tournamentId: id } : { tournamentTitle: tournament.title ?? '' }),
          ...(game ? { game } : {}),
        });
    setBusy(false);
    apply(registerOutcome(result));
  };

  const onUnsubscribe = async () => {
    if (busy || !id) return;
    setMessage(null);
    setBusy(true);
    const result = await unsubscribe(id);
    setBusy(false);
    apply(unsubscribeOutcome(result));
  };

  const start = tournamentStart(tournament);
  const canAddToCalendar = registered && validId && toValidDate(start) !== null;
  const notifyDisabled = busy || (!loggedIn && email.trim() === '');

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={registered ? NOTIFY_TEXT.titleRegistered : NOTIFY_TEXT.titleUnregistered}
      maxWidth={NOTIFY_DIALOG_MAX_WIDTH}
      className="notify-dialog"
    >
      <div className="notify-dialog__tournament">
        <p className="notify-dialog__name">
          <strong>{tournament.title}</strong>
          {loggedIn && <span className="badge badge-success">{NOTIFY_TEXT.loggedIn}</span>}
        </p>
        <dl className="tournament-facts">
          <div>
            <dt>Game</dt>
            <dd>{gameName?.trim() || tournament.game?.trim() || NOTIFY_TEXT.notAvailable}</dd>
          </div>
          <div>
            <dt>Format</dt>
            <dd>{formatLabel(tournament, NOTIFY_TEXT.notAvailable)}</dd>
          </div>
          <div>
            <dt>Starts</dt>
            <dd>
              <DateTime value={start} />
            </dd>
          </div>
        </dl>
      </div>

      {registered ? (
        <>
          {message && <NotifyMessage message={message} />}
          {canAddToCalendar && (
            <p>
              <a href={calendarUrl(id!)} download>
                Add to calendar
              </a>
            </p>
          )}
          <div className="dialog-actions">
            {loggedIn && validId && (
              <button type="button" className="btn btn-secondary" onClick={onUnsubscribe} disabled={busy}>
                {NOTIFY_TEXT.unsubscribe}
              </button>
            )}
            <button ref={doneRef} type="button" className="btn btn-primary" onClick={onClose}>
              {NOTIFY_TEXT.done}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p className="notify-dialog__intro">We&apos;ll let you know by e-mail as soon as registration opens.</p>
          {showEmailField && (
            <div className="form-field">
              <label htmlFor={emailId}>Email address</label>
              <input
                ref={emailRef}
                id={emailId}
                type="email"
                name="email"
                autoComplete="email"
                required={!loggedIn}
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={message?.text === NOTIFY_TEXT.invalidEmail ? true : undefined}
              />
            </div>
          )}
          {message && <NotifyMessage message={message} />}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {NOTIFY_TEXT.cancel}
            </button>
            <button ref={notifyRef} type="submit" className="btn btn-primary" disabled={notifyDisabled}>
              {NOTIFY_TEXT.notifyMe}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

function NotifyMessage({ message }: { message: Message }) {
  return (
    <p className={`notify-message notify-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
      {message.text}
    </p>
  );
}
