import { useId } from 'react';
import { useGetBetaCountdownQuery } from '../beta/betaApi';

/** The beta member countdown; shows nothing while the countdown is unavailable or inactive. */
export function BetaCountdownPanel() {
  const { data: countdown } = useGetBetaCountdownQuery();
  const progressId = useId();
  if (!countdown?.isActive) return null;

  // The beta API already falls back to the default target when the countdown names none.
  const target = countdown.targetMembers;
  const current = Math.min(countdown.currentMembers, target);
  return (
    <section className="token__section card" aria-labelledby="token-beta-title">
      <h2 id="token-beta-title">{countdown.title || 'Beta countdown'}</h2>
      {countdown.subtitle && <p>{countdown.subtitle}</p>}
      <label htmlFor={progressId} className="token__progress-label">
        {countdown.currentMembers.toLocaleString('en-US')} of {target.toLocaleString('en-US')} beta members
      </label>
      <progress id={progressId} className="token__progress" max={target} value={current} />
      <p className="token__hint">{Math.max(target - countdown.currentMembers, 0).toLocaleString('en-US')} places left until the beta goal.</p>
    </section>
  );
}
