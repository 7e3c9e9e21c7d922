import type { BetaCountdown } from '../../../common/contract/beta';
import { MEMBER_COUNT_ANIMATION_MS, TARGET_ANIMATION_MS } from './betaConstants';
import { useAnimatedNumber } from './useAnimatedNumber';

const formatCount = (value: number) => value.toLocaleString('en-US');

/**
 * The member countdown: members so far and the target, counting up (1 s and 0.8 s), and
 * a progress bar. Assistive technology gets the final numbers, not the moving ones.
 */
export function BetaMemberCountdown({ countdown, headingLevel }: { countdown: BetaCountdown; headingLevel: 3 | 4 }) {
  const { currentMembers, targetMembers } = countdown;
  const shownMembers = useAnimatedNumber(currentMembers, MEMBER_COUNT_ANIMATION_MS);
  const shownTarget = useAnimatedNumber(targetMembers, TARGET_ANIMATION_MS);
  const Heading = `h${headingLevel}` as const;
  const reached = Math.min(currentMembers, targetMembers);
  const spotsLeft = Math.max(targetMembers - currentMembers, 0);
  const summary = `${formatCount(currentMembers)} of ${formatCount(targetMembers)} beta members`;

  return (
    <div className="beta-countdown">
      {countdown.title && <Heading className="beta-countdown__title">{countdown.title}</Heading>}
      {countdown.subtitle && <p className="beta-countdown__subtitle">{countdown.subtitle}</p>}
      <p className="visually-hidden">{summary}</p>
      <dl className="beta-countdown__numbers" aria-hidden="true">
        <div>
          <dt>Members</dt>
          <dd>{formatCount(shownMembers)}</dd>
        </div>
        <div>
          <dt>Goal</dt>
          <dd>{formatCount(shownTarget)}</dd>
        </div>
      </dl>
      <div
        className="beta-countdown__bar"
        role="progressbar"
        aria-label="Beta members"
        aria-valuemin={0}
        aria-valuemax={targetMembers}
        aria-valuenow={reached}
        aria-valuetext={summary}
      >
        <span className="beta-countdown__fill" style={{ width: `${shownTarget > 0 ? Math.min(shownMembers / shownTarget, 1) * 100 : 0}%` }} />
      </div>
      <p className="beta-countdown__left">
        {spotsLeft > 0 ? `${formatCount(spotsLeft)} spots left in the beta.` : 'The beta member goal is reached. Thank you!'}
      </p>
    </div>
  );
}
