import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../session/sessionSlice';

/** The calls to action under the featured games: the account (or register) and the games catalogue. */
export function HomeCallsToAction() {
  const user = useAppSelector(selectCurrentUser);
  return (
    <div className="container home-ctas">
      <section className="card home-cta" aria-labelledby="home-account-cta-title">
        {user ? (
          <>
            <h2 id="home-account-cta-title">Your VERSUS account</h2>
            <p>Check your profile, your tournament notifications and your friends in one place.</p>
            <Link className="btn btn-primary" to="/account">
              Go to your account
            </Link>
          </>
        ) : (
          <>
            <h2 id="home-account-cta-title">Compete for real prizes</h2>
            <p>
              Create your free account to chat with your friends, see who is online and manage your tournament notifications in one
              place.
            </p>
            <Link className="btn btn-primary" to="/register">
              Create your account
            </Link>
          </>
        )}
      </section>
      <section className="card home-cta" aria-labelledby="home-catalogue-cta-title">
        <h2 id="home-catalogue-cta-title">Find your game</h2>
        <p>Shooters, football, racing and card battles: see every game we run tournaments for and how players rate it.</p>
        <Link className="btn btn-secondary" to="/games">
          Browse the games catalogue
        </Link>
      </section>
    </div>
  );
}
