import '../../styles/admin.css';
import './dashboard.css';
import { Link } from 'react-router';
import { useGetStatsQuery } from './adminApi';
import { BarChart, ColumnChart } from './BarChart';
import { RequireTwoFactor } from './RequireTwoFactor';

/** " (top 20 of 34 tournaments)" when a chart shows only the first rows, else nothing. */
function topOf(shown: number, total: number, things: string): string {
  return total > shown ? ` (top ${shown} of ${total} ${things})` : '';
}

/** Counts and trends for admins (once their account has two-factor sign-in, where the server requires it). */
export function AdminDashboardPage() {
  return (
    <RequireTwoFactor>
      <Dashboard />
    </RequireTwoFactor>
  );
}

function Dashboard() {
  const { data, isLoading, isError, refetch } = useGetStatsQuery();
  return (
    <div className="page container admin-page">
      <h1>Admin dashboard</h1>
      <p>
        <Link to="/versusbackoffice">Back to the backoffice</Link>
      </p>
      {isLoading && <p role="status">Loading...</p>}
      {isError && (
        <p className="admin-error" role="alert">
          The figures could not be loaded.{' '}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => refetch()}>
            Try Again
          </button>
        </p>
      )}
      {data && (
        <div className="admin-section">
          <div className="admin-cards">
            <section className="card" aria-labelledby="users-total">
              <h2 id="users-total">Users</h2>
              <p className="admin-figure">{data.users.total}</p>
              <p>{data.users.verified} verified</p>
            </section>
            <section className="card" aria-labelledby="beta-progress">
              <h2 id="beta-progress">Beta members</h2>
              <p className="admin-figure">
                {data.beta.verifiedMembers} / {data.beta.target}
              </p>
              <div
                className="progress-track"
                role="progressbar"
                aria-label="Verified members of the beta target"
                aria-valuemin={0}
                aria-valuemax={data.beta.target}
                aria-valuenow={Math.min(data.beta.verifiedMembers, data.beta.target)}
              >
                <div className="progress-fill" style={{ width: `${Math.min(100, (data.beta.verifiedMembers / data.beta.target) * 100)}%` }} />
              </div>
            </section>
          </div>
          <section className="card" aria-labelledby="signups-chart">
            <h2 id="signups-chart">Sign-ups per tournament{topOf(data.signupsPerTournament.length, data.tournamentsTotal, 'tournaments')}</h2>
            <BarChart title="Sign-ups per tournament" unit="sign-ups" bars={data.signupsPerTournament.map((row) => ({ label: row.title, value: row.count }))} />
          </section>
          <section className="card" aria-labelledby="ratings-chart">
            <h2 id="ratings-chart">Ratings per game{topOf(data.ratingsPerGame.length, data.gamesTotal, 'games')}</h2>
            <BarChart
              title="Ratings per game"
              unit="ratings"
              bars={data.ratingsPerGame.map((row) => ({ label: `${row.name} (⌀ ${row.average.toFixed(1)})`, value: row.count }))}
            />
          </section>
          <section className="card" aria-labelledby="messages-chart">
            <h2 id="messages-chart">Chat messages per day (last 14 days, UTC)</h2>
            <ColumnChart title="Chat messages per day" bars={data.messagesPerDay.map((row) => ({ label: row.day, value: row.count }))} />
            <div className="admin-table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">Chat messages per day</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Messages</th>
                  </tr>
                </thead>
                <tbody>
                  {data.messagesPerDay.map((row) => (
                    <tr key={row.day}>
                      <td>{row.day}</td>
                      <td>{row.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
