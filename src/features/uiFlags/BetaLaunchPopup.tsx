import '../../styles/betaPopup.css';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CloseIcon } from '../../components/icons';
import { Modal } from '../../components/Modal';
import { isBetaPopupDue, selectBetaLaunchPopupSeen, selectUiFlagsRehydrated } from './uiFlagsSelectors';
import { betaPopupClosed } from './uiFlagsSlice';
import { BETA_POPUP_DELAY_MS } from './uiFlagsTimings';
import { useDelayedAnnouncement } from './useDelayedAnnouncement';

const BETA_POPUP_MAX_WIDTH_PX = 520;

/** The one-time beta launch announcement: again only after 7 days. */
export function BetaLaunchPopup() {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectUiFlagsRehydrated);
  const seen = useAppSelector(selectBetaLaunchPopupSeen);
  const { visible, leaving, dismiss } = useDelayedAnnouncement(rehydrated && isBetaPopupDue(seen), BETA_POPUP_DELAY_MS);

  const close = () => {
    if (dismiss()) dispatch(betaPopupClosed());
  };

  return (
    <Modal
      open={visible}
      onClose={close}
      title="VERSUS Beta is live!"
      maxWidth={BETA_POPUP_MAX_WIDTH_PX}
      className={leaving ? 'beta-popup is-leaving' : 'beta-popup'}
    >
      <button type="button" className="icon-button modal__close" aria-label="Close beta announcement" onClick={close}>
        <CloseIcon />
      </button>
      <p className="badge badge-accent">Beta</p>
      <p>Earn from your skill in esports tournaments and get exclusive access to the future of esports.</p>
      <p className="beta-popup__note">
        VERSUS is in beta: new features keep arriving, and your feedback shapes what comes next.
      </p>
      <div className="beta-popup__actions">
        <Link to="/tournaments" className="btn btn-primary" onClick={close}>
          Explore tournaments
        </Link>
        <button type="button" className="btn btn-ghost" onClick={close}>
          Maybe later
        </button>
      </div>
    </Modal>
  );
}
