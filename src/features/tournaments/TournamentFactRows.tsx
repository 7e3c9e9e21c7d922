import { DateTime } from '../../components/DateTime';
import { formatLabel, platformLabel, prizePoolLabel, tournamentStart, type TournamentLike } from '../../lib/tournaments';

/** The date, prize pool, format and platform rows of a tournament's facts list (`<dl>`), shared by cards and pages. */
export function TournamentFactRows({ tournament }: { tournament: TournamentLike }) {
  return (
    <>
      <div>
        <dt>Date</dt>
        <dd>
          <DateTime value={tournamentStart(tournament)} />
        </dd>
      </div>
      <div>
        <dt>Prize pool</dt>
        <dd>{prizePoolLabel(tournament)}</dd>
      </div>
      <div>
        <dt>Format</dt>
        <dd>{formatLabel(tournament)}</dd>
      </div>
      <div>
        <dt>Platform</dt>
        <dd>{platformLabel(tournament)}</dd>
      </div>
    </>
  );
}
