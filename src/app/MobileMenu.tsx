import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { BrandLogo } from '../components/BrandLogo';
import { CloseIcon } from '../components/icons';
import { MainNavLinks } from '../components/MainNavLinks';
import { SessionControls } from './SessionControls';
import { useBodyScrollLock } from '../components/useBodyScrollLock';
import { useFocusTrap } from '../components/useFocusTrap';

/** The full-screen menu of small screens: the navbar's links, page scroll locked behind it. */
export function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const menuRef = useRef<HTMLDivElement>(null);
  useFocusTrap(menuRef, true, { onEscape: onClose });
  useBodyScrollLock(true);

  return createPortal(
    <div id={id} ref={menuRef} className="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu" tabIndex={-1}>
      <div className="mobile-menu__header">
        <BrandLogo />
        <button type="button" className="icon-button" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <nav className="mobile-menu__nav" aria-label="Mobile">
        <MainNavLinks className="mobile-menu__links" onNavigate={onClose} />
        <SessionControls className="mobile-menu__session" onNavigate={onClose} />
      </nav>
    </div>,
    document.body,
  );
}
