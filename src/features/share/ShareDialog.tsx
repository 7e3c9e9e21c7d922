import './share.css';
import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../components/Modal';
import { nativeShareData, SHARE_TITLE, shareLink, shareTargets, tournamentShareMessage } from '../../lib/shareText';
import { tournamentId, type TournamentLike } from '../../lib/tournaments';

/** The share dialog is at most 580 px wide; Copied shows for 2000 ms. */
export const SHARE_DIALOG_MAX_WIDTH = 580;
export const COPIED_CONFIRMATION_MS = 2000;
/** What a failed copy says: the words of a copy that worked, as the product always has. */
export const COPY_FAILURE_ALERT = 'Copied to clipboard!';

interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The tournament shared; without one the generic message is. */
  tournament?: TournamentLike;
  message?: string;
}

/** Copies without the async clipboard API (insecure origins, older browsers). */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** Share a tournament: X, WhatsApp, Telegram, SMS, the device's own share sheet, Copy. */
export function ShareDialog({ open, onClose, tournament, message }: ShareDialogProps) {
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const link = shareLink(window.location.origin, tournament ? tournamentId(tournament) : undefined);
  const text = tournament ? tournamentShareMessage(tournament) : message;
  const targets = shareTargets(text, link);
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const showCopied = () => {
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showCopied();
    } catch {
      copyWithSelection(link);
      window.alert(COPY_FAILURE_ALERT);
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share(nativeShareData(text, link));
    } catch {
      // The visitor closed the share sheet: nothing to report.
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={tournament?.title ? `Share ${tournament.title}` : `Share ${SHARE_TITLE}`} maxWidth={SHARE_DIALOG_MAX_WIDTH} className="share-dialog">
      <ul className="share-targets">
        <li>
          <a className="btn btn-secondary" href={targets.x} target="_blank" rel="noopener noreferrer">
            Share on X
          </a>
        </li>
        <li>
          <a className="btn btn-secondary" href={targets.whatsapp} target="_blank" rel="noopener noreferrer">
            WhatsApp
          </a>
        </li>
        <li>
          <a className="btn btn-secondary" href={targets.telegram} target="_blank" rel="noopener noreferrer">
            Telegram
          </a>
        </li>
        <li>
          <a className="btn btn-secondary" href={targets.sms}>
            SMS
          </a>
        </li>
        {canShareNatively && (
          <li>
            <button type="button" className="btn btn-secondary" onClick={shareNatively}>
              More options
            </button>
          </li>
        )}
      </ul>
      <div className="share-copy">
        <label className="visually-hidden" htmlFor={linkId}>
          Link to share
        </label>
        <input id={linkId} className="share-copy__link" type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
        <button type="button" className="btn btn-primary" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <span className="visually-hidden" role="status">
          {copied ? 'Link copied' : ''}
        </span>
      </div>
      <div className="dialog-actions">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
