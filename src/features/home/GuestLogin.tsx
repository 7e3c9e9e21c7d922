import { Link } from 'react-router';
import { LoginForm } from '../account/LoginForm';

/** The guest's inline login on the hero. */
export function GuestLogin() {
  return (
    <section className="card home-hero__login" aria-labelledby="home-login-title">
      <h2 id="home-login-title" className="home-hero__login-title">
        Already a member? Log in
      </h2>
      <LoginForm ariaLabel="Log in from the home page" />
      <p className="home-hero__login-note">
        New here? <Link to="/register">Create your free account</Link>
      </p>
    </section>
  );
}
