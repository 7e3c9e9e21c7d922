import { Link } from 'react-router';

export function TournamentNotFound() {
  return (
    <section className="page container">
      <h1>Tournament not found</h1>
      <p>This tournament does not exist or is no longer listed.</p>
      <Link className="btn btn-secondary" to="/tournaments">
        All tournaments
      </Link>
    </section>
  );
}
