import '../styles/modal.css';
import { type MouseEvent, type ReactNode, type RefObject, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from './useBodyScrollLock';
import { useFocusTrap } from './useFocusTrap';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Rendered as the dialog's heading and used as its accessible name. */
  title: string;
  /** Widest the dialog may grow, in CSS pixels (notify 520, share 580). */
  maxWidth?: number;
  children: ReactNode;
  closeOnBackdrop?: boolean;
  /** Focused when the dialog opens instead of its first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/** The dialog every feature uses: focus kept inside, Escape and backdrop close, page scroll locked. */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({ onClose, title, maxWidth, children, closeOnBackdrop = true, initialFocusRef, className }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  // A press that starts inside the dialog and ends on the backdrop (selecting text) must not close it.
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  useFocusTrap(dialogRef, true, { initialFocusRef, onEscape: onClose });
  useBodyScrollLock(true);

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdrop) onClose();
  };

  return (
    <div className="modal-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `modal ${className}` : 'modal'}
        style={maxWidth === undefined ? undefined : { maxWidth }}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
