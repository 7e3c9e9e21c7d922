import { useId } from 'react';
import { useGetBetaCountdownQuery } from '../beta/betaApi';

/** The beta member countdown; shows nothing while the countdown is unavailable or inactive. */
export function BetaCountdownPanel() {
  const { data: countdown } = useGetBetaCountdownQuery();
  const labelId = useId();
  if (!countdown?.isActive) return null;

  // The beta API already falls back to the default target when the countdown names none.
  const target = countdown.targetMembers;
  const current = Math.min(countdown.currentMembers, target);
  const percent = target > 0 ? (current / target) * 100 : 0;
  const label = `${countdown.currentMembers.toLocaleString('en-US')} of ${target.toLocaleString('en-US')} beta members`;
  return (
    <section className="token__section card" aria-labelledby="token-beta-title">
      <h2 id="token-beta-title">{countdown.title || 'Beta countdown'}</h2>
      {countdown.subtitle && <p>{countdown.subtitle}</p>}
      <p id={labelId} className="token__progress-label">
        {label}
      </p>
      {/* A drawn bar rather than the native one, whose look differs per browser and reads full at a sliver. */}
      <div
        className="token__progress"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={current}
        aria-valuetext={`${label} (${formatPercent(percent)})`}
      >
        <div className={current > 0 ? 'token__progress-fill has-members' : 'token__progress-fill'} style={{ width: `${percent}%` }} />
      </div>
      <p className="token__hint">{Math.max(target - countdown.currentMembers, 0).toLocaleString('en-US')} places left until the beta goal.</p>
    </section>
  );
}

/** 0.08 % reads "0.1%", 48 % reads "48%": small shares keep one decimal so they never read 0. */
function formatPercent(percent: number): string {
  return `${percent > 0 && percent < 10 ? percent.toFixed(1) : Math.round(percent).toString()}%`;
}
