import './tournaments.css';
import { Link, useParams } from 'react-router';
import { organizerLabel } from '../../lib/tournaments';
import { usePageTitle } from '../../lib/usePageTitle';
import { type BracketSection, TournamentBracket } from './TournamentBracket';
import { TournamentCover } from './TournamentCover';
import { TournamentFacts } from './TournamentFacts';
import { TournamentNotFound } from './TournamentNotFound';
import { useGetTournamentQuery } from './tournamentsApi';
import { useCoverGames } from './useCoverGames';
import { useTournamentSource } from './useTournamentSource';

/** /tournaments/old/{id}: a finished tournament and its final placements; the app passes its bracket section. */
export function PastTournamentPage({ bracketSection }: { bracketSection: BracketSection }) {
  const { tournamentId = '' } = useParams();
  const source = useTournamentSource();
  const games = useCoverGames();
  const { data: tournament, isLoading, isError } = useGetTournamentQuery({ id: tournamentId, source });
  usePageTitle(tournament?.title ? `${tournament.title} – Results` : 'Past tournament');

  if (isLoading) return <p className="page-status">Loading...</p>;
  if (isError || !tournament) return <TournamentNotFound />;

  const results = [...(tournament.results ?? [])].sort((a, b) => a.place - b.place);

  return (
    <article className="page container tournament-page">
      <div className="tournament-page__hero">
        <TournamentCover tournament={tournament} games={games} className="tournament-page__cover" />
      </div>
      <header className="tournament-page__header">
        <div className="tournament-page__badges">
          <span className="badge badge-organizer">{organizerLabel(tournament)}</span>
          <span className="badge">COMPLETED</span>
        </div>
        <h1>{tournament.title}</h1>
      </header>
      <TournamentFacts tournament={tournament} games={games} />

      <section className="tournament-page__section" aria-labelledby="tournament-results">
        <h2 id="tournament-results">Results</h2>
        {results.length === 0 ? (
          <p>The results will be published soon.</p>
        ) : (
          <table className="results-table">
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Player or team</th>
                <th scope="col">Prize</th>
              </tr>
            </thead>
            <tbody>
              {results.map((placement) => (
                <tr key={`${placement.place}-${placement.name}`}>
                  <td>{placement.place}</td>
                  <th scope="row">{placement.name}</th>
                  <td>{placement.prize ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <TournamentBracket tournament={tournament} tournamentId={tournamentId} phase="past" Section={bracketSection} />
      <p>
        <Link to="/tournaments">All tournaments</Link>
      </p>
    </article>
  );
}
