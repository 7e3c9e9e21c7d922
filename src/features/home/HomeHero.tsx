import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser, selectSessionStatus } from '../session/sessionSlice';
import { GuestLogin } from './GuestLogin';

const HERO_TITLE_ID = 'home-hero-title';

/** What the session allows: PLAY NOW for users, REGISTER NOW for guests; nothing while unknown. */
function HeroCallToAction({ status, signedIn }: { status: 'loading' | 'ready'; signedIn: boolean }) {
  if (status === 'loading') return <span className="btn btn-primary home-hero__cta is-pending" aria-hidden="true" />;
  return signedIn ? (
    <Link className="btn btn-primary home-hero__cta" to="/tournaments">
      PLAY NOW
    </Link>
  ) : (
    <Link className="btn btn-primary home-hero__cta" to="/register">
      REGISTER NOW
    </Link>
  );
}

/**
 * The landing hero: text and layout only, no data and no image, so it paints at once and is the
 * page's largest content. Guests also get the inline login form.
 */
export function HomeHero() {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const guest = status === 'ready' && !user;

  return (
    <section className={guest ? 'home-hero has-login' : 'home-hero'} aria-labelledby={HERO_TITLE_ID}>
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <span className="badge badge-accent">Beta</span>
          <h1 id={HERO_TITLE_ID} className="home-hero__title">
            Earn from your skill. <span className="home-hero__accent">Get exclusive access to the future of esports.</span>
          </h1>
          <p className="home-hero__lead">
            Compete in tournaments across your favourite games, win prizes and grow with the platform. VERSUS is in beta:
            join now and help shape what comes next.
          </p>
          <div className="home-hero__actions">
            <HeroCallToAction status={status} signedIn={user !== null} />
            <Link className="btn btn-secondary" to="/tournaments">
              Browse tournaments
            </Link>
          </div>
        </div>
        {guest && <GuestLogin />}
      </div>
    </section>
  );
}
