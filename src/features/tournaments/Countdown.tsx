import { useEffect, useState } from 'react';
import { countdownTo } from '../../lib/dates';

const TICK_MS = 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** "Starts in 3d 04h 12m 09s", ticking every second until the start. */
export function Countdown({ target }: { target: Date }) {
  const [now, setNow] = useState(() => new Date());
  const left = countdownTo(target, now);

  const targetTime = target.getTime();

  useEffect(() => {
    const timer = setInterval(() => {
      const current = new Date();
      setNow(current);
      if (current.getTime() >= targetTime) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [targetTime]);

  if (!left) return <p className="countdown">Started</p>;
  return (
    // Read out on demand, not every second.
    <p className="countdown" role="timer" aria-live="off">
      Starts in{' '}
      <span className="countdown__value">
        {left.days}d {pad(left.hours)}h {pad(left.minutes)}m {pad(left.seconds)}s
      </span>
    </p>
  );
}
