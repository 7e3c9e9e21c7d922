import { useId } from 'react';
import { useGetTokenPageBetaCountdownQuery } from './tokenApi';

/** Default beta member target (spec §9), used when the countdown names none. */
const DEFAULT_TARGET_MEMBERS = 2500;

/** The beta member countdown; shows nothing while the countdown is unavailable or inactive. */
export function BetaCountdownPanel() {
  const { data: countdown } = useGetTokenPageBetaCountdownQuery();
  const progressId = useId();
  if (!countdown?.isActive) return null;

  const target = countdown.targetMembers > 0 ? countdown.targetMembers : DEFAULT_TARGET_MEMBERS;
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
